import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { getJson, postJson, signUpTestUser, startTestServer, type TestServer } from '../testing/test-app.ts';
import { ChangeFeed, NotifiedCache } from './notified-cache.ts';

type Handlers = Parameters<DatabaseHandle['listen']>[1];

async function fakeFeed(): Promise<{ feed: ChangeFeed; channel: () => Handlers }> {
  let handlers: Handlers | null = null;
  const db = { listen: async (_channel: string, h: Handlers) => void (handlers = h) } as unknown as DatabaseHandle;
  const feed = new ChangeFeed();
  await feed.attach(db);
  return { feed, channel: () => handlers! };
}

describe('NotifiedCache', () => {
  it('remembers a value until a payload names one of its tags, or the TTL passes', async () => {
    let now = 0;
    const { feed, channel } = await fakeFeed();
    const cache = new NotifiedCache<string>(feed, { ttlMs: 1000, maxEntries: 10, now: () => now });
    cache.set('s1', ['session:s1', 'user:u1'], 'a', cache.snapshot());
    cache.set('s2', ['session:s2', 'user:u1'], 'b', cache.snapshot());
    cache.set('s3', ['session:s3', 'user:u2'], 'c', cache.snapshot());
    expect(cache.get('s1')).toBe('a');
    channel().onMessage('session:s3');
    expect(cache.get('s3')).toBeNull();
    expect(cache.get('s2')).toBe('b');
    channel().onMessage('user:u1');
    expect(cache.get('s1')).toBeNull();
    expect(cache.get('s2')).toBeNull();
    cache.set('s4', ['user:u3'], 'd', cache.snapshot());
    channel().onMessage('*');
    expect(cache.get('s4')).toBeNull();
    cache.set('s5', ['user:u3'], 'e', cache.snapshot());
    now = 1000;
    expect(cache.get('s5')).toBeNull();
  });

  it('does not remember a read that raced an announced change', async () => {
    const { feed, channel } = await fakeFeed();
    const cache = new NotifiedCache<string>(feed, { ttlMs: 1000, maxEntries: 10 });
    const before = cache.snapshot();
    channel().onMessage('session:other');
    cache.set('s1', ['session:s1'], 'a', before);
    expect(cache.get('s1')).toBeNull();
  });

  it('holds nothing while the feed is down, and forgets everything when it drops', async () => {
    const failing = { listen: async () => Promise.reject(new Error('no connection')) } as unknown as DatabaseHandle;
    const down = new ChangeFeed();
    await down.attach(failing);
    const unlistened = new NotifiedCache<string>(down, { ttlMs: 1000, maxEntries: 10 });
    unlistened.set('s1', [], 'a', unlistened.snapshot());
    expect(unlistened.get('s1')).toBeNull();

    const { feed, channel } = await fakeFeed();
    const cache = new NotifiedCache<string>(feed, { ttlMs: 1000, maxEntries: 10 });
    cache.set('s1', [], 'a', cache.snapshot());
    channel().onLost();
    expect(cache.get('s1')).toBeNull();
    cache.set('s1', [], 'a', cache.snapshot());
    expect(cache.get('s1')).toBeNull();
    channel().onResumed();
    cache.set('s1', [], 'a', cache.snapshot());
    expect(cache.get('s1')).toBe('a');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const { feed, channel } = await fakeFeed();
    const cache = new NotifiedCache<string>(feed, { ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.set(key, [`tag:${key}`], key, cache.snapshot());
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')).toBe('c');
    channel().onMessage('tag:c');
    expect(cache.get('c')).toBeNull();
    expect(cache.get('b')).toBe('b');
  });
});

/** An analysis is stored in its proof's document (ADR 0025): the hypothesis shown is there. */
const editStoredHypothesis = `update proofs set proof = jsonb_set(proof, '{analysis,originalHypothesis}', '"Edited"')
  where id = (select proof_id from analyses where id = $1)`;

describe('the /api guard with remembered sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  // The status once the server has heard every change announced so far (PostgreSQL delivers
  // them on their own connection, a little after the write returns).
  async function statusAfterChanges(path: string, headers: Record<string, string>): Promise<number> {
    await server.changesDelivered();
    return (await getJson(`${server.url}${path}`, headers)).status;
  }

  it('answers 401 at once after sign-out, though the session was just used', async () => {
    const user = await signUpTestUser(server.url);
    for (let i = 0; i < 3; i += 1) expect((await getJson(`${server.url}/api/analyses`, user.auth)).status).toBe(200);
    const out = await fetch(`${server.url}/auth/v1/logout`, { method: 'POST', headers: user.auth });
    expect(out.status).toBe(204);
    // Ended by this server: no waiting for the database's announcement.
    expect((await getJson(`${server.url}/api/analyses`, user.auth)).status).toBe(401);
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
    expect(await statusAfterChanges('/api/analyses', banned.auth)).toBe(401);
    expect(await statusAfterChanges('/api/analyses', deleted.auth)).toBe(401);
    expect(await statusAfterChanges('/api/admin/overview', asAdmin)).toBe(403);
  });

  it('shows a new, changed, shared or deleted analysis in the history at once', async () => {
    const user = await signUpTestUser(server.url);
    const history = async () => (await getJson(`${server.url}/api/analyses?limit=10`, user.auth)).body.data;
    expect(await history()).toEqual({ analyses: [], total: 0 });
    expect(await history()).toEqual({ analyses: [], total: 0 }); // remembered now
    const data = { spend: [1, 2, 3, 4, 5, 6, 7, 8], revenue: [2, 4, 5, 8, 9, 13, 14, 15] };
    const stored = await postJson(`${server.url}/api/analyses`, { hypothesis: 'Higher spend increases revenue', data, analysisType: 'causal' }, user.auth);
    expect(stored.status).toBe(201);
    // Changes written behind the API's back are seen once the database has announced them.
    const seen = async () => {
      await server.changesDelivered();
      return history();
    };
    // The API's own writes are seen at once.
    let page = await history();
    expect(page.total).toBe(1);
    expect(page.analyses[0].shared).toBe(false);
    const id = page.analyses[0].insightId as string;

    const share = await fetch(`${server.url}/api/analyses/${id}`, {
      method: 'PATCH',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ shared: true }),
    });
    expect(share.status).toBe(200);
    page = await history();
    expect(page.analyses[0].shared).toBe(true);

    // Written behind the API's back: the database still announces it.
    await server.db.query(`update analyses set hypothesis = 'Edited' where id = $1`, [id]);
    await server.db.query(editStoredHypothesis, [id]);
    page = await seen();
    expect(page.analyses[0].originalHypothesis).toBe('Edited');
    await server.db.query('delete from analyses where id = $1', [id]);
    page = await seen();
    expect(page).toEqual({ analyses: [], total: 0 });
  });
});

describe('the API\'s own writes, while the database\'s announcements arrive late', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_SCALE: '1000' }, { announcementDelayMs: 1000 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows a stored or shared analysis in the next history read, and refuses a signed-out token at once', async () => {
    const user = await signUpTestUser(server.url);
    const history = async () => (await getJson(`${server.url}/api/analyses?limit=10`, user.auth)).body.data;
    expect(await history()).toEqual({ analyses: [], total: 0 });
    const data = { spend: [1, 2, 3, 4, 5, 6, 7, 8], revenue: [2, 4, 5, 8, 9, 13, 14, 15] };
    const stored = await postJson(`${server.url}/api/analyses`, { hypothesis: 'Higher spend increases revenue', data, analysisType: 'causal' }, user.auth);
    expect(stored.status).toBe(201);
    expect((await history()).total).toBe(1);

    const id = stored.body.data.insightId as string;
    const share = await fetch(`${server.url}/api/analyses/${id}`, {
      method: 'PATCH',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ shared: true }),
    });
    expect(share.status).toBe(200);
    expect((await history()).analyses[0].shared).toBe(true);

    // The delay is real: a change written behind the API's back waits for its announcement.
    await server.db.query(`update analyses set hypothesis = 'Edited' where id = $1`, [id]);
    await server.db.query(editStoredHypothesis, [id]);
    expect((await history()).analyses[0].originalHypothesis).not.toBe('Edited');
    await server.changesDelivered();
    expect((await history()).analyses[0].originalHypothesis).toBe('Edited');

    expect((await fetch(`${server.url}/auth/v1/logout?scope=local`, { method: 'POST', headers: user.auth })).status).toBe(204);
    expect((await getJson(`${server.url}/api/analyses`, user.auth)).status).toBe(401);
  });
});
