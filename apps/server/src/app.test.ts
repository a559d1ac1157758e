import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('platform', () => {
  it('GET /api/health reports the database', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body).toMatchObject({ ok: true, db: 'up', version: expect.any(String) });
    expect(body.uptime).toBeGreaterThanOrEqual(0);
  });

  it('GET /api/health: checks that arrive together share one database ping, a later one pings again', async () => {
    const ping = server.db.ping;
    let pings = 0;
    // The first ping is held until all ten checks have reached the server (not for a fixed time,
    // which a busy machine can outlast), so they are sure to arrive while it is in flight.
    let arrived = 0;
    let allArrived = (): void => {};
    const gate = new Promise<void>((resolve) => { allArrived = resolve; });
    const count = (req: { url?: string }): void => { if (req.url === '/api/health' && ++arrived === 10) allArrived(); };
    server.app.server.on('request', count);
    server.db.ping = async () => {
      pings += 1;
      if (pings === 1) await gate;
      return ping.call(server.db);
    };
    try {
      const together = await Promise.all(Array.from({ length: 10 }, () => fetch(`${server.url}/api/health`)));
      expect(together.map((res) => res.status)).toEqual(Array(10).fill(200));
      expect(pings).toBe(1);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(pings).toBe(2);
    } finally {
      server.app.server.off('request', count);
      server.db.ping = ping;
    }
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'No route for GET /api/nope.' });
  });

  it('sets security headers and a request id', async () => {
    const res = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': 'trace-12345678' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The sandbox is in use: no Stripe origin is allowed anywhere.
    expect(csp).not.toContain('stripe');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBe('trace-12345678');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('generates a request id when none is sent', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 with ok:false when the database is unreachable', async () => {
    const broken = await startTestServer();
    await broken.db.close();
    try {
      const res = await fetch(`${broken.url}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ ok: false, db: 'down' });
    } finally {
      await broken.app.close();
    }
  });
});
