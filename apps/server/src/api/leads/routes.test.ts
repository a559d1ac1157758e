import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../testing/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(async () => {
  await server?.close();
});

const cases = [
  {
    path: '/api/demo/request',
    kind: 'demo',
    valid: { name: 'Ada Lovelace', email: 'Ada@Example.com', company: 'Analytical Engines', role: 'CTO' },
    required: ['name', 'email', 'company'],
  },
  {
    path: '/api/pilot/start',
    kind: 'pilot',
    valid: { company: 'Acme', contactName: 'Grace Hopper', email: 'grace@acme.test', useCase: 'Verify KPIs' },
    required: ['company', 'contactName', 'email', 'useCase'],
  },
  {
    path: '/api/contact/submit',
    kind: 'contact',
    valid: { name: 'Alan Turing', email: 'alan@bletchley.test', message: 'Hello', company: 'GCHQ', subject: 'Sales' },
    required: ['name', 'email', 'message', 'company'],
  },
  {
    path: '/api/leads/capture',
    kind: 'lead',
    valid: { email: 'lead@example.test', source: 'assessment' },
    required: ['email'],
  },
] as const;

describe.each(cases)('POST $path', ({ path, kind, valid, required }) => {
  it('stores a valid submission and answers 201 {data:{id}}', async () => {
    const res = await postJson(server.url + path, valid);
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    const rows = await server.db.query<{ kind: string; email: string; payload: Record<string, unknown> }>(
      'select kind, email, payload from leads where id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe(kind);
    expect(rows[0]!.email).toBe(valid.email.toLowerCase());
    expect(rows[0]!.payload).toMatchObject(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== 'email')));
  });

  it.each(required)('answers 400 naming %s when it is missing', async (field) => {
    const before = await server.db.query<{ n: number }>('select count(*)::int as n from leads');
    const body: Record<string, unknown> = { ...valid };
    delete body[field];
    const res = await postJson(server.url + path, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toContain(`body.${field}`);
    const after = await server.db.query<{ n: number }>('select count(*)::int as n from leads');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('bad input', () => {
  it('answers 400 for malformed JSON', async () => {
    const res = await postJson(`${server.url}/api/demo/request`, '{"name": "x",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_request', message: 'The request body is not valid JSON.' });
  });

  it('answers 413 for a 2 MB body', async () => {
    const res = await postJson(`${server.url}/api/contact/submit`, { message: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('payload_too_large');
  });

  it('answers 400 for a prototype-pollution key', async () => {
    const res = await postJson(`${server.url}/api/demo/request`, '{"__proto__": {"admin": true}, "name": "a"}');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
  });

  it('answers 400 for a wrong type, naming the field', async () => {
    const res = await postJson(`${server.url}/api/demo/request`, { name: 42, email: 'a@b.co', company: 'c' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('body.name');
  });

  it('answers 415 for a non-JSON content type', async () => {
    const res = await fetch(`${server.url}/api/demo/request`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('records an analytics event and an onboarding completion', async () => {
    const ev = await postJson(`${server.url}/api/analytics/track`, {
      event: 'contact_form_submitted',
      data: { company: 'Acme', jobTitle: 'CTO' },
      timestamp: new Date().toISOString(),
    });
    expect(ev.status).toBe(201);
    const rows = await server.db.query<{ event: string; data: unknown }>(
      'select event, data from analytics_events where id = $1',
      [ev.body.data.id],
    );
    expect(rows[0]).toEqual({ event: 'contact_form_submitted', data: { company: 'Acme', jobTitle: 'CTO' } });
    const ob = await postJson(`${server.url}/api/onboarding/complete`, { useCase: 'finance', steps: ['claim'] });
    expect(ob.status).toBe(201);
  });
});

describe('rate limits', () => {
  it('answers 429 in our error shape past the per-IP limit', async () => {
    const limited = await startTestServer({ RATE_LIMIT_SCALE: '0.2' }); // 10/min * 0.2 = 2/min
    try {
      const body = { name: 'A', email: 'a@b.co', company: 'C' };
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof postJson>> | undefined;
      for (let i = 0; i < 3; i++) {
        last = await postJson(`${limited.url}/api/demo/request`, body);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
      expect(last!.body.error).toBe('rate_limited');
      expect(typeof last!.body.message).toBe('string');
    } finally {
      await limited.close();
    }
  });
});

describe.each(cases)('POST $path with an Idempotency-Key', ({ path, valid }) => {
  const count = async (key: string) =>
    (await server.db.query<{ n: number }>('select count(*)::int as n from leads where idempotency_key = $1', [key]))[0]!.n;

  it('stores a retried submission once and answers the same id', async () => {
    const key = crypto.randomUUID();
    const headers = { 'idempotency-key': key };
    const first = await postJson(server.url + path, valid, headers);
    const retry = await postJson(server.url + path, valid, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await count(key)).toBe(1);
  });

  it('stores one row when the same submission races itself', async () => {
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postJson(server.url + path, valid, { 'idempotency-key': key })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await count(key)).toBe(1);
  });

  it('refuses the same key with a different submission, naming the header, and writes nothing', async () => {
    const key = crypto.randomUUID();
    await postJson(server.url + path, valid, { 'idempotency-key': key });
    const res = await postJson(server.url + path, { ...valid, email: 'someone-else@example.test' }, { 'idempotency-key': key });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'invalid_request', message: expect.stringContaining('idempotency-key') });
    expect(await count(key)).toBe(1);
  });

  it('answers 400 for a malformed key and stores nothing', async () => {
    const before = await server.db.query<{ n: number }>('select count(*)::int as n from leads');
    const res = await postJson(server.url + path, valid, { 'idempotency-key': 'x'.repeat(256) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('idempotency-key');
    const after = await server.db.query<{ n: number }>('select count(*)::int as n from leads');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('without a key, two submissions are two leads', async () => {
    const a = await postJson(server.url + path, valid);
    const b = await postJson(server.url + path, valid);
    expect(a.body.data.id).not.toBe(b.body.data.id);
  });
});
