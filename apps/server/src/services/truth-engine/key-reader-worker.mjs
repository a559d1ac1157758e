// Thread entry for the standalone engine's start-up: reads the stored proof-signing key and
// ends, so the embedded database's memory (a few hundred MB) leaves with the thread instead
// of staying in the engine for its lifetime. Plain JavaScript, registering the TypeScript
// loader itself, like analysis-worker.mjs.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
try {
  const { readStoredSigningKey } = await import('./stored-signing-key.ts');
  parentPort.postMessage({ ok: true, pem: await readStoredSigningKey(workerData) });
} catch (err) {
  parentPort.postMessage({ ok: false, message: err instanceof Error ? err.message : String(err) });
}
