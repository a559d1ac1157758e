import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_TIMEOUT_MS, createServiceRegistry, serviceRecordsFrom } from '@/lib/services';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function registry(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    return handler(url, init);
  });
  let clock = 0;
  const reg = createServiceRegistry(serviceRecordsFrom({}), {
    fetch: fetchMock as unknown as typeof fetch,
    now: () => (clock += 7),
  });
  return { reg, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('service records', () => {
  it('default to the embedded paths with a 5000 ms timeout', () => {
    expect(serviceRecordsFrom({})).toEqual([
      { name: 'main-api', url: '/api', healthCheck: '/health', timeout: 5000 },
      { name: 'truth-engine', url: '/engine', healthCheck: '/health', timeout: 5000 },
      { name: 'cost-simulator', url: '/cost', healthCheck: '/health', timeout: 5000 },
    ]);
  });

  it('take URLs from the environment, without a trailing slash', () => {
    const records = serviceRecordsFrom({ VITE_ENGINE_URL: 'http://engine.test:3001/', VITE_COST_URL: ' ' });
    expect(records.map((r) => r.url)).toEqual(['/api', 'http://engine.test:3001', '/cost']);
  });
});

describe('checkHealth', () => {
  it('is healthy when GET {url}/health answers ok: true, with latency and time', async () => {
    const { reg, calls } = registry(() => json({ ok: true }));
    const status = await reg.checkHealth('cost-simulator');
    expect(calls[0]!.url).toBe('/cost/health');
    expect(status).toMatchObject({ name: 'cost-simulator', status: 'healthy', latency: 7 });
    expect(status.lastChecked).toBeInstanceOf(Date);
  });

  it.each([
    ['ok: false', () => json({ ok: false }, { status: 503 })],
    ['a 200 without ok: true', () => json({ status: 'fine' })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('is unhealthy on %s', async (_label, handler) => {
    const { reg } = registry(handler);
    expect((await reg.checkHealth('truth-engine')).status).toBe('unhealthy');
  });

  it('gives up after 5 s with an abort', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const { reg } = registry(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    );
    const pending = reg.checkHealth('truth-engine');
    await vi.advanceTimersByTimeAsync(SERVICE_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe('unhealthy');
    expect(aborted).toBe(true);
  });

  it('checks all three services', async () => {
    const { reg } = registry((url) => json({ ok: !url.startsWith('/engine') }));
    const statuses = await reg.checkAll();
    expect(statuses.map((s) => [s.name, s.status])).toEqual([
      ['main-api', 'healthy'],
      ['truth-engine', 'unhealthy'],
      ['cost-simulator', 'healthy'],
    ]);
  });
});

describe('call', () => {
  it('health-checks, then POSTs JSON and returns the answer', async () => {
    const { reg, calls } = registry((url) => (url.endsWith('/health') ? json({ ok: true }) : json({ truthScore: 70 })));
    const answer = await reg.call<{ truthScore: number }>('truth-engine', '/analyze', { hypothesis: 'h' });
    expect(answer).toEqual({ truthScore: 70 });
    expect(calls.map((c) => [c.url, c.init.method ?? 'GET'])).toEqual([
      ['/engine/health', 'GET'],
      ['/engine/analyze', 'POST'],
    ]);
    expect(calls[1]!.init.body).toBe('{"hypothesis":"h"}');
    expect(new Headers(calls[1]!.init.headers).get('content-type')).toBe('application/json');
  });

  it('GETs when there is no body', async () => {
    const { reg, calls } = registry(() => json({ ok: true, n: 1 }));
    await reg.call('main-api', '/assessments/stats');
    expect(calls[1]!.init.method).toBe('GET');
    expect(calls[1]!.init.body).toBeUndefined();
  });

  it("fails with \"Service '{name}' not found\" for an unknown service", async () => {
    const { reg, calls } = registry(() => json({ ok: true }));
    await expect(reg.call('weather', '/x')).rejects.toThrow("Service 'weather' not found");
    await expect(reg.checkHealth('weather')).rejects.toThrow("Service 'weather' not found");
    expect(calls).toHaveLength(0);
  });

  it("fails with \"Service '{name}' is not healthy\" and makes no call", async () => {
    const { reg, calls } = registry(() => json({ ok: false }, { status: 503 }));
    await expect(reg.call('truth-engine', '/analyze', {})).rejects.toThrow("Service 'truth-engine' is not healthy");
    expect(calls).toHaveLength(1);
  });

  it('fails with "Service call failed: {status} {statusText}" on a non-OK answer', async () => {
    const { reg } = registry((url) =>
      url.endsWith('/health') ? json({ ok: true }) : json({ error: 'x' }, { status: 404, statusText: 'Not Found' }),
    );
    await expect(reg.call('truth-engine', '/analyze', {})).rejects.toThrow('Service call failed: 404 Not Found');
  });

  it('times the call itself out after 5 s', async () => {
    vi.useFakeTimers();
    const { reg } = registry((url, init) =>
      url.endsWith('/health')
        ? json({ ok: true })
        : new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
    );
    const pending = reg.call('truth-engine', '/analyze', {});
    const assertion = expect(pending).rejects.toThrow('aborted');
    await vi.advanceTimersByTimeAsync(SERVICE_TIMEOUT_MS);
    await assertion;
  });
});
