/** Bumped whenever a change can alter an analysis result for the same input. */
export const ENGINE_VERSION = '0.6.294';
