/** The three landing modals (spec §2). */
export type LandingDialog = 'demo' | 'pilot' | 'platform-demo' | 'assessment';
