import { createHash } from 'node:crypto';

/**
 * A real in-process stand-in for one analysis over `rows` rows of two numeric columns: the
 * steps every engine analysis performs (serialise and SHA-256 the dataset for the proof chain,
 * means and variances, Pearson correlation, rank transform, Welch t between two halves).
 * Deterministic data from a linear congruential generator; no Math.random.
 */
export function runWorkload(rows: number): number {
  let seed = 0x2545f491;
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const x = new Float64Array(rows);
  const y = new Float64Array(rows);
  for (let i = 0; i < rows; i++) {
    x[i] = next() * 100;
    y[i] = x[i]! * 0.3 + next() * 50;
  }
  const records = Array.from({ length: rows }, (_, i) => ({ x: x[i], y: y[i] }));
  const digest = createHash('sha256').update(JSON.stringify(records)).digest();

  const mean = (a: Float64Array) => a.reduce((s, v) => s + v, 0) / a.length;
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < rows; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  const r = sxy / Math.sqrt(sxx * syy || 1);
  const ranks = Array.from(x.keys()).sort((a, b) => x[a]! - x[b]!);
  const half = rows >> 1;
  const a = y.subarray(0, half);
  const b = y.subarray(half);
  const variance = (arr: Float64Array, m: number) => arr.reduce((s, v) => s + (v - m) ** 2, 0) / Math.max(1, arr.length - 1);
  const ma = a.length ? mean(a) : 0;
  const mb = b.length ? mean(b) : 0;
  const t = (ma - mb) / Math.sqrt(variance(a, ma) / Math.max(1, a.length) + variance(b, mb) / Math.max(1, b.length) || 1);
  return r + t + (ranks[0] ?? 0) + digest[0]!;
}

/**
 * Measures CPU seconds per row: runs the workload `runs` times over `rows` rows, timing each
 * run with process.cpuUsage(), and takes the median (robust to a GC pause in one run).
 */
export function measureCpuSecondsPerRow(rows = 20_000, runs = 5): number {
  runWorkload(1_000); // warm up the JIT
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    runWorkload(rows);
    const used = process.cpuUsage(start);
    samples.push((used.user + used.system) / 1e6);
  }
  samples.sort((p, q) => p - q);
  const median = samples[Math.floor(samples.length / 2)]!;
  // cpuUsage has microsecond resolution; never report a zero cost.
  return Math.max(median, 1e-6) / rows;
}
