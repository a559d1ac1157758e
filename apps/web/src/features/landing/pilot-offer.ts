/**
 * The pilot offer as the landing page shows it. It mirrors `PILOT` from
 * `@verity/contracts/leads` (pilot-offer.test.ts keeps them equal) because importing that module
 * at runtime drags zod (~22 KB gz) into the first-paint chunk. Switch to the contracts constant
 * once it lives in a zod-free module.
 */
export const PILOT_OFFER = { days: 14, verifiedDatapoints: 3000 } as const;
