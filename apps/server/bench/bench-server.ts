// A server for benchmarks: the real app over an in-memory database, with rate limits raised
// and one trivial route to measure the framework's own ceiling in the same process.
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
});
process.on('SIGTERM', () => {
  void app.close().then(() => db.close()).then(() => process.exit(0));
});
