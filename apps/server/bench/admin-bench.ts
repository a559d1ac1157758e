// The admin area at scale: the real server over a database seeded with 100,000 users and
// 1,000,000 analyses (admin-seed.ts), an admin signed in over HTTP, and every admin route
// timed on the server (median and p95 against 300 ms), with each page's query plans checked
// for sequential scans over users or analyses. Run alone: node --import tsx apps/server/bench/admin-bench.ts
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { ADMIN_SCALE, prepareSeededDatabase } from './admin-seed.ts';
import { startBenchServer, stopBenchServer } from './api-bench.ts';
import { decodeCursor } from '../src/api/admin/service.ts';
import { openDatabase } from '../src/db/client.ts';

export interface BenchRow {
  name: string;
  figure: string;
  target: string;
  pass: boolean | null;
}

const TARGET_MS = 300;
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 20);
const ADMIN_EMAIL = 'bench-admin@seed.example';
const PASSWORD = 'bench-admin-password-1';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function json(url: string, init: RequestInit = {}): Promise<Record<string, any>> {
  const res = await fetch(url, init);
  const body = (await res.json()) as Record<string, any>;
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

async function signInAdmin(url: string): Promise<string> {
  const post = (path: string) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }) });
  // The seeded folder is reused between runs: the admin from an earlier run signs in.
  let res = await post('/auth/v1/token?grant_type=password');
  if (res.status !== 200) res = await post('/auth/v1/signup');
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`admin sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/**
 * The SQL each route runs for one page, to EXPLAIN. Kept beside the bench rather than
 * captured from the driver so that the check names the query it judges.
 */
function pageQueries(cursor: { createdAt: string; id: string }, search: string): Record<string, Array<[string, unknown[]]>> {
  const userPage = (where: string) =>
    `select u.id, u.email, s.plan from (select * from auth.users u ${where} order by u.created_at desc, u.id desc limit 26) u
       left join subscriptions s on s.user_id = u.id order by u.created_at desc, u.id desc`;
  return {
    overview: [
      ['select sum(users), sum(analyses), sum(truth_score_sum), sum(revenue_cents) from admin_daily_stats', []],
      [`select * from admin_daily_stats where day > (now() at time zone 'UTC')::date - 60`, []],
    ],
    'users page 1': [[userPage(''), []], ['select sum(users) from admin_daily_stats', []]],
    'users search by email': [
      [userPage('where u.email like $1'), [`%${search}%`]],
      ['select count(*) from (select 1 from auth.users u where u.email like $1 limit 1001) m', [`%${search}%`]],
    ],
    'users deep page': [[userPage('where (u.created_at, u.id) < ($1::timestamptz, $2::uuid)'), [cursor.createdAt, cursor.id]]],
    revenue: [
      [`select plan, subscribers from admin_plan_counts where status = 'active'`, []],
      ['select sum(blueprint_sales), sum(blueprint_cents) from admin_daily_stats', []],
      [
        `select p.id, u.email from (select * from payments order by created_at desc limit 20) p
           left join auth.users u on u.id = p.user_id order by p.created_at desc`,
        [],
      ],
    ],
    leads: [
      ['select * from leads order by created_at desc, id desc limit 25', []],
      [`select * from leads where status = 'new' order by created_at desc, id desc limit 25`, []],
    ],
  };
}

/** Names the big tables a plan reads with a sequential scan. */
function seqScans(plan: unknown): string[] {
  const found: string[] = [];
  const walk = (node: Record<string, any>) => {
    if (node['Node Type'] === 'Seq Scan' && ['users', 'analyses'].includes(node['Relation Name'])) found.push(node['Relation Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk((plan as Array<{ Plan: Record<string, any> }>)[0]!.Plan);
  return found;
}

export async function runAdminBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const seeded = await prepareSeededDatabase(ADMIN_SCALE, (line) => process.stderr.write(`  seed: ${line}\n`));
  rows.push({
    name: `seed ${ADMIN_SCALE.users.toLocaleString('en-US')} users, ${ADMIN_SCALE.analyses.toLocaleString('en-US')} analyses`,
    figure: seeded.seedSeconds === null ? 'reused (same migrations and seed)' : `${seeded.seedSeconds.toFixed(0)} s (load avg ${loadavg()[0]!.toFixed(1)})`,
    target: 'reported',
    pass: null,
  });

  const { url, child } = await startBenchServer({ ...seeded.env, ADMIN_EMAILS: ADMIN_EMAIL });
  let deepCursor: { createdAt: string; id: string } | null = null;
  try {
    const token = await signInAdmin(url);
    const headers = { authorization: `Bearer ${token}` };
    // A cursor about 90 % of the way down the list, reached by walking 100-row pages.
    let after = '';
    for (let i = 0; i < Math.floor((ADMIN_SCALE.users * 0.9) / 100); i += 1) {
      const page = await json(`${url}/api/admin/users?pageSize=100${after ? `&after=${after}` : ''}`, { headers });
      after = page.data.nextCursor;
    }
    deepCursor = decodeCursor(after);
    const search = 'user4242';
    const routes: Array<[string, string]> = [
      ['overview', '/api/admin/overview'],
      ['users page 1', '/api/admin/users'],
      ['users search by email', `/api/admin/users?q=${search}`],
      ['users deep page', `/api/admin/users?after=${after}`],
      ['system', '/api/admin/system'],
      ['revenue', '/api/admin/revenue'],
      ['leads', '/api/admin/leads'],
      ['leads CSV export', '/api/admin/leads.csv?status=new'],
    ];
    const overview = await json(`${url}/api/admin/overview`, { headers });
    for (const [name, path] of routes) {
      await fetch(`${url}${path}`, { headers }).then((r) => r.arrayBuffer()); // warm-up
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < SAMPLES; i += 1) {
        const t0 = performance.now();
        const res = await fetch(`${url}${path}`, { headers });
        bytes = (await res.arrayBuffer()).byteLength;
        const elapsed = performance.now() - t0;
        if (res.status !== 200) throw new Error(`${path} → ${res.status}`);
        // The server's own time (Server-Timing from the bench server), else the round trip.
        const server = Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
        times.push(Number.isFinite(server) ? server : elapsed);
      }
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      rows.push({
        name: `admin: ${name}`,
        figure: `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${(bytes / 1024).toFixed(1)} KB)`,
        target: `p95 < ${TARGET_MS} ms`,
        pass: p95 < TARGET_MS,
      });
    }
    rows.push({ name: 'admin: machine load while timing', figure: `load avg ${loadavg()[0]!.toFixed(1)} (${seeded.env.DATA_DIR === ':memory:' ? 'postgresql' : 'pglite'})`, target: 'reported', pass: null });
    rows.push({ name: 'admin: overview users / analyses shown', figure: `${overview.data.users.value} / ${overview.data.analyses.value}`, target: 'reported', pass: null });
  } finally {
    await stopBenchServer(child);
  }

  // Plans and true counts, with the server stopped (a PGlite folder has one owner at a time).
  const db = await openDatabase({ databaseUrl: 'DATABASE_URL' in seeded.env ? seeded.env.DATABASE_URL : undefined, dataDir: seeded.env.DATA_DIR });
  try {
    const [counts] = await db.query<{ users: number; analyses: number; stats_users: unknown; stats_analyses: unknown }>(
      `select (select count(*)::int from auth.users) as users, (select count(*)::int from analyses) as analyses,
              (select sum(users) from admin_daily_stats) as stats_users, (select sum(analyses) from admin_daily_stats) as stats_analyses`,
    );
    const exact = Number(counts!.stats_users) === counts!.users && Number(counts!.stats_analyses) === counts!.analyses;
    rows.push({
      name: 'admin: overview counters vs count(*)',
      figure: `users ${Number(counts!.stats_users)} / ${counts!.users}, analyses ${Number(counts!.stats_analyses)} / ${counts!.analyses}`,
      target: 'equal',
      pass: exact,
    });
    const cursor = deepCursor ?? { createdAt: 'now()', id: '00000000-0000-0000-0000-000000000000' };
    for (const [name, queries] of Object.entries(pageQueries(cursor, 'user4242'))) {
      const scans: string[] = [];
      for (const [sql, params] of queries) {
        const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params);
        const plan = row!['QUERY PLAN'];
        scans.push(...seqScans(typeof plan === 'string' ? JSON.parse(plan) : plan));
      }
      rows.push({
        name: `admin: ${name} query plan`,
        figure: scans.length ? `seq scan on ${[...new Set(scans)].join(', ')}` : 'indexes / counters only',
        target: 'no seq scan on users or analyses',
        pass: scans.length === 0,
      });
    }
  } finally {
    await db.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runAdminBench()) console.log(row);
}
