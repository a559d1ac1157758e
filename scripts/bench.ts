// `npm run bench`: every measured figure beside its target, one table.
// Each suite is a module exporting a function that returns rows; a missing prerequisite is
// reported as a skipped row with the reason, never silently dropped. Each suite runs in a
// process of its own: one suite's heap (Lighthouse's traces, a 76 MB request body) must not
// slow the garbage collection of the next one's measurements.
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface BenchRow {
  name: string;
  figure: string;
  target: string;
  /** null: measured for information, no target to pass or fail. */
  pass: boolean | null;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const suites: Array<{ title: string; file: string; fn: string }> = [
  { title: 'web bundle', file: 'apps/web/scripts/bundle-size.ts', fn: 'runBundleBench' },
  { title: 'lighthouse', file: 'apps/web/scripts/lighthouse.ts', fn: 'runLighthouseBench' },
  { title: 'engine', file: 'packages/engine/bench/engine-bench.ts', fn: 'runEngineBench' },
  { title: 'claims', file: 'packages/engine/bench/claims-bench.ts', fn: 'runClaimsBench' },
  { title: 'datasets', file: 'apps/server/bench/datasets-bench.ts', fn: 'runDatasetsBench' },
  { title: 'auth', file: 'apps/server/bench/auth-bench.ts', fn: 'runAuthBench' },
  { title: 'api', file: 'apps/server/bench/api-bench.ts', fn: 'runApiBench' },
  { title: 'admin', file: 'apps/server/bench/admin-bench.ts', fn: 'runAdminBench' },
  { title: 'engine-load', file: 'apps/server/bench/engine-load-bench.ts', fn: 'runEngineLoadBench' },
  { title: 'cost', file: 'apps/server/bench/cost-bench.ts', fn: 'runCostBench' },
];

/** Busy and total CPU ticks of the whole machine so far (Linux), or null elsewhere. */
function cpuTicks(): { busy: number; total: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
  return { busy: total - idle, total };
}

/**
 * Waits (up to 30 s) until the machine's CPUs are at least 90 % idle over half a second: a suite
 * that just ended can leave work behind (a browser's processes exiting, the kernel reclaiming
 * its memory) that would otherwise be measured as the next suite's. Returns what it waited.
 */
async function settle(): Promise<string> {
  const t0 = Date.now();
  let busyShare = 1;
  while (Date.now() - t0 < 30_000) {
    const before = cpuTicks();
    if (!before) return 'not measured (no /proc/stat)';
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = cpuTicks()!;
    busyShare = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    if (busyShare <= 0.1) break;
  }
  return `${((Date.now() - t0) / 1000).toFixed(1)} s to ${Math.round(busyShare * 100)} % busy`;
}

/** Runs one suite's module in this process and returns its rows. */
async function runSuiteHere(suite: (typeof suites)[number]): Promise<BenchRow[]> {
  const mod = (await import(pathToFileURL(path.join(root, suite.file)).href)) as Record<string, () => Promise<BenchRow[]>>;
  const run = mod[suite.fn];
  if (!run) throw new Error(`${suite.file} does not export ${suite.fn}()`);
  return run();
}

/** Runs one suite in a child process of this script and returns its rows. */
function runSuiteApart(suite: (typeof suites)[number]): Promise<BenchRow[]> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_SUITE: suite.title },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let rows: BenchRow[] | null = null;
    let failure: string | null = null;
    child.on('message', (message: { rows?: BenchRow[]; error?: string }) => {
      if (message.rows) rows = message.rows;
      if (message.error) failure = message.error;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (rows) resolve(rows);
      else reject(new Error(failure ?? `the suite's process exited with ${code} and no rows`));
    });
  });
}

const childSuite = process.env.BENCH_SUITE;
if (childSuite) {
  const suite = suites.find((s) => s.title === childSuite);
  let message: { rows: BenchRow[] } | { error: string };
  try {
    if (!suite) throw new Error(`no suite named ${childSuite}`);
    message = { rows: await runSuiteHere(suite) };
  } catch (err) {
    message = { error: String((err as Error).message) };
  }
  await new Promise<void>((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));
  // Servers and worker pools a suite leaves behind must not keep its process alive.
  process.exit(0);
}

const only = process.argv.slice(2);
const rows: Array<BenchRow & { suite: string }> = [];
const started = Date.now();
for (const suite of suites) {
  if (only.length > 0 && !only.includes(suite.title)) continue;
  if (!existsSync(path.join(root, suite.file))) {
    rows.push({ suite: suite.title, name: '(suite)', figure: 'not available', target: '-', pass: null });
    continue;
  }
  process.stderr.write(`settling before ${suite.title}: ${await settle()}\n`);
  const t0 = Date.now();
  process.stderr.write(`running ${suite.title}…\n`);
  try {
    for (const row of await runSuiteApart(suite)) rows.push({ suite: suite.title, ...row });
  } catch (err) {
    rows.push({ suite: suite.title, name: '(suite failed)', figure: String((err as Error).message).slice(0, 120), target: '-', pass: false });
  }
  process.stderr.write(`  ${suite.title} took ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
}

const header = ['suite', 'measure', 'figure', 'target', 'result'];
const table = rows.map((r) => [r.suite, r.name, r.figure, r.target, r.pass === null ? 'info' : r.pass ? 'pass' : 'FAIL']);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));
const failed = rows.filter((r) => r.pass === false).length;
console.log(`\n${rows.filter((r) => r.pass === true).length} within target, ${failed} over target, in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = failed > 0 ? 1 : 0;
