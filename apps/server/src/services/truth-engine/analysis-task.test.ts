import { describe, expect, it } from 'vitest';
import { generateSigningKey } from '@verity/engine/proof/signing';
import { RELEASE_MIN_BYTES, runJob, type EngineJob, type EngineJobResult } from './analysis-task.ts';
import { EnginePool } from './worker-pool.ts';

/** Deterministic columns (no Math.random). */
function column(n: number, seed: number): number[] {
  let s = seed >>> 0;
  return Array.from({ length: n }, () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/** A causal analysis body of a few MB, larger than the size from which bodies are released once read. */
function bigBody(): string {
  const n = 40_000;
  const spend = column(n, 1).map((v) => Number((10 + 90 * v).toFixed(6)));
  const noise = column(n, 2);
  const season = column(n, 3).map((v) => Number(v.toFixed(6)));
  const revenue = spend.map((v, i) => Number((3 * v + 20 * (season[i] as number) + 40 * ((noise[i] as number) - 0.5)).toFixed(6)));
  const text = JSON.stringify({ hypothesis: 'Higher ad spend increases revenue', analysisType: 'causal', data: { ad_spend: spend, revenue, season } });
  expect(text.length).toBeGreaterThan(RELEASE_MIN_BYTES);
  return text;
}

/** The body as the server hands it to the pool: bytes owning their whole ArrayBuffer. */
function owned(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text));
}

const key = generateSigningKey();
const job = (body: EngineJob['body']): EngineJob => ({
  body,
  insightId: '00000000-0000-4000-8000-000000000001',
  timestamp: '2026-01-01T00:00:00.000Z',
  signingKeyPem: key.privateKeyPem,
  pricePerCpuSecond: 1,
});

/** What the analysis says, without what depends on the CPU time it took (cost, its proof line, the signature). */
function reading(result: EngineJobResult) {
  if (!result.ok || result.kind !== 'analysis') throw new Error(`analysis failed: ${JSON.stringify(result)}`);
  const { cost: _cost, cpuMs: _cpuMs, proofChain, proof, ...rest } = result.analysis as typeof result.analysis & { cpuMs: number; proof: { steps: unknown; hashes: unknown } };
  return { ...rest, proofChain: proofChain.filter((line) => !/^Cost \$|^Chain sha256/.test(line)), steps: proof.steps, hashes: proof.hashes };
}

describe('a large body as bytes', () => {
  const text = bigBody();
  const expected = reading(runJob(job(text)));

  it('is analysed exactly as the same body sent as text, and its memory is freed once read', () => {
    const bytes = owned(text);
    const result = runJob(job(bytes));
    expect(reading(result)).toEqual(expected);
    expect(bytes.buffer.byteLength).toBe(0);
  });

  it('is freed when it is not valid JSON too', () => {
    const bytes = owned(`${text.slice(0, -1)},`);
    expect(runJob(job(bytes))).toMatchObject({ ok: false, status: 400, code: 'invalid_request' });
    expect(bytes.buffer.byteLength).toBe(0);
  });

  it('leaves bytes alone that share their ArrayBuffer, and small bodies', () => {
    const shared = Buffer.from(`  ${text}`).subarray(2);
    expect(reading(runJob(job(shared)))).toEqual(expected);
    expect(shared.toString()).toBe(text);
    const small = Buffer.from('{"hypothesis":1}');
    runJob(job(small));
    expect(small.toString()).toBe('{"hypothesis":1}');
  });

  it('moves to an engine thread and gives the same analysis there', async () => {
    const pool = new EnginePool(1);
    try {
      const bytes = owned(text);
      const result = await pool.run(job(bytes));
      // moved, not copied: this thread's view is empty
      expect(bytes.byteLength).toBe(0);
      expect(reading(result)).toEqual(expected);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
