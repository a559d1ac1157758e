// `npm run bench`: every measured figure beside its target, one table.
// Each suite is a module exporting a function that returns rows; a missing prerequisite is
// reported as a skipped row with the reason, never silently dropped.
import { existsSync } from 'node:fs';
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

const only = process.argv.slice(2);
const rows: Array<BenchRow & { suite: string }> = [];
const started = Date.now();
for (const suite of suites) {
  if (only.length > 0 && !only.includes(suite.title)) continue;
  const file = path.join(root, suite.file);
  if (!existsSync(file)) {
    rows.push({ suite: suite.title, name: '(suite)', figure: 'not available', target: '-', pass: null });
    continue;
  }
  const t0 = Date.now();
  process.stderr.write(`running ${suite.title}…\n`);
  try {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, () => Promise<BenchRow[]>>;
    const run = mod[suite.fn];
    if (!run) throw new Error(`${suite.file} does not export ${suite.fn}()`);
    for (const row of await run()) rows.push({ suite: suite.title, ...row });
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
