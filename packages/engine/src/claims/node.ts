/** Node-only claim-verification entry: reads the pinned files and signs proofs. */
export { loadCatalog, vegaDataDir, gitBlobSha1, NODE_HASHER } from './catalog/load-catalog.ts';
export type { DatasetStatus, LoadedCatalog, LoadOptions } from './catalog/load-catalog.ts';
export { buildVerificationProof } from './proof/build-proof.ts';
