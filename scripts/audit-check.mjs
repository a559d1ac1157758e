// `npm audit --omit=dev`, judged: any high or critical advisory in a runtime dependency fails,
// unless it is listed below with its reason in docs/decisions/0009-reliability-and-security-checks.md.
import { spawnSync } from 'node:child_process';

/** Advisory URLs (GHSA) accepted after review, each explained in ADR 0009. */
const EXPLAINED = new Set([]);

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}
if (!report || !report.metadata) {
  // No verdict is not a pass: say plainly that nothing was checked.
  const reason = report?.message ?? report?.error?.summary ?? (run.stderr.trim().split('\n').pop() || 'no answer');
  console.log(`npm audit: NOT CHECKED — the advisory database could not be reached (${reason})`);
  process.exit(process.env.AUDIT_REQUIRED === 'true' ? 1 : 0);
}

const serious = [];
for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
  if (entry.severity !== 'high' && entry.severity !== 'critical') continue;
  // Entries that are vulnerable only through another package are judged at that package.
  const unexplained = (entry.via ?? []).filter((v) => typeof v === 'object' && !EXPLAINED.has(v.url));
  if (unexplained.length > 0) {
    serious.push(`${entry.severity} ${name}: ${unexplained.map((v) => `${v.title} (${v.url})`).join('; ')}`);
  }
}
const counts = report.metadata.vulnerabilities;
console.log(`npm audit --omit=dev: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`);
if (serious.length > 0) {
  console.log(`unexplained high/critical findings:\n${serious.map((s) => `  - ${s}`).join('\n')}`);
  process.exit(1);
}
