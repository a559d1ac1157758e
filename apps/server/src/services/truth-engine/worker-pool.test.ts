import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors.ts';
import { EnginePool } from './worker-pool.ts';

const job = (body: string) => ({
  body,
  insightId: '00000000-0000-4000-8000-000000000000',
  timestamp: new Date(0).toISOString(),
  signingKeyPem: '',
  pricePerCpuSecond: 0,
});

let pool: EnginePool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('EnginePool queue bound', () => {
  it('queues hundreds of small jobs on one thread instead of refusing them', async () => {
    pool = new EnginePool(1);
    const results = await Promise.allSettled(Array.from({ length: 300 }, () => pool!.run(job('{"hypothesis":1}'))));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    // Each came back with the engine's own answer to a bad body, not a crash.
    expect(results.every((r) => r.status === 'fulfilled' && r.value.ok === false)).toBe(true);
  });

  it('answers 503 once the queued bytes would pass the bound, and accepts again after', async () => {
    pool = new EnginePool(1, 1000);
    const big = job(`{"pad":"${'x'.repeat(600)}"}`);
    const first = pool.run(big);
    const second = pool.run(big).catch((err: unknown) => err);
    const refused = await second;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
    await first;
    await expect(pool.run(big)).resolves.toMatchObject({ ok: false });
  });
});
