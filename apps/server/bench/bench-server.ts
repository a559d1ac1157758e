// A server for benchmarks: the real app over an in-memory database, with rate limits raised
// and one trivial route to measure the framework's own ceiling in the same process.
import { randomBytes, randomUUID } from 'node:crypto';
import { type VerificationRow, insertVerifications, verificationAnswer } from '../src/api/verify/routes.ts';
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
// The same number of bytes as a built file, from a bare route: what sending that many costs here.
app.get<{ Params: { bytes: string } }>('/bench/bytes/:bytes', { compress: false }, async (request, reply) =>
  reply.type('application/octet-stream').send(Buffer.alloc(Math.min(1 << 20, Number(request.params.bytes) || 0), 120)));
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
 * verification's answer written by the route's own group-commit statement, in full batches,
 * once as a new answer on every row (each claim asked for the first time) and once as an
 * answer already stored (a claim asked again). Their inverses are the most verifications per
 * second this database can take, whatever the rest of the request costs.
 */
async function measureVerificationStore(): Promise<{ newAnswerMsPerRow: number; storedAnswerMsPerRow: number; documentBytes: number }> {
  const claim = 'The population of Kenya in 1990 was about 24 million';
  const answer = await app.inject({ method: 'POST', url: '/api/verify', payload: { claim } });
  const { id: _id, proofId: _proofId, issuedAt: _issuedAt, ...document } = (answer.json() as { data: Record<string, unknown> }).data;
  const openJson = JSON.stringify(document).slice(0, -1);
  const shared = verificationAnswer(openJson);
  const batch = (fresh: boolean) =>
    Array.from({ length: 50 }, (): VerificationRow => ({
      id: randomUUID(),
      proofId: randomUUID(),
      userId: null,
      kid: app.deps.proofSigner.keyId,
      // A new answer differs from the real one only in its address, so the document is the same size.
      answer: fresh ? { openJson, sha256: randomBytes(32).toString('hex'), stored: false } : shared,
      issuedAt: new Date().toISOString(),
      claim,
      verdict: String(document.verdict),
      score: typeof document.veracityScore === 'number' ? document.veracityScore : null,
      reasonCode: null,
      ip: '127.0.0.1',
    }));
  const msPerRow = async (fresh: boolean) => {
    for (let i = 0; i < 2; i += 1) await insertVerifications(db, batch(fresh));
    const batches = 20;
    const started = performance.now();
    for (let i = 0; i < batches; i += 1) await insertVerifications(db, batch(fresh));
    return (performance.now() - started) / (batches * 50);
  };
  return { newAnswerMsPerRow: await msPerRow(true), storedAnswerMsPerRow: await msPerRow(false), documentBytes: Buffer.byteLength(openJson) + 1 };
}
process.on('SIGTERM', () => {
  void app.close().then(() => db.close()).then(() => process.exit(0));
});
