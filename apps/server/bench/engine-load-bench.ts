// GET /api/health latency while four 10^6-row analyses run on the real server: the engine
// works in a worker pool, so the event loop must stay responsive (p99 < 50 ms).
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { quantile, startBenchServer, stopBenchServer } from './api-bench.ts';

export interface BenchRow {
  name: string;
  figure: string;
  target: string;
  pass: boolean | null;
}

const ROWS = 1_000_000;
const ANALYSES = 4;

/** Deterministic pseudo-normal column (no Math.random). */
function column(n: number, seed: number): number[] {
  let s = seed >>> 0;
  const u = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) + 0.5) / 2 ** 32;
  return Array.from({ length: n }, () => Math.round(1e4 * Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u())) / 1e4);
}

function requestBody(n: number): string {
  const spend = column(n, 1);
  const size = column(n, 2);
  const season = column(n, 3);
  const noise = column(n, 4);
  return JSON.stringify({
    hypothesis: 'Higher ad spend increases revenue',
    analysisType: 'causal',
    data: {
      ad_spend: spend,
      revenue: spend.map((v, i) => Math.round(1e4 * (0.3 * v + (size[i] as number) + (noise[i] as number))) / 1e4),
      company_size: size,
      season_index: season,
    },
  });
}

async function healthOnce(url: string): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(`${url}/api/health`);
  await r.arrayBuffer();
  return performance.now() - t0;
}

export async function runEngineLoadBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const body = requestBody(ROWS);
  const { url, child } = await startBenchServer();
  try {
    // warm the workers (engine modules loaded), then an idle baseline
    const warm = await fetch(`${url}/engine/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: requestBody(200) });
    if (warm.status !== 200) throw new Error(`warm-up analysis answered ${warm.status}: ${(await warm.text()).slice(0, 200)}`);
    const idle: number[] = [];
    for (let i = 0; i < 200; i++) idle.push(await healthOnce(url));

    const t0 = performance.now();
    let running = ANALYSES;
    const analyses = Array.from({ length: ANALYSES }, () =>
      fetch(`${url}/engine/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (r) => ({ status: r.status, cpuMs: r.status === 200 ? ((await r.json()) as { cpuMs?: number }).cpuMs : (await r.text(), undefined), ms: performance.now() - t0 }))
        .finally(() => {
          running--;
        }),
    );
    const busy: number[] = [];
    while (running > 0) busy.push(await healthOnce(url));
    const results = await Promise.all(analyses);
    const ok = results.filter((r) => r.status === 200).length;
    const p99 = quantile(busy, 0.99);
    rows.push({
      name: `GET /api/health while ${ANALYSES} analyses of 10^6 rows run (${busy.length} requests)`,
      figure: `p99 ${p99.toFixed(1)} ms, p50 ${quantile(busy, 0.5).toFixed(1)} ms, max ${Math.max(...busy).toFixed(0)} ms`,
      target: 'p99 < 50 ms',
      pass: p99 < 50 && ok === ANALYSES,
    });
    rows.push({ name: 'GET /api/health idle, same server', figure: `p99 ${quantile(idle, 0.99).toFixed(1)} ms`, target: 'info', pass: null });
    rows.push({
      name: `the ${ANALYSES} analyses (${(body.length / 1e6).toFixed(0)} MB bodies, ${ok}/${ANALYSES} answered 200)`,
      figure: `all done in ${(Math.max(...results.map((r) => r.ms)) / 1000).toFixed(1)} s; CPU each ${results.map((r) => (r.cpuMs === undefined ? '—' : `${Math.round(r.cpuMs)}`)).join(', ')} ms`,
      target: 'info',
      pass: ok === ANALYSES ? null : false,
    });
    rows.push({ name: 'load average (1 min) after the run', figure: loadavg()[0]!.toFixed(1), target: 'info', pass: null });
  } finally {
    await stopBenchServer(child);
  }
  return rows;
}
