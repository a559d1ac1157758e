// API figures under load (autocannon over loopback), each beside a trivial Fastify route
// measured in the same run, so the ratio holds on a busy shared machine.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
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
  /** CPU time the process `cpuPid` spent per request during the load, in µs (Linux only). */
  cpuUsPerRequest?: number;
}

/** User + system CPU time of a process so far, in ms, from /proc (Linux), or null. */
function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
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
  opts: {
    method?: 'GET' | 'POST';
    body?: string;
    /** A new body per request (overrides `body`). */
    nextBody?: () => string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** The server's pid: its CPU time per request is returned too. */
    cpuPid?: number;
  } = {},
): Promise<LoadResult> {
  const nextBody = opts.nextBody;
  const cpuBefore = opts.cpuPid === undefined ? null : processCpuMs(opts.cpuPid);
  const result = await autocannon({
    url,
    method: opts.method ?? 'GET',
    body: opts.body,
    ...(nextBody ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: nextBody() }) }] } : {}),
    headers: { 'content-type': 'application/json', ...(opts.headers ?? {}) },
    connections: opts.connections ?? 50,
    duration: opts.duration ?? 10,
  });
  const cpuAfter = opts.cpuPid === undefined ? null : processCpuMs(opts.cpuPid);
  const cpu = cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? { cpuUsPerRequest: ((cpuAfter - cpuBefore) * 1000) / result.requests.total } : {};
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx, ...cpu };
}

/** The q-quantile of the values (nearest rank). */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * Peak resident memory of a process between two points, read by the kernel rather than sampled:
 * writing 5 to /proc/<pid>/clear_refs resets VmHWM (the high-water mark) to the current RSS.
 * Linux only; elsewhere the memory rows say so.
 */
interface VerificationStoreCost {
  newAnswerMsPerRow: number;
  storedAnswerMsPerRow: number;
  documentBytes: number;
}

/** The bench server's own measure of what storing one verification costs its database. */
function verificationStoreCost(child: ChildProcess): Promise<VerificationStoreCost> {
  return new Promise((resolve) => {
    const onMessage = (msg: unknown) => {
      const figures = (msg as { verificationStore?: VerificationStoreCost }).verificationStore;
      if (!figures) return;
      child.off('message', onMessage);
      resolve(figures);
    };
    child.on('message', onMessage);
    child.send('verification-store');
  });
}

export class PeakRss {
  constructor(private readonly pid: number) {}

  private field(name: 'VmRSS' | 'VmHWM'): number {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
    if (!match) throw new Error(`no ${name} in /proc/${this.pid}/status`);
    return Number(match[1]) * 1024;
  }

  /** Starts a window; returns the RSS at its start. */
  reset(): number {
    writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
    return this.field('VmRSS');
  }

  peak(): number {
    return this.field('VmHWM');
  }

  static supported(pid: number): boolean {
    try {
      new PeakRss(pid).reset();
      return true;
    } catch {
      return false;
    }
  }
}

async function postJson(url: string, body: string, headers: Record<string, string> = {}): Promise<{ status: number; json: any }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const text = await res.text();
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the error message
  }
  return { status: res.status, json };
}

/** A small causal dataset: revenue follows spend plus noise (deterministic). */
function spendRevenue(n: number, seed: number): Record<string, number[]> {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const spend: number[] = [];
  const revenue: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const s = 10 + 90 * next();
    spend.push(Math.round(s * 100) / 100);
    revenue.push(Math.round((3 * s + 40 * (next() - 0.5)) * 100) / 100);
  }
  return { marketing_spend: spend, revenue };
}

/**
 * A JSON analysis request of at least `targetBytes`: spend, revenue and four covariates as
 * columns (six per row keeps 50 MB under the engine's 10^6-row limit), written straight into
 * the JSON text so the bench process itself stays light.
 */
export function bigAnalysisBody(targetBytes: number): string {
  const columns = ['ad_spend', 'revenue', 'season', 'region_index', 'price_index', 'competitor_spend'];
  const probe = (55.5).toFixed(6).length + 1;
  const n = Math.ceil(targetBytes / (columns.length * probe));
  const values: string[][] = columns.map(() => new Array<string>(n));
  let state = 12345;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  for (let i = 0; i < n; i += 1) {
    const spend = 10 + 90 * next();
    const season = next();
    values[0]![i] = spend.toFixed(6);
    values[1]![i] = (3 * spend + 20 * season + 40 * (next() - 0.5)).toFixed(6);
    values[2]![i] = season.toFixed(6);
    for (let c = 3; c < columns.length; c += 1) values[c]![i] = (10 + 90 * next()).toFixed(6);
  }
  const data = columns.map((name, c) => `${JSON.stringify(name)}:[${values[c]!.join(',')}]`).join(',');
  return `{"hypothesis":"Higher ad spend increases revenue","analysisType":"causal","data":{${data}}}`;
}

const COUNTRIES = ['Japan', 'France', 'Brazil', 'India', 'Canada', 'Mexico', 'Germany', 'Kenya', 'Chile', 'Spain'];
const YEARS = [1960, 1970, 1980, 1990, 2000];

/** Claims the catalog can read, all different: country × year × stated figure. */
function distinctClaim(i: number): string {
  const country = COUNTRIES[i % COUNTRIES.length]!;
  const year = YEARS[Math.floor(i / COUNTRIES.length) % YEARS.length]!;
  const stated = 1 + Math.floor(i / (COUNTRIES.length * YEARS.length)) / 10;
  return `The population of ${country} in ${year} was about ${stated.toFixed(1)} million`;
}

const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/**
 * The web app as a browser asks for it: a page's document (brotli) and the smallest hashed
 * script (most of a page load's requests are small chunks). Each is compared with a bare route
 * sending the same number of bytes: on loopback the bytes cost the kernel and the load
 * generator as much as the server's code (a 6 KB document ran at 0.3× the trivial route while
 * the server stayed half idle), and what is ours to make fast is the serving path. Either ratio
 * passes, in requests a second or in the server's CPU time a request; the ratio to the trivial
 * route is printed too.
 */
async function builtAppRows(url: string, trivial: LoadResult, serverPid: number | undefined): Promise<BenchRow[]> {
  if (!existsSync(`${WEB_DIST}assets`)) return [{ name: 'GET the built web app', figure: 'skipped: no build (npm run build)', target: '-', pass: null }];
  const scripts = readdirSync(`${WEB_DIST}assets`).filter((name) => name.endsWith('.js'));
  const smallest = scripts.sort((a, b) => statSync(`${WEB_DIST}assets/${a}`).size - statSync(`${WEB_DIST}assets/${b}`).size)[0];
  const targets = [
    ['GET /dashboard (its document, brotli)', '/dashboard'],
    ...(smallest ? [[`GET a small hashed script (${statSync(`${WEB_DIST}assets/${smallest}`).size} B)`, `/assets/${smallest}`]] : []),
  ];
  const headers = { 'accept-encoding': 'br, gzip' };
  const cpu = serverPid === undefined ? {} : { cpuPid: serverPid };
  const cpuText = (r: LoadResult, same: LoadResult) => (r.cpuUsPerRequest === undefined || same.cpuUsPerRequest === undefined ? ''
    : `; server CPU ${fmt(r.cpuUsPerRequest)} against ${fmt(same.cpuUsPerRequest)} µs a request`);
  const rows: BenchRow[] = [];
  for (const [name, path] of targets) {
    // the bytes sent (fetch hands back the body decompressed)
    const probe = await fetch(`${url}${path}`, { headers });
    const bytes = Number(probe.headers.get('content-length')) || (await probe.arrayBuffer()).byteLength;
    const same = await load(`${url}/bench/bytes/${bytes}`, cpu);
    const result = await load(`${url}${path}`, { headers, ...cpu });
    const ratio = result.rps / same.rps;
    // the server's own time is steadier than req/s when other work shares the cores
    const cpuRatio = result.cpuUsPerRequest && same.cpuUsPerRequest ? same.cpuUsPerRequest / result.cpuUsPerRequest : 0;
    rows.push({
      name: `${name}, 50 conns`,
      figure: `${ratio.toFixed(2)}× the same ${fmt(bytes)} B from a bare route (${fmt(result.rps)} against ${fmt(same.rps)} req/s${cpuText(result, same)}); ` +
        `${(result.rps / trivial.rps).toFixed(2)}× trivial, p99 ${result.p99} ms, ${result.errors + result.non2xx} errors`,
      target: '≥ 0.5× the same bytes from a bare route (req/s or server CPU), no errors',
      pass: (ratio >= 0.5 || cpuRatio >= 0.5) && result.errors === 0 && result.non2xx === 0,
    });
  }
  return rows;
}

export const BIG_DATASET_BYTES = 50 * 1024 * 1024;
/** Analyses of each dataset size timed end to end. */
const ANALYSIS_RUNS = 100;

interface BigAnalysis {
  ok: boolean;
  growth: number;
  size: number;
  seconds: number;
  failure?: string;
}

/** Peak RSS growth of the server while it analyses a 50 MB dataset through /engine/analyze. */
async function measureBigAnalysis(url: string, memory: PeakRss): Promise<BigAnalysis> {
  const body = bigAnalysisBody(BIG_DATASET_BYTES);
  const size = Buffer.byteLength(body);
  const idle = memory.reset();
  const started = Date.now();
  const analysed = await postJson(`${url}/engine/analyze`, body);
  const seconds = (Date.now() - started) / 1000;
  const growth = memory.peak() - idle;
  const ok = analysed.status === 200 && typeof analysed.json?.truthScore === 'number';
  return { ok, growth, size, seconds, ...(ok ? {} : { failure: `${analysed.status} ${JSON.stringify(analysed.json).slice(0, 80)}` }) };
}

function bigAnalysisRow(runs: BigAnalysis[], where: string, target: string): BenchRow {
  const name = `POST /engine/analyze, ${mb(runs[0]!.size)} dataset, ${where}: peak RSS growth`;
  const failed = runs.find((r) => !r.ok);
  if (failed) return { name, figure: `failed: ${failed.failure ?? ''}`, target, pass: target === 'reported' ? null : false };
  const sorted = [...runs].sort((a, b) => a.growth - b.growth);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const ratio = (r: BigAnalysis): string => `${(r.growth / r.size).toFixed(1)}×`;
  const spread = runs.length > 1 ? `; ${runs.length} servers: ${runs.map(ratio).join(', ')}` : '';
  return {
    name,
    figure: `${mb(median.growth)} = ${ratio(median)} the dataset (${median.seconds.toFixed(1)} s${spread})`,
    target,
    pass: target === 'reported' ? null : median.growth < 4 * median.size,
  };
}

/** Fresh servers measured for the 50 MB analysis: one figure swings by ±0.6× with what the process had freed just before. */
const FRESH_SERVER_RUNS = 3;

/**
 * The 50 MB analysis's memory on a server of its own: started, its engine worker warmed by one
 * small analysis, then the big one, the first large allocation that process makes. A server
 * whose heap an earlier load already grew shows less growth for the same work. The median of
 * a few fresh servers is the figure.
 */
async function freshServerBigAnalysis(): Promise<BenchRow> {
  const runs: BigAnalysis[] = [];
  for (let i = 0; i < FRESH_SERVER_RUNS; i += 1) {
    const { url, child } = await startBenchServer();
    try {
      if (child.pid === undefined || !PeakRss.supported(child.pid)) {
        return { name: 'server memory', figure: 'skipped: needs Linux /proc/<pid>/clear_refs', target: '-', pass: null };
      }
      const warm = await postJson(`${url}/engine/analyze`, JSON.stringify({ hypothesis: 'Higher marketing spend increases revenue', data: spendRevenue(500, 3), analysisType: 'causal' }));
      if (warm.status !== 200) throw new Error(`warming the engine failed: ${warm.status}`);
      runs.push(await measureBigAnalysis(url, new PeakRss(child.pid)));
    } finally {
      await stopBenchServer(child);
    }
  }
  return bigAnalysisRow(runs, 'first on a fresh server, median', '< 4× the dataset');
}

export async function runApiBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [await freshServerBigAnalysis()];
  const { url, child } = await startBenchServer();
  const memory = child.pid !== undefined && PeakRss.supported(child.pid) ? new PeakRss(child.pid) : null;
  try {
    // A signed-in user with a page of stored analyses, for GET /api/analyses.
    const signUp = await postJson(`${url}/auth/v1/signup`, JSON.stringify({ email: `api-bench-${Date.now()}@example.test`, password: 'bench-password-123' }));
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.json)}`);
    const auth = { authorization: `Bearer ${signUp.json.access_token as string}` };
    // The unlimited plan, through the sandbox checkout, so the analyses below fit the quota.
    const checkout = await postJson(`${url}/api/subscriptions/create-checkout`, JSON.stringify({ planId: 'enterprise' }), auth);
    const sessionId = String(checkout.json?.data?.url ?? '').split('/').pop();
    const paid = await postJson(`${url}/api/billing/checkout/${sessionId}/complete`, '{}', auth);
    if (paid.status !== 200) throw new Error(`upgrading the bench user failed: ${paid.status} ${JSON.stringify(paid.json)}`);
    for (let i = 0; i < 8; i += 1) {
      const body = JSON.stringify({ hypothesis: 'Higher marketing spend increases revenue', data: spendRevenue(200, i + 1), analysisType: 'causal' });
      const stored = await postJson(`${url}/api/analyses`, body, auth);
      if (stored.status !== 201) throw new Error(`seeding an analysis failed: ${stored.status} ${JSON.stringify(stored.json)}`);
    }

    const loadAvg = loadavg()[0]!.toFixed(1);
    const rssBefore = memory?.reset();
    await load(`${url}/bench/trivial`, { duration: 2 }); // warm-up, discarded
    const trivial = await load(`${url}/bench/trivial`, child.pid === undefined ? {} : { cpuPid: child.pid });
    const trivialCpu = trivial.cpuUsPerRequest === undefined ? '' : `, server CPU ${fmt(trivial.cpuUsPerRequest)} µs a request`;
    rows.push({ name: `trivial Fastify route, 50 conns (load ${loadAvg})`, figure: `${fmt(trivial.rps)} req/s, p99 ${trivial.p99} ms${trivialCpu}`, target: 'reference', pass: null });

    const health = await load(`${url}/api/health`);
    rows.push({
      name: 'GET /api/health, 50 conns',
      figure: `${(health.rps / trivial.rps).toFixed(2)}× trivial, p99 ${health.p99} ms`,
      target: 'p99 < 50 ms, no errors',
      pass: health.p99 < 50 && health.errors === 0 && health.non2xx === 0,
    });

    rows.push(...(await builtAppRows(url, trivial, child.pid)));

    const claim = JSON.stringify({ claim: 'The population of Japan in 2000 was about 127 million' });
    const probe = await fetch(`${url}/api/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: claim });
    if (probe.status === 404) {
      rows.push({ name: 'POST /api/verify', figure: 'route not available', target: '-', pass: null });
    } else {
      // Every request a claim never seen before (nothing remembered), then one claim repeated
      // (the landing's examples: verified and signed once, stored every time).
      let next = 0;
      const fresh = await load(`${url}/api/verify`, { method: 'POST', nextBody: () => JSON.stringify({ claim: distinctClaim(next++) }) });
      const repeated = await load(`${url}/api/verify`, { method: 'POST', body: claim });
      for (const [label, verify] of [['new claim each request', fresh], ['one claim repeated', repeated]] as const) {
        const ratio = verify.rps / trivial.rps;
        rows.push({
          name: `POST /api/verify, ${label}, 50 conns`,
          figure: `${ratio.toFixed(2)}× trivial (${fmt(verify.rps)} req/s), p99 ${verify.p99} ms, ${verify.errors + verify.non2xx} errors`,
          target: '≥ 0.25× trivial, p99 < 50 ms, no errors',
          pass: ratio >= 0.25 && verify.p99 < 50 && verify.errors === 0 && verify.non2xx === 0,
        });
      }
      const store = await verificationStoreCost(child);
      for (const [label, msPerRow] of [
        [`a new ${(store.documentBytes / 1024).toFixed(1)} KB answer`, store.newAnswerMsPerRow],
        ['its answer already stored', store.storedAnswerMsPerRow],
      ] as const) {
        const ceiling = 1000 / msPerRow;
        rows.push({
          name: `  of which storing alone, ${label} (batches of 50)`,
          figure: `${msPerRow.toFixed(3)} ms per verification: at most ${fmt(ceiling)}/s = ${(ceiling / trivial.rps).toFixed(2)}× trivial`,
          target: 'reported',
          pass: null,
        });
      }
    }

    const list = await load(`${url}/api/analyses`, { headers: auth });
    const listRatio = list.rps / trivial.rps;
    rows.push({
      name: 'GET /api/analyses signed in (8 stored), 50 conns',
      figure: `${listRatio.toFixed(2)}× trivial (${fmt(list.rps)} req/s), p99 ${list.p99} ms, ${list.errors + list.non2xx} errors`,
      target: 'p99 < 50 ms, no errors',
      pass: list.p99 < 50 && list.errors === 0 && list.non2xx === 0,
    });

    if (memory && rssBefore !== undefined) {
      rows.push({ name: 'server peak RSS during the load above', figure: `${mb(memory.peak())} (${mb(rssBefore)} before)`, target: 'reported', pass: null });

      // The same analysis on this server, whose heap the load above already grew: shown for
      // comparison, since memory a process already holds hides an analysis's own need.
      rows.push(bigAnalysisRow([await measureBigAnalysis(url, memory)], 'on the loaded server above', 'reported'));
    } else {
      rows.push({ name: 'server memory', figure: 'skipped: needs Linux /proc/<pid>/clear_refs', target: '-', pass: null });
    }

    // One user's analyses through the whole API (auth, quota, engine worker, proof, storage),
    // one after another: what a user waits for. A typical small dataset, where the API's own
    // work shows, and a 10^5-row one, where the engine's does. After the memory rows, so the
    // memory those analyses leave behind does not hide the 50 MB analysis's growth.
    for (const n of [200, 100_000]) {
      const body = JSON.stringify({ hypothesis: 'Higher marketing spend increases revenue', data: spendRevenue(n, 99), analysisType: 'causal' });
      const waits: number[] = [];
      for (let i = 0; i < ANALYSIS_RUNS + 2; i += 1) {
        const started = performance.now();
        const stored = await postJson(`${url}/api/analyses`, body, auth);
        if (stored.status !== 201) throw new Error(`a ${n}-row analysis failed: ${stored.status} ${JSON.stringify(stored.json).slice(0, 120)}`);
        if (i >= 2) waits.push(performance.now() - started); // the first two warm the worker pool
      }
      const size = Buffer.byteLength(body);
      rows.push({
        name: `POST /api/analyses, ${n === 200 ? '200' : '10^5'} rows × 2 (${size >= 1e6 ? `${(size / 1e6).toFixed(1)} MB` : `${(size / 1e3).toFixed(1)} KB`} body), ${ANALYSIS_RUNS} in a row`,
        figure: `median ${quantile(waits, 0.5).toFixed(n === 200 ? 1 : 0)} ms, p99 ${quantile(waits, 0.99).toFixed(n === 200 ? 1 : 0)} ms`,
        target: 'reported',
        pass: null,
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
