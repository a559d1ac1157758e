import { config } from 'zod/v4/core';

// zod's object fast path probes `new Function('')`, which our CSP (no 'unsafe-eval') refuses
// and the browser reports as a violation on every page that validates. The interpreted path
// gives the same results; only the probe and the generated code go away.
config({ jitless: true });
