// A server for benchmarks: the real app over an in-memory database, with rate limits raised
// and one trivial route to measure the framework's own ceiling in the same process.
import { randomUUID } from 'node:crypto';
import { type VerificationRow, insertVerifications } from '../src/api/verify/routes.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.DATA_DIR ?? ':memory:',
  RATE_LIMIT_SCALE: '1000000',
  BODY_LIMIT_BYTES: process.env.BODY_LIMIT_BYTES ?? String(200 * 1024 * 1024),
});
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await runMigrations(db);
const app = await buildApp({ config, db });
app.get('/bench/trivial', async () => ({ ok: true }));
// Time on the server, from the request's arrival to the reply, for benches that report it.
app.addHook('onSend', async (_request, reply) => {
  reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ address });
process.on('message', (msg) => {
  if (msg === 'rss') process.send?.({ rss: process.memoryUsage().rss });
  if (msg === 'verification-store') void measureVerificationStore().then((figures) => process.send?.({ verificationStore: figures }));
});

/**
 * What storing verifications alone costs the database, with nothing else running: a real
 * verification's document written by the route's own group-commit statement, in full batches.
 * Its inverse is the most verifications per second this database can take, whatever the rest.
 */
async function measureVerificationStore(): Promise<{ msPerRow: number; documentBytes: number }> {
  const answer = await app.inject({ method: 'POST', url: '/api/verify', payload: { claim: 'The population of Kenya in 1990 was about 24 million' } });
  const { id: _id, proofId: _proofId, ...document } = (answer.json() as { data: Record<string, unknown> }).data;
  const proofJson = JSON.stringify(document);
  const batch = () =>
    Array.from({ length: 50 }, (): VerificationRow => ({
      id: randomUUID(),
      proofId: randomUUID(),
      userId: null,
      kid: app.deps.proofSigner.keyId,
      proofJson,
      claim: 'The population of Kenya in 1990 was about 24 million',
      verdict: String(document.verdict),
      score: typeof document.veracityScore === 'number' ? document.veracityScore : null,
      reasonCode: null,
      ip: '127.0.0.1',
    }));
  for (let i = 0; i < 2; i += 1) await insertVerifications(db, batch());
  const batches = 20;
  const started = performance.now();
  for (let i = 0; i < batches; i += 1) await insertVerifications(db, batch());
  return { msPerRow: (performance.now() - started) / (batches * 50), documentBytes: Buffer.byteLength(proofJson) };
}
process.on('SIGTERM', () => {
  void app.close().then(() => db.close()).then(() => process.exit(0));
});
