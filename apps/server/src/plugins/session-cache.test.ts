import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { getJson, postJson, signUpTestUser, startTestServer, type TestServer } from '../testing/test-app.ts';
import { SessionCache } from './session-cache.ts';

type Handlers = Parameters<DatabaseHandle['listen']>[1];

function fakeDb(): { db: DatabaseHandle; channel: () => Handlers } {
  let handlers: Handlers | null = null;
  const db = { listen: async (_channel: string, h: Handlers) => void (handlers = h) } as unknown as DatabaseHandle;
  return { db, channel: () => handlers! };
}

describe('SessionCache', () => {
  it('remembers a session until the database announces its end, its user, or the TTL passes', async () => {
    let now = 0;
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const { db, channel } = fakeDb();
    await cache.attach(db);
    cache.set('s1', 'u1', 'admin', cache.snapshot());
    cache.set('s2', 'u1', null, cache.snapshot());
    cache.set('s3', 'u2', null, cache.snapshot());
    expect(cache.get('s1', 'u1')).toEqual({ role: 'admin' });
    expect(cache.get('s1', 'u2')).toBeNull(); // a token for another user never matches
    channel().onMessage('session:s3');
    expect(cache.get('s3', 'u2')).toBeNull();
    expect(cache.get('s2', 'u1')).toEqual({ role: null });
    channel().onMessage('user:u1');
    expect(cache.get('s2', 'u1')).toBeNull();
    cache.set('s4', 'u3', null, cache.snapshot());
    now = 1000;
    expect(cache.get('s4', 'u3')).toBeNull();
  });

  it('does not remember a lookup that raced an announced change', async () => {
    const cache = new SessionCache();
    const { db, channel } = fakeDb();
    await cache.attach(db);
    const before = cache.snapshot();
    channel().onMessage('session:other');
    cache.set('s1', 'u1', null, before);
    expect(cache.get('s1', 'u1')).toBeNull();
  });

  it('caches nothing while the channel is down, and forgets everything when it drops', async () => {
    const cache = new SessionCache();
    const failing = { listen: async () => Promise.reject(new Error('no connection')) } as unknown as DatabaseHandle;
    await cache.attach(failing);
    cache.set('s1', 'u1', null, cache.snapshot());
    expect(cache.get('s1', 'u1')).toBeNull();

    const { db, channel } = fakeDb();
    await cache.attach(db);
    cache.set('s1', 'u1', null, cache.snapshot());
    channel().onLost();
    expect(cache.get('s1', 'u1')).toBeNull();
    cache.set('s1', 'u1', null, cache.snapshot());
    expect(cache.get('s1', 'u1')).toBeNull();
    channel().onResumed();
    cache.set('s1', 'u1', null, cache.snapshot());
    expect(cache.get('s1', 'u1')).toEqual({ role: null });
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 2 });
    await cache.attach(fakeDb().db);
    for (const id of ['a', 'b', 'c']) cache.set(id, 'u', null, cache.snapshot());
    expect(cache.get('a', 'u')).toBeNull();
    expect(cache.get('c', 'u')).not.toBeNull();
  });
});

describe('the /api guard with remembered sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  // PGlite runs in this process, so the change is handled before the write returns; PostgreSQL
  // delivers the notification over its own connection, within milliseconds.
  async function statusSoon(path: string, headers: Record<string, string>, expected: number): Promise<number> {
    const deadline = Date.now() + (server.db.engine === 'pglite' ? 0 : 2000);
    for (;;) {
      const { status } = await getJson(`${server.url}${path}`, headers);
      if (status === expected || Date.now() >= deadline) return status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('answers 401 at once after sign-out, though the session was just used', async () => {
    const user = await signUpTestUser(server.url);
    for (let i = 0; i < 3; i += 1) expect((await getJson(`${server.url}/api/analyses`, user.auth)).status).toBe(200);
    const out = await fetch(`${server.url}/auth/v1/logout`, { method: 'POST', headers: user.auth });
    expect(out.status).toBe(204);
    expect(await statusSoon('/api/analyses', user.auth, 401)).toBe(401);
  });

  it('answers 401 at once after the user is banned or deleted, and 403 after an admin is demoted', async () => {
    const banned = await signUpTestUser(server.url);
    const deleted = await signUpTestUser(server.url);
    const admin = await signUpTestUser(server.url);
    await server.db.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}' where id = $1`, [admin.id]);
    // A fresh sign-in, so nothing about the admin is remembered from before the promotion.
    const signIn = await postJson(`${server.url}/auth/v1/token?grant_type=password`, { email: admin.email, password: 'correct-horse-9' });
    const asAdmin = { authorization: `Bearer ${signIn.body.access_token as string}` };
    for (const headers of [banned.auth, deleted.auth]) expect((await getJson(`${server.url}/api/analyses`, headers)).status).toBe(200);
    expect((await getJson(`${server.url}/api/admin/overview`, asAdmin)).status).toBe(200);

    await server.db.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [banned.id]);
    await server.db.query('delete from auth.users where id = $1', [deleted.id]);
    await server.db.query(`update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1`, [admin.id]);
    expect(await statusSoon('/api/analyses', banned.auth, 401)).toBe(401);
    expect(await statusSoon('/api/analyses', deleted.auth, 401)).toBe(401);
    expect(await statusSoon('/api/admin/overview', asAdmin, 403)).toBe(403);
  });
});
