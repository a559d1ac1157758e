import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { CHANGES_CHANNEL } from '../db/notified-cache.ts';
import { MIGRATED_TEMPLATE_ENV } from './migrated-template.ts';
import { createScratchDatabase } from '../db/scratch.ts';

export interface TestServer {
  app: FastifyInstance;
  db: DatabaseHandle;
  /** Base URL of the real server listening on an ephemeral port. */
  url: string;
  /**
   * Resolves once the server has heard every change the database announced before this call.
   * PGlite announces a write before the write returns; PostgreSQL delivers announcements on
   * their own connection a little later, in commit order, so one sent now arrives after them.
   */
  changesDelivered(): Promise<void>;
  close(): Promise<void>;
}

let barrierCounter = 0;

/**
 * Starts the real server on an ephemeral port over a fresh in-memory PGlite, or over
 * TEST_DATABASE_URL / DATABASE_URL when set (the CI's second run on PostgreSQL).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    /** Hand the server each database announcement this much later, as a busy PostgreSQL might. */
    announcementDelayMs?: number;
  } = {},
): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    WEB_DIST_DIR: '/nonexistent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const scratch = config.DATABASE_URL ? await scratchDatabase(config.DATABASE_URL) : null;
  const db = await openDatabase({
    databaseUrl: scratch?.url,
    dataDir: config.DATA_DIR,
    // Under Vitest, a copy of the database its global setup migrated once.
    startFrom: process.env[MIGRATED_TEMPLATE_ENV],
  });
  await runMigrations(db);
  const app = await buildApp({ config, db: options.announcementDelayMs ? withLateAnnouncements(db, options.announcementDelayMs) : db });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const awaited = new Map<string, () => void>();
  app.deps.changes.subscribe({
    changed: (payload) => awaited.get(payload)?.(),
    lost: () => {},
    resumed: () => {},
  });
  return {
    app,
    db,
    url,
    async changesDelivered() {
      barrierCounter += 1;
      const payload = `delivered:${process.pid}:${barrierCounter}`;
      const heard = new Promise<void>((resolve) => awaited.set(payload, resolve));
      await db.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);
      await heard;
      awaited.delete(payload);
    },
    async close() {
      await app.close();
      await db.close();
      await scratch?.drop();
    },
  };
}

function withLateAnnouncements(db: DatabaseHandle, delayMs: number): DatabaseHandle {
  return {
    ...db,
    listen: (channel, handlers) =>
      db.listen(channel, { ...handlers, onMessage: (payload) => void setTimeout(() => handlers.onMessage(payload), delayMs) }),
  };
}

let scratchCounter = 0;

/**
 * On PostgreSQL every test server gets its own new database, so test files can run in
 * parallel against one server without seeing each other's rows.
 */
function scratchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  scratchCounter += 1;
  return createScratchDatabase(baseUrl, `verity_t_${process.pid}_${Date.now().toString(36)}_${scratchCounter}`);
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, body: json as Record<string, any> };
}

export interface TestUser {
  id: string;
  email: string;
  accessToken: string;
  auth: Record<string, string>;
}

let userCounter = 0;

/** Signs a new user up through the auth service (auto-confirm) and returns their token. */
export async function signUpTestUser(url: string, email?: string): Promise<TestUser> {
  userCounter += 1;
  const address = email ?? `user-${process.pid}-${Date.now().toString(36)}-${userCounter}@example.test`;
  const res = await postJson(`${url}/auth/v1/signup`, { email: address, password: 'correct-horse-9' });
  if (res.status !== 200 || !res.body.access_token) {
    throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const accessToken = res.body.access_token as string;
  return { id: res.body.user.id, email: address, accessToken, auth: { authorization: `Bearer ${accessToken}` } };
}

export async function getJson(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body };
}
