// `npm run test:reliability`: crash safety on PGlite (and on PostgreSQL when DATABASE_URL is
// set), then LOAD_USERS simulated users for LOAD_SECONDS. Exits non-zero on any lost write,
// failed request, unclean open or refused restart. Figures are printed, never asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crashTest, type CrashOutcome } from './crash.ts';
import { loadTest } from './load.ts';
import { scratchPostgres } from './rows.ts';

const LOAD_USERS = Number(process.env.LOAD_USERS ?? 200);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const ONLY = process.env.RELIABILITY_ONLY; // 'crash' | 'load' while working on one of them

const started = Date.now();
const failures: string[] = [];
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
const tempDirs: string[] = [];
const tempDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `verity-${label}-`));
  tempDirs.push(dir);
  return dir;
};

function reportCrash(outcome: CrashOutcome) {
  log(
    `crash (${outcome.engine}): ${outcome.acknowledged} writes acknowledged before kill -9, ${outcome.cutOff} cut off; after restart: ` +
      outcome.checks.map((c) => `${c.kind} ${c.found}/${c.acked} (rows ${c.total})`).join(', '),
  );
  failures.push(...outcome.failures);
}

async function main() {
  log(`load average ${load()}; ${os.cpus().length} cores`);
  // Quiet logs, and limits high enough that one client IP can play every simulated user.
  const base = { LOG_LEVEL: 'error', RATE_LIMIT_SCALE: '100000' };

  if (ONLY !== 'load') {
    const dataDir = tempDir('crash');
    reportCrash(await crashTest('pglite', { ...base, DATA_DIR: dataDir }, { dataDir }));
    if (process.env.DATABASE_URL) {
      const scratch = await scratchPostgres(process.env.DATABASE_URL, 'crash');
      try {
        reportCrash(await crashTest('postgresql', { ...base, DATABASE_URL: scratch.url }, { databaseUrl: scratch.url }));
      } finally {
        await scratch.drop();
      }
    } else {
      log('crash (postgresql): skipped — set DATABASE_URL to a PostgreSQL server to run it');
    }
  }

  if (ONLY !== 'crash') {
    const dataDir = tempDir('load');
    log(`load: ${LOAD_USERS} users for ${LOAD_SECONDS} s on PGlite (load average before: ${load()})`);
    const outcome = await loadTest({ ...base, DATA_DIR: dataDir }, { dataDir }, LOAD_USERS, LOAD_SECONDS);
    log(
      `load: ${outcome.users} users signed up and in within ${outcome.arrivalSeconds.toFixed(1)} s, then worked for ` +
        `${outcome.seconds.toFixed(1)} s (load average after: ${load()})`,
    );
    console.table(
      outcome.figures.map((f) => ({
        path: f.path,
        requests: f.requests,
        errors: f.errors,
        'req/s': Number(f.perSecond.toFixed(1)),
        'p50 ms': Math.round(f.p50),
        'p99 ms': Math.round(f.p99),
      })),
    );
    log(`rows after the load: ${outcome.checks.map((c) => `${c.kind} ${c.found}/${c.acked} (rows ${c.total})`).join(', ')}`);
    for (const sample of outcome.errorSamples) log(`error: ${sample}`);
    failures.push(...outcome.failures);
  }
}

main()
  .catch((err: Error) => failures.push(`reliability run failed: ${err.stack ?? err.message}`))
  .finally(() => {
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
    log(`took ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${load()}`);
    if (failures.length > 0) {
      console.error(`\nRELIABILITY FAILED (${failures.length}):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
      process.exit(1);
    }
    console.log('\nreliability: every acknowledged write survived; no failed requests');
    process.exit(0);
  });
