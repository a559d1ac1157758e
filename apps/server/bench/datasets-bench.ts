// User-dataset bench: reading a 20 MB upload, how compactly its rows are stored, what a cache
// miss costs, and verification latency on a user's table.
// Run alone: node --import tsx apps/server/bench/datasets-bench.ts
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { signUpTestUser, startTestServer } from '../src/testing/test-app.ts';
import { createCatalog } from '@verity/engine/claims/catalog/create-catalog';
import { NODE_HASHER } from '@verity/engine/claims/catalog/load-catalog';
import { prepareUpload, userDatasetDef } from '@verity/engine/claims/catalog/user-dataset';
import { verifyClaim } from '@verity/engine/claims/verify/verify-claim';
import { decodeRows, encodeRows } from '../src/api/datasets/store.ts';
import { quantile } from './api-bench.ts';

export interface BenchRow {
  name: string;
  figure: string;
  target: string;
  pass: boolean | null;
}

// Just under the 20 MB upload limit, so the same file also goes through POST /api/datasets.
const TARGET_BYTES = 20 * 1024 * 1024 - 64 * 1024;

/** A deterministic monthly sales table: 400 stores × months from 1990, until the file reaches ~20 MB. */
function salesCsv(): string {
  const parts = ['store,date,revenue,units,margin_pct\n'];
  let size = parts[0]!.length;
  let seed = 1;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let m = 0; size < TARGET_BYTES; m++) {
    const y = 1990 + Math.floor(m / 12);
    const date = `${y}-${String((m % 12) + 1).padStart(2, '0')}`;
    for (let s = 0; s < 400 && size < TARGET_BYTES; s++) {
      const line = `Store ${s},${date},${(10000 + rand() * 90000).toFixed(2)},${Math.floor(rand() * 5000)},${(rand() * 40).toFixed(1)}\n`;
      parts.push(line);
      size += line.length;
    }
  }
  return parts.join('');
}

function cpuMs(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
}

export async function runDatasetsBench(): Promise<BenchRow[]> {
  const load = `load avg ${loadavg()[0]!.toFixed(1)}`;
  const text = salesCsv();
  const bytes = new TextEncoder().encode(text);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  const httpRows: BenchRow[] = [];
  // First, in a clean process, through the real server: the upload is read in the user-table worker,
  // so the event loop stays free. (Later phases hold large tables in this process, and their GC would count.)
  const server = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
  try {
    const user = await signUpTestUser(server.url);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const u0 = performance.now();
    const qs = new URLSearchParams({ name: 'Sales', entityColumn: 'store', timeColumn: 'date', units: '{"revenue":"USD"}', sumColumns: 'revenue,units' });
    const res = await fetch(`${server.url}/api/datasets?${qs}`, { method: 'POST', headers: { 'content-type': 'text/csv', ...user.auth }, body: bytes });
    const up = (await res.json()) as { data?: { id: string } };
    const uploadMs = performance.now() - u0;
    const v0 = performance.now();
    const verified = await fetch(`${server.url}/api/datasets/${up.data?.id}/verify`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...user.auth }, body: JSON.stringify({ claim: 'Store 7 revenue rose by more than 5% from 1995 to 2000' }),
    });
    const verifyMs = performance.now() - v0;
    delay.disable();
    httpRows.push({
      name: `datasets: POST /api/datasets with the ${mb(bytes.length)} file, then one verification (HTTP ${res.status}, ${verified.status})`,
      figure: `${uploadMs.toFixed(0)} ms and ${verifyMs.toFixed(0)} ms wall; longest event-loop stall meanwhile ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms (${load})`,
      target: 'reported', pass: null,
    });
  } finally {
    await server.close();
  }


  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const prepared = prepareUpload(bytes, {
    id: 'user-bench', name: 'Sales', file: 'sales.csv', format: 'csv',
    entityColumn: 'store', timeColumn: 'date', units: { revenue: 'USD', margin_pct: '%' }, sumColumns: ['revenue', 'units'],
  });
  const tRead = performance.now() - t0;
  const cRead = cpuMs(c0);
  const c1 = process.cpuUsage();
  const t1 = performance.now();
  const catalog = createCatalog([{ def: prepared.def, rows: prepared.rows }], { hasher: NODE_HASHER });
  const tBuild = performance.now() - t1;
  const cBuild = cpuMs(c1);
  const names = prepared.spec.columns.map((c) => c.name);
  const t2 = performance.now();
  const blob = encodeRows(names, prepared.rows);
  const tEncode = performance.now() - t2;
  const rowJson = JSON.stringify(prepared.rows);

  const rows: BenchRow[] = [
    ...httpRows,
    {
      name: `datasets: read and check a ${mb(bytes.length)} CSV upload (${prepared.rows.length.toLocaleString('en')} rows: UTF-8, rows, types, roles)`,
      figure: `${tRead.toFixed(0)} ms wall, ${cRead.toFixed(0)} ms CPU (${load})`, target: 'reported', pass: null,
    },
    {
      name: 'datasets: typed columns, indexes and the row Merkle tree for it',
      figure: `${tBuild.toFixed(0)} ms wall, ${cBuild.toFixed(0)} ms CPU (${load})`, target: 'reported', pass: null,
    },
    {
      name: 'datasets: stored size — gzip columnar JSON (chosen) vs row JSON (≈ a jsonb column) vs gzip row JSON vs the file',
      figure: `${mb(blob.length)} (encode ${tEncode.toFixed(0)} ms) vs ${mb(rowJson.length)} vs ${mb(gzipSync(rowJson).length)} vs ${mb(bytes.length)}`,
      target: 'reported', pass: null,
    },
  ];

  // A cache miss: blob → rows → catalog with the stored root → tree built and checked.
  const c3 = process.cpuUsage();
  const t3 = performance.now();
  const back = decodeRows(blob);
  const again = createCatalog([{ def: { ...userDatasetDef(prepared.spec, back), merkleRoot: catalog.datasets[0]!.merkleRoot }, rows: back }], { hasher: NODE_HASHER });
  void again.datasets[0]!.merkle.root;
  rows.push({
    name: 'datasets: cache miss — read the blob back, rebuild and check the Merkle root',
    figure: `${(performance.now() - t3).toFixed(0)} ms wall, ${cpuMs(c3).toFixed(0)} ms CPU (${load})`, target: 'reported', pass: null,
  });

  const claims = [
    'Store 7 revenue rose by more than 5% from 1995 to 2000',
    'Store 12 had higher revenue than Store 30 in 1998',
    'Store 3 units were above 25000 in 1999',
    'Store 44 margin pct was about 20 in March 1996',
  ];
  for (const c of claims) verifyClaim(c, catalog);
  const wall: number[] = [];
  for (let rep = 0; rep < 50; rep++) {
    for (const c of claims) {
      const s = performance.now();
      verifyClaim(c, catalog);
      wall.push(performance.now() - s);
    }
  }
  rows.push({
    name: `datasets: verify a claim on the cached ${prepared.rows.length.toLocaleString('en')}-row table (${claims.length} claims × 50)`,
    figure: `p50 ${quantile(wall, 0.5).toFixed(2)} ms, p99 ${quantile(wall, 0.99).toFixed(2)} ms wall (${load})`,
    target: 'reported', pass: null,
  });
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const r of await runDatasetsBench()) console.log(`${r.pass === null ? '·' : r.pass ? 'PASS' : 'FAIL'}  ${r.name}: ${r.figure} (target ${r.target})`);
}
