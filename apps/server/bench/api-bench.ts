// API figures under load (autocannon over loopback), each beside a trivial Fastify route
// measured in the same run, so the ratio holds on a busy shared machine.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export interface BenchRow {
  name: string;
  figure: string;
  target: string;
  pass: boolean | null;
}

interface LoadResult {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function startBenchServer(env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { address: string }).address));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { url, child };
}

export async function stopBenchServer(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function load(
  url: string,
  opts: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string>; connections?: number; duration?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: { 'content-type': 'application/json', ...(opts.headers ?? {}) },
    connections: opts.connections ?? 50,
    duration: opts.duration ?? 10,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

export async function runApiBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const { url, child } = await startBenchServer();
  try {
    await load(`${url}/bench/trivial`, { duration: 2 }); // warm-up, discarded
    const trivial = await load(`${url}/bench/trivial`);
    rows.push({ name: 'trivial Fastify route, 50 conns', figure: `${fmt(trivial.rps)} req/s, p99 ${trivial.p99} ms`, target: 'reference', pass: null });

    const health = await load(`${url}/api/health`);
    rows.push({
      name: 'GET /api/health, 50 conns',
      figure: `${(health.rps / trivial.rps).toFixed(2)}× trivial, p99 ${health.p99} ms`,
      target: 'p99 < 50 ms, no errors',
      pass: health.p99 < 50 && health.errors === 0 && health.non2xx === 0,
    });

    const claim = JSON.stringify({ claim: 'The population of Japan in 2000 was about 127 million' });
    const probe = await fetch(`${url}/api/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: claim });
    if (probe.status === 404) {
      rows.push({ name: 'POST /api/verify', figure: 'route not available', target: '-', pass: null });
    } else {
      const verify = await load(`${url}/api/verify`, { method: 'POST', body: claim });
      const ratio = verify.rps / trivial.rps;
      rows.push({
        name: 'POST /api/verify, 50 conns',
        figure: `${ratio.toFixed(2)}× trivial (${fmt(verify.rps)} req/s), p99 ${verify.p99} ms, ${verify.errors + verify.non2xx} errors`,
        target: '≥ 0.25× trivial, p99 < 50 ms, no errors',
        pass: ratio >= 0.25 && verify.p99 < 50 && verify.errors === 0 && verify.non2xx === 0,
      });
    }
  } finally {
    await stopBenchServer(child);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runApiBench()) console.log(row);
}
