/**
 * Engine benchmark: each statistic on 10^6-row columns next to scipy on the
 * same data in the same run, plus end-to-end analyses and peak memory.
 *
 *   node --import tsx packages/engine/bench/engine-bench.ts
 *
 * Both sides report the best of REPS runs (wall clock), after a warm-up.
 * python3 with numpy + scipy is optional: without it the scipy column says why.
 * Targets (engine.md §10): ≤ 0.5× scipy for O(n) statistics, ≤ 1.0× for rank
 * statistics; causal 10^6×2 + 2 covariates p95 ≤ 1.2 s (wall and the thread's CPU time,
 * both printed); rows form from the body ≤ 1.8 s; 10^4 rows p95 ≤ 50 ms;
 * peak RSS at 10^6×5 ≤ 600 MB. Timings on a shared machine are noisy: the
 * load average is printed with the results.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyze } from '../src/analysis/analyze.ts';
import { ingest } from '../src/analysis/ingest.ts';
import { readAnalysisBody } from '../src/analysis/read-body.ts';
import { anovaOneway } from '../src/stats/anova-oneway.ts';
import { chi2Contingency } from '../src/stats/chi2-contingency.ts';
import { kruskal } from '../src/stats/kruskal.ts';
import { linregress } from '../src/stats/linregress.ts';
import { mannWhitney } from '../src/stats/mann-whitney.ts';
import { partialCorrelation } from '../src/stats/partial-correlation.ts';
import { pearson } from '../src/stats/pearson.ts';
import { normalScores } from '../src/stats/ranks.ts';
import { spearman } from '../src/stats/spearman.ts';
import { ttestOneSample } from '../src/stats/ttest-one-sample.ts';
import { ttestWelch } from '../src/stats/ttest-welch.ts';

export interface BenchRow {
  name: string;
  figure: string;
  target: string;
  pass: boolean | null;
}

const N = 1_000_000;
const REPS = 5;

/** Deterministic standard normals (LCG + Box–Muller): the bench needs no Math.random. */
function normals(n: number, seed: number): Float64Array {
  let s = seed >>> 0;
  const u = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) + 0.5) / 2 ** 32;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u());
  return out;
}

function ints(n: number, k: number, seed: number): Int32Array {
  let s = seed >>> 0;
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) >>> 16) % k;
  return out;
}

function best(fn: () => unknown, reps = REPS): number {
  fn();
  let b = Infinity;
  for (let r = 0; r < reps; r++) {
    const t0 = performance.now();
    fn();
    b = Math.min(b, performance.now() - t0);
  }
  return b;
}

function percentile95(xs: number[]): number {
  const ts = [...xs].sort((a, b) => a - b);
  return ts[Math.min(ts.length - 1, Math.ceil(0.95 * ts.length) - 1)] as number;
}

function p95(fn: () => unknown, reps: number): number {
  fn();
  const ts: number[] = [];
  for (let r = 0; r < reps; r++) {
    const t0 = performance.now();
    fn();
    ts.push(performance.now() - t0);
  }
  ts.sort((a, b) => a - b);
  return ts[Math.min(ts.length - 1, Math.ceil(0.95 * ts.length) - 1)] as number;
}

interface Data {
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  g: Int32Array;
  catA: Int32Array;
  catB: Int32Array;
}

function makeData(n: number): Data {
  const x = normals(n, 1);
  const e = normals(n, 2);
  const y = Float64Array.from(x, (v, i) => 0.3 * v + (e[i] as number));
  const z = normals(n, 3);
  const g = ints(n, 4, 4);
  const catA = ints(n, 5, 5);
  const bump = ints(n, 2, 6);
  const catB = Int32Array.from(catA, (v, i) => (v + (bump[i] as number)) % 6);
  return { x, y, z, g, catA, catB };
}

const SCIPY = String.raw`
import json, os, sys, time
for k in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(k, "1")
import numpy as np
from scipy import stats
d, reps = sys.argv[1], int(sys.argv[2])
x = np.fromfile(os.path.join(d, "x.f64")); y = np.fromfile(os.path.join(d, "y.f64")); z = np.fromfile(os.path.join(d, "z.f64"))
g = np.fromfile(os.path.join(d, "g.i32"), dtype=np.int32); ca = np.fromfile(os.path.join(d, "ca.i32"), dtype=np.int32); cb = np.fromfile(os.path.join(d, "cb.i32"), dtype=np.int32)
half = len(x) // 2
a1, b1 = y[:half], y[half:] + 0.01
groups = [y[g == k] for k in range(4)]
def partial(x, y, z):
    Z = np.column_stack([np.ones(len(x)), z])
    bx, *_ = np.linalg.lstsq(Z, x, rcond=None); by, *_ = np.linalg.lstsq(Z, y, rcond=None)
    return stats.pearsonr(x - Z @ bx, y - Z @ by)
ops = {
  "pearson": lambda: stats.pearsonr(x, y),
  "welch t (2x500k)": lambda: stats.ttest_ind(a1, b1, equal_var=False),
  "one-sample t": lambda: stats.ttest_1samp(y, 0.0),
  "linregress": lambda: stats.linregress(x, y),
  "anova (4 groups)": lambda: stats.f_oneway(*groups),
  "chi2 5x6 incl. table": lambda: stats.chi2_contingency(np.histogram2d(ca, cb, bins=[5, 6])[0]),
  "partial r (1 covariate)": lambda: partial(x, y, z),
  "spearman": lambda: stats.spearmanr(x, y),
  "mann-whitney (2x500k)": lambda: stats.mannwhitneyu(a1, b1, method="asymptotic"),
  "kruskal (4 groups)": lambda: stats.kruskal(*groups),
  "normal scores (1 col)": lambda: stats.norm.ppf(stats.rankdata(x) / (len(x) + 1)),
}
out = {}
for name, fn in ops.items():
    fn()
    b = float("inf")
    for _ in range(reps):
        t0 = time.perf_counter(); fn(); b = min(b, time.perf_counter() - t0)
    out[name] = b * 1e3
print(json.dumps(out))
`;

function runScipy(d: Data): { times?: Record<string, number>; note?: string } {
  const probe = spawnSync('python3', ['-c', 'import numpy, scipy'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { note: 'python3 with numpy/scipy not found: scipy column skipped' };
  const dir = mkdtempSync(path.join(tmpdir(), 'engine-bench-'));
  try {
    const w = (f: string, a: Float64Array | Int32Array) => writeFileSync(path.join(dir, f), new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
    w('x.f64', d.x); w('y.f64', d.y); w('z.f64', d.z); w('g.i32', d.g); w('ca.i32', d.catA); w('cb.i32', d.catB);
    const r = spawnSync('python3', ['-c', SCIPY, dir, String(REPS)], { encoding: 'utf8', maxBuffer: 1 << 20 });
    if (r.status !== 0) return { note: `scipy run failed: ${(r.stderr || '').trim().split('\n').at(-1)}` };
    return { times: JSON.parse(r.stdout) as Record<string, number> };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function kernelTimes(d: Data): Record<string, number> {
  const half = d.x.length / 2;
  const a1 = d.y.subarray(0, half);
  const b1 = Float64Array.from(d.y.subarray(half), (v) => v + 0.01);
  const groups = [0, 1, 2, 3].map((k) => Float64Array.from(d.y.filter((_, i) => d.g[i] === k)));
  const table = () => {
    const t = Array.from({ length: 5 }, () => new Array<number>(6).fill(0));
    for (let i = 0; i < d.catA.length; i++) (t[d.catA[i] as number] as number[])[d.catB[i] as number]! += 1;
    return t;
  };
  return {
    pearson: best(() => pearson(d.x, d.y)),
    'welch t (2x500k)': best(() => ttestWelch(a1, b1)),
    'one-sample t': best(() => ttestOneSample(d.y, 0)),
    linregress: best(() => linregress(d.x, d.y)),
    'anova (4 groups)': best(() => anovaOneway(groups)),
    'chi2 5x6 incl. table': best(() => chi2Contingency(table())),
    'partial r (1 covariate)': best(() => partialCorrelation(d.x, d.y, [d.z])),
    spearman: best(() => spearman(d.x, d.y)),
    'mann-whitney (2x500k)': best(() => mannWhitney(a1, b1)),
    'kruskal (4 groups)': best(() => kruskal(groups)),
    'normal scores (1 col)': best(() => normalScores(d.x)),
  };
}

const RANK = new Set(['spearman', 'mann-whitney (2x500k)', 'kruskal (4 groups)', 'normal scores (1 col)']);

function causalRequest(n: number, extra = 0): { hypothesis: string; data: Record<string, number[]>; analysisType: 'causal' } {
  const z1 = normals(n, 11);
  const z2 = normals(n, 12);
  const e1 = normals(n, 13);
  const e2 = normals(n, 14);
  const spend = Array.from(z1, (v, i) => 100 + 10 * (v + 0.5 * (z2[i] as number) + (e1[i] as number)));
  const revenue = spend.map((v, i) => 0.3 * v + 10 * (z1[i] as number) + 10 * (e2[i] as number));
  const data: Record<string, number[]> = { ad_spend: spend, revenue, company_size: Array.from(z1), season_index: Array.from(z2) };
  for (let k = 0; k < extra; k++) data[`metric_${k + 1}`] = Array.from(normals(n, 20 + k));
  return { hypothesis: 'Higher ad spend increases revenue', data, analysisType: 'causal' };
}

const opts = { insightId: 'bench', timestamp: '2026-01-01T00:00:00.000Z' };

/** Peak RSS of a fresh process that builds 10^6×5 columns and runs one causal analysis. */
function peakMemoryMb(): number | undefined {
  const self = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, ['--import', 'tsx', self, '--memory-child'], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const m = /maxRssKb=(\d+)/.exec(r.stdout ?? '');
  return m ? Number(m[1]) / 1024 : undefined;
}

export async function runEngineBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const d = makeData(N);
  const ours = kernelTimes(d);
  const sc = runScipy(d);
  for (const [name, ms] of Object.entries(ours)) {
    const target = RANK.has(name) ? 1.0 : 0.5;
    const ref = sc.times?.[name];
    const ratio = ref ? ms / ref : undefined;
    rows.push({
      name: `${name}, 10^6 rows`,
      figure: `${ms.toFixed(1)} ms vs scipy ${ref === undefined ? '—' : `${ref.toFixed(1)} ms`}${ratio === undefined ? '' : ` (${ratio.toFixed(2)}×)`}`,
      target: `≤ ${target.toFixed(1)}× scipy`,
      pass: ratio === undefined ? null : ratio <= target,
    });
  }
  if (sc.note) rows.push({ name: 'scipy reference', figure: sc.note, target: '-', pass: null });

  const big = causalRequest(N);
  // wall clock and the analysing thread's own CPU time (the "one core" figure; on a shared
  // machine wall time also counts time spent waiting for a core)
  const cpu: number[] = [];
  const causalP95 = p95(() => cpu.push(analyze(big, opts).cpuMs), 5);
  const cpuP95 = percentile95(cpu.slice(1));
  rows.push({ name: 'causal analysis 10^6×2 + 2 covariates (p95 wall, parsed input)', figure: `${causalP95.toFixed(0)} ms`, target: '≤ 1200 ms', pass: causalP95 <= 1200 });
  rows.push({ name: 'the same, p95 CPU time of the analysing thread', figure: `${cpuP95.toFixed(0)} ms`, target: '≤ 1200 ms', pass: cpuP95 <= 1200 });
  const body = JSON.stringify(big);
  const parseMs = best(() => JSON.parse(body), 2);
  rows.push({ name: `JSON.parse of that request body (columns form, ${(body.length / 1e6).toFixed(0)} MB)`, figure: `${parseMs.toFixed(0)} ms`, target: 'info', pass: null });
  const bodyBytes = new TextEncoder().encode(body);
  const readMs = best(() => readAnalysisBody(bodyBytes), 2);
  rows.push({ name: 'the same bytes read as the server reads them, into typed columns', figure: `${readMs.toFixed(0)} ms`, target: 'info', pass: null });
  const ingestMs = best(() => ingest(big.data), 2);
  rows.push({ name: 'ingest: parsed columns → typed columns + column hash', figure: `${ingestMs.toFixed(0)} ms`, target: 'info', pass: null });
  const e2eP95 = p95(() => analyze(JSON.parse(body) as typeof big, opts), 3);
  rows.push({ name: 'causal 10^6×2 + 2 covariates from the JSON body (p95 wall)', figure: `${e2eP95.toFixed(0)} ms`, target: 'info', pass: null });
  const rowsBody = JSON.stringify({ ...big, data: (big.data.ad_spend as number[]).map((v, i) => ({ ad_spend: v, revenue: (big.data.revenue as number[])[i] })) });
  const rowsMs = best(() => analyze(JSON.parse(rowsBody) as typeof big, opts), 1);
  rows.push({ name: `rows form 10^6×2 from the JSON body (${(rowsBody.length / 1e6).toFixed(0)} MB), parse + analysis`, figure: `${rowsMs.toFixed(0)} ms`, target: '≤ 1800 ms', pass: rowsMs <= 1800 });
  const small = causalRequest(10_000);
  const smallCpu: number[] = [];
  const smallP95 = p95(() => smallCpu.push(analyze(small, opts).cpuMs), 30);
  rows.push({ name: 'causal analysis 10^4 rows (p95 wall)', figure: `${smallP95.toFixed(1)} ms`, target: '≤ 50 ms', pass: smallP95 <= 50 });
  const smallCpuP95 = percentile95(smallCpu.slice(1));
  rows.push({ name: 'the same, p95 CPU time of the analysing thread', figure: `${smallCpuP95.toFixed(1)} ms`, target: '≤ 50 ms', pass: smallCpuP95 <= 50 });
  const mem = peakMemoryMb();
  rows.push({ name: 'peak RSS, causal analysis at 10^6×5', figure: mem === undefined ? 'child failed' : `${mem.toFixed(0)} MB`, target: '≤ 600 MB', pass: mem === undefined ? false : mem <= 600 });
  rows.push({ name: 'load average (1 min) during the run', figure: loadavg()[0]!.toFixed(1), target: 'info', pass: null });
  return rows;
}

function main(): void {
  if (process.argv.includes('--memory-child')) {
    const req = causalRequest(N, 1);
    analyze(req, opts);
    console.log(`maxRssKb=${process.resourceUsage().maxRSS}`);
    return;
  }
  void runEngineBench().then((rows) => {
    const w = [Math.max(...rows.map((r) => r.name.length)), Math.max(...rows.map((r) => r.figure.length)), Math.max(...rows.map((r) => r.target.length))];
    for (const r of rows) {
      console.log(`${r.name.padEnd(w[0]!)}  ${r.figure.padEnd(w[1]!)}  ${r.target.padEnd(w[2]!)}  ${r.pass === null ? 'info' : r.pass ? 'pass' : 'FAIL'}`);
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
