import { randomUUID } from 'node:crypto';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import type { TestServer } from '../../testing/test-app.ts';

/**
 * Test-only: a real server over in-memory PGlite whose requests act as the user named in an
 * `x-test-user` header. Until the auth branch (tokens, sign-up) is merged here, this stands in
 * for its token hook; the tables it creates mirror the ones its sign-up fills.
 */
export async function startCommerceTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_SCALE: '1000',
    ...env,
  });
  const db = await openDatabase({ dataDir: ':memory:' });
  await runMigrations(db);
  await db.query(`create table if not exists subscriptions (
    user_id uuid primary key,
    plan text not null default 'free',
    status text not null default 'active',
    current_period_start timestamptz not null default now(),
    current_period_end timestamptz not null default now() + interval '30 days',
    analysis_limit integer not null default 10,
    analysis_used integer not null default 0,
    features jsonb not null default '["basic_analysis","truth_scoring","proof_chains"]'
  )`);
  const app = await buildApp({ config, db });
  app.addHook('onRequest', async (request) => {
    const user = request.headers['x-test-user'];
    if (typeof user === 'string') request.userId = user;
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    url,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A new account with the sign-up default subscription (free, 10 analyses, 30 days). */
export async function createTestUser(server: TestServer): Promise<string> {
  const userId = randomUUID();
  await server.db.query('insert into subscriptions (user_id) values ($1)', [userId]);
  return userId;
}

export async function call(
  server: TestServer,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  userId: string | null,
  body?: unknown,
) {
  const res = await fetch(server.url + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(userId ? { 'x-test-user': userId } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely shaped JSON
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    // Markdown downloads are not JSON.
  }
  return { status: res.status, headers: res.headers, body: json };
}
