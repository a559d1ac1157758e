import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startBenchServer, stopBenchServer } from '../../server/bench/api-bench.ts';

/**
 * Lighthouse (mobile profile, simulated throttling) on the built app served by the real server
 * with compression on, median of `LIGHTHOUSE_RUNS` runs per page (default 3). `/dashboard` is
 * measured signed in: a session is written to localStorage before the run, and Lighthouse is
 * told not to clear it (each run starts a fresh browser profile, so the HTTP cache is cold). Each
 * page is visited once, unmeasured, before its runs: the server is warm, as a deployed one is.
 *
 *   node --import tsx apps/web/scripts/lighthouse.ts [path…]   (after `vite build`)
 * LIGHTHOUSE_REPORT_DIR=<folder> keeps each run's full JSON report.
 */
export const TARGET_SCORE = 95;
const WEB_DIR = fileURLToPath(new URL('../', import.meta.url));
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const AUTH_STORAGE_KEY = 'verity.auth';
export const PAGES = ['/', '/pricing', '/assessment', '/dashboard'] as const;
const SIGNED_IN = new Set<string>(['/dashboard']);

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * The page's main-thread tasks after the first contentful paint, in wall time and in the
   * thread's own CPU time. Lighthouse's simulation counts wall time four times over, so on a
   * machine whose cores are shared with the browser's other processes, the server and
   * Lighthouse itself, a task waiting for a core blocks as long as one computing.
   */
  mainThread: { wallMs: number; cpuMs: number } | null;
  /** Audits that lost points, for finding what to fix. */
  failing: string[];
}

interface BenchRow {
  name: string;
  figure: string;
  target: string;
  pass: boolean | null;
}

async function signUp(origin: string): Promise<string> {
  const email = `lighthouse-${Date.now()}@example.test`;
  const res = await fetch(`${origin}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'lighthouse-password-1' }),
  });
  const session = (await res.json()) as Record<string, unknown>;
  if (!res.ok || typeof session.access_token !== 'string') {
    throw new Error(`sign-up for the signed-in pages failed: ${res.status} ${JSON.stringify(session).slice(0, 200)}`);
  }
  // The stored shape supabase-js reads back: the session object itself.
  return JSON.stringify(session);
}

async function runOnce(url: string, session: string | null): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const context = browser.contexts()[0] ?? (await browser.newContext());
        const page = await context.newPage();
        // Any same-origin file will do; the key is origin-scoped.
        await page.goto(new URL('/favicon.svg', url).href);
        await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [AUTH_STORAGE_KEY, session]);
        await page.close();
      } finally {
        await browser.close().catch(() => undefined);
      }
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
      disableStorageReset: session !== null,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
      mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      writeFileSync(`${process.env.LIGHTHOUSE_REPORT_DIR}/lighthouse${name}-${Date.now()}.json`, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      mainThread: trace ? mainThreadAfterPaint(trace.traceEvents) : null,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { frame?: string };
}

/** Wall and CPU time of the main thread's tasks after the first contentful paint. */
export function mainThreadAfterPaint(events: TraceEvent[]): { wallMs: number; cpuMs: number } | null {
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.args?.frame);
  if (!paint) return null;
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== paint.pid || e.tid !== paint.tid || e.ts < paint.ts) continue;
    wall += e.dur ?? 0;
    cpu += e.tdur ?? e.dur ?? 0;
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 };
}

/**
 * One unmeasured visit of the page (signed in when `session` is given), so the first measured
 * run does not pay for the server compiling the routes the page calls: a deployed server is warm.
 */
async function warmUp(url: string, session: string | null): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    if (session) {
      await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [AUTH_STORAGE_KEY, session]);
    }
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function measurePages(
  pages: readonly string[] = PAGES,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<Map<string, LighthouseRun[]>> {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH}`);
  const { url: origin, child } = await startBenchServer();
  const results = new Map<string, LighthouseRun[]>();
  try {
    const session = pages.some((p) => SIGNED_IN.has(p)) ? await signUp(origin) : null;
    for (const path of pages) {
      const list: LighthouseRun[] = [];
      const url = `${origin}${path}`;
      const signedIn = SIGNED_IN.has(path) ? session : null;
      await warmUp(url, signedIn);
      for (let i = 0; i < runs; i += 1) {
        // A loaded machine occasionally loses the trace (NO_NAVSTART): one more try, then fail.
        list.push(await runOnce(url, signedIn).catch(() => runOnce(url, signedIn)));
      }
      results.set(path, list);
    }
  } finally {
    await stopBenchServer(child);
  }
  return results;
}

/** Rows for the root `npm run bench` (scripts/bench.ts). Builds the app first when there is no build. */
export async function runLighthouseBench(): Promise<BenchRow[]> {
  if (!existsSync(`${WEB_DIR}dist/index.html`)) {
    execFileSync('npx', ['vite', 'build'], { cwd: WEB_DIR, stdio: 'ignore' });
  }
  if (!existsSync(CHROME_PATH)) {
    return [{ name: 'Lighthouse', figure: `skipped: no Chromium at ${CHROME_PATH}`, target: '-', pass: null }];
  }
  const load = loadavg()[0]!.toFixed(1);
  const results = await measurePages();
  const rows: BenchRow[] = [];
  for (const [path, runs] of results) {
    const perf = median(runs.map((r) => r.performance));
    const a11y = median(runs.map((r) => r.accessibility));
    const bp = median(runs.map((r) => r.bestPractices));
    rows.push({
      name: `Lighthouse mobile ${path} (median of ${runs.length}, load ${load})`,
      figure: `perf ${perf} (${runs.map((r) => r.performance).join('/')}), a11y ${a11y}, best practices ${bp}`,
      target: `each ≥ ${TARGET_SCORE}`,
      pass: perf >= TARGET_SCORE && a11y >= TARGET_SCORE && bp >= TARGET_SCORE,
    });
    const threads = runs.flatMap((r) => (r.mainThread ? [r.mainThread] : []));
    if (threads.length > 0) {
      const wall = median(threads.map((t) => t.wallMs));
      const share = median(threads.map((t) => t.cpuMs / t.wallMs));
      rows.push({
        name: `  ${path} main thread after first paint (median)`,
        figure: `${Math.round(wall)} ms of tasks, ${Math.round(share * 100)} % of it on a CPU`,
        target: 'reported (below 100 %: waiting for a core)',
        pass: null,
      });
    }
    rows.push({
      name: `  ${path} lab metrics (median)`,
      figure: `LCP ${(median(runs.map((r) => r.lcpMs)) / 1000).toFixed(2)} s, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}, TBT ${Math.round(median(runs.map((r) => r.tbtMs)))} ms`,
      target: 'LCP ≤ 2.0 s, CLS ≤ 0.05, TBT ≤ 150 ms',
      pass: null,
    });
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const pages = process.argv.slice(2);
  const results = await measurePages(pages.length > 0 ? pages : PAGES);
  for (const [path, runs] of results) {
    for (const run of runs) {
      console.log(
        `${path}: perf ${run.performance} a11y ${run.accessibility} bp ${run.bestPractices} LCP ${Math.round(run.lcpMs)} ms CLS ${run.cls.toFixed(3)} TBT ${Math.round(run.tbtMs)} ms` +
          (run.mainThread ? `; main thread after FCP ${Math.round(run.mainThread.wallMs)} ms of tasks, ${Math.round(run.mainThread.cpuMs)} ms on a CPU` : ''),
      );
      if (run.failing.length > 0) console.log(`  losing points: ${run.failing.join(', ')}`);
    }
  }
}
