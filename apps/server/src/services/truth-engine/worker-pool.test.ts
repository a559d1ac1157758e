import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { generateSigningKey } from '@verity/engine/proof/signing';
import type { Analysis } from '@verity/contracts/analysis';
import { ApiError } from '../../lib/errors.ts';
import type { EngineJob } from './analysis-task.ts';
import { DEFAULT_MAX_QUEUED_BYTES, EnginePool, queuedBytesFor } from './worker-pool.ts';

const badBodyJob = (body: string) => ({
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
  it('scales with the body limit so several of the largest bodies fit, never below the default', () => {
    expect(queuedBytesFor(10 * 1024 * 1024)).toBe(80 * 1024 * 1024);
    expect(queuedBytesFor(1024)).toBe(DEFAULT_MAX_QUEUED_BYTES);
    // four 30 MB bodies (10^6 rows × 2 columns + 2 covariates) on a server that accepts 40 MB
    expect(4 * 30 * 1024 * 1024).toBeLessThanOrEqual(queuedBytesFor(40 * 1024 * 1024));
  });

  it('queues hundreds of small jobs on one thread instead of refusing them', async () => {
    pool = new EnginePool(1);
    const results = await Promise.allSettled(Array.from({ length: 300 }, () => pool!.run(badBodyJob('{"hypothesis":1}'))));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    // Each came back with the engine's own answer to a bad body, not a crash.
    expect(results.every((r) => r.status === 'fulfilled' && r.value.ok === false)).toBe(true);
  });

  it('answers 503 once the queued bytes would pass the bound, and accepts again after', async () => {
    pool = new EnginePool(1, 1000);
    const big = badBodyJob(`{"pad":"${'x'.repeat(600)}"}`);
    const first = pool.run(big);
    const second = pool.run(big).catch((err: unknown) => err);
    const refused = await second;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'service_unavailable' });
    await first;
    await expect(pool.run(big)).resolves.toMatchObject({ ok: false });
  });
});

/** Deterministic pseudo-normal column (no Math.random). */
function column(n: number, seed: number): number[] {
  let s = seed >>> 0;
  const u = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) + 0.5) / 2 ** 32;
  return Array.from({ length: n }, () => Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u()));
}

function body(n: number): string {
  const spend = column(n, 1);
  const noise = column(n, 2);
  const size = column(n, 3);
  return JSON.stringify({
    hypothesis: 'Ad spend increases revenue',
    analysisType: 'causal',
    data: { ad_spend: spend, revenue: spend.map((v, i) => v + (noise[i] as number)), company_size: size },
  });
}

const key = generateSigningKey();
const job = (b: string, id: string): EngineJob => ({ body: b, insightId: id, timestamp: '2026-01-01T00:00:00.000Z', signingKeyPem: key.privateKeyPem, pricePerCpuSecond: 1 });

describe('engine pool: each analysis is charged for its own CPU time', () => {
  const pool = new EnginePool(2);
  afterAll(() => pool.close());

  it("a tiny analysis running beside a huge one is not charged for the huge one's CPU", async () => {
    const tinyBody = body(3000);
    // warm both threads (module loading is not part of any job's cost)
    await Promise.all([pool.run(job(tinyBody, 'warm-1')), pool.run(job(tinyBody, 'warm-2'))]);

    let hugeDone = false;
    const huge = pool.run(job(body(400_000), 'huge')).finally(() => {
      hugeDone = true;
    });
    const tiny: { cpuMs: number; wallMs: number; cost: number; clock: unknown }[] = [];
    while (!hugeDone) {
      const r = await pool.run(job(tinyBody, `tiny-${tiny.length}`));
      if (!r.ok || r.kind !== 'analysis') throw new Error(`tiny analysis failed: ${JSON.stringify(r)}`);
      const a = r.analysis as Analysis & { cpuMs: number; proof: { envelope: { cpuClock: string } } };
      // only tiny jobs that ran entirely while the huge one was computing count
      if (!hugeDone) tiny.push({ cpuMs: a.cpuMs, wallMs: r.computeMs, cost: a.cost, clock: a.proof.envelope.cpuClock });
    }
    const h = await huge;
    if (!h.ok || h.kind !== 'analysis') throw new Error('huge analysis failed');
    const hugeCpu = (h.analysis as Analysis & { cpuMs: number }).cpuMs;

    console.log(`huge ${hugeCpu} ms CPU; ${tiny.length} tiny jobs beside it: CPU ${tiny.map((t) => t.cpuMs).join(', ')} ms, wall ${tiny.map((t) => t.wallMs.toFixed(1)).join(', ')} ms`);
    expect(tiny.length).toBeGreaterThan(0);
    expect(hugeCpu).toBeGreaterThan(100);
    for (const t of tiny) {
      // one thread cannot use more CPU than the wall time it ran for (+ 2 ms for the clock reads); a process-wide clock would add the huge job's CPU on the other core
      expect(t.cpuMs).toBeLessThanOrEqual(t.wallMs + 2);
      expect(t.cost).toBeCloseTo(t.cpuMs / 1000, 9);
      expect(t.clock).toBe('thread');
    }
    // each tiny job costs a small fraction of the huge one
    expect(Math.max(...tiny.map((t) => t.cpuMs))).toBeLessThan(hugeCpu / 4);
  }, 120_000);
});
