// Seeds a database at admin scale (100,000 users, 1,000,000 analyses, payments and leads) with
// bulk `insert … select from generate_series`, straight into the tables, for the admin bench.
// PGlite: a data folder under the system temp dir, reused while the migrations and this seed
// are unchanged (the folder name is a hash of both). PostgreSQL (DATABASE_URL): a database of
// that name on the same server. Run alone: npm run seed:admin
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLANS } from '@verity/contracts/plans';
import { BLUEPRINTS } from '../src/api/blueprints/catalog.ts';
import { seedBlueprints } from '../src/api/blueprints/service.ts';
import { seedPlans } from '../src/api/subscriptions/routes.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { MIGRATIONS_DIR, runMigrations } from '../src/db/migrate.ts';

export interface SeedCounts {
  users: number;
  analyses: number;
  payments: number;
  leads: number;
}

export const ADMIN_SCALE: SeedCounts = { users: 100_000, analyses: 1_000_000, payments: 20_000, leads: 10_000 };
const BATCH = 250_000;
const DAYS = 730;

const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;
const sqlArray = (values: readonly (string | number)[]) =>
  `array[${values.map((v) => (typeof v === 'number' ? String(v) : sqlText(v))).join(', ')}]`;

/** Fills an empty, migrated database. Returns the time each table took, in ms. */
export async function seedAdminScale(db: DatabaseHandle, counts: SeedCounts, log: (line: string) => void = () => {}) {
  const timings: Record<string, number> = {};
  const step = async (name: string, sql: string) => {
    const t0 = performance.now();
    await db.query(sql);
    timings[name] = (timings[name] ?? 0) + (performance.now() - t0);
  };
  await seedPlans((sql, params) => db.query(sql, params));
  await seedBlueprints(db);
  const userId = (expr: string) => `md5('seed-user-' || (${expr}))::uuid`;
  // Users: created over the last two years, a quarter of them never signed in.
  await step(
    'users',
    `insert into auth.users (id, email, email_confirmed_at, last_sign_in_at, raw_app_meta_data, created_at, updated_at)
     select ${userId('i')}, 'user' || i || '@seed.example', t, case when i % 4 = 0 then null else least(now(), t + random() * interval '60 days') end,
            '{"provider":"email","providers":["email"]}'::jsonb, t, t
       from (select i, now() - random() * interval '${DAYS} days' as t from generate_series(1, ${counts.users}) i) g`,
  );
  log(`users: ${counts.users} in ${(timings.users! / 1000).toFixed(1)} s`);
  await step('profiles', `insert into profiles (user_id, created_at, updated_at) select id, created_at, created_at from auth.users`);
  // Plans: 80 % free, 12 % starter, 6 % professional, 2 % enterprise; 5 % canceled.
  const limits = Object.fromEntries(PLANS.map((p) => [p.id, p.analysisLimit]));
  await step(
    'subscriptions',
    `insert into subscriptions (user_id, plan, status, current_period_start, current_period_end, analysis_limit, analysis_used, created_at, updated_at)
     select id, plan, case when random() < 0.05 then 'canceled' else 'active' end, now() - interval '10 days', now() + interval '20 days',
            case plan when 'free' then ${limits.free} when 'starter' then ${limits.starter} when 'professional' then ${limits.professional}
                      else ${limits.enterprise} end,
            floor(random() * 10)::int, created_at, created_at
       from (select id, created_at, case when r < 0.80 then 'free' when r < 0.92 then 'starter' when r < 0.98 then 'professional'
                                         else 'enterprise' end as plan
               from (select id, created_at, random() as r from auth.users where email like '%@seed.example') u) p`,
  );
  log(`subscriptions and profiles in ${((timings.profiles! + timings.subscriptions!) / 1000).toFixed(1)} s`);
  // Loading 10^6 rows and then building the secondary indexes once beats updating them per row.
  const analysesIndexes = await db.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
      where schemaname = 'public' and tablename = 'analyses' and indexname <> 'analyses_pkey'`,
  );
  for (const index of analysesIndexes) await db.query(`drop index ${index.name}`);
  for (let from = 1; from <= counts.analyses; from += BATCH) {
    const to = Math.min(counts.analyses, from + BATCH - 1);
    await step(
      'analyses',
      `insert into analyses (id, user_id, hypothesis, analysis_type, truth_score, status, cost, engine_version, result, created_at)
       select md5('seed-analysis-' || i)::uuid, ${userId(`1 + i % ${counts.users}`)}, 'Seeded hypothesis ' || i,
              (array['predictive', 'causal', 'descriptive', 'prescriptive'])[1 + i % 4], random(),
              (array['passed', 'pending', 'failed'])[1 + i % 3], round((random() * 0.01)::numeric, 6), 'seed', '{}'::jsonb,
              now() - random() * interval '${DAYS} days'
         from generate_series(${from}, ${to}) i`,
    );
    log(`analyses: ${to} after ${(timings.analyses! / 1000).toFixed(1)} s`);
  }
  for (const index of analysesIndexes) await step('analyses', index.def);
  log(`analyses with indexes after ${(timings.analyses! / 1000).toFixed(1)} s`);
  // Payments: three in four for a paid plan, one in four for a blueprint, each with its checkout.
  const paid = PLANS.filter((p) => p.priceCents > 0);
  await step(
    'payments',
    `insert into checkout_sessions (id, user_id, kind, plan_id, blueprint_id, amount_cents, provider, status, created_at, expires_at, completed_at)
     select md5('seed-checkout-' || i)::uuid, ${userId(`1 + (i * 7) % ${counts.users}`)}, kind,
            case when kind = 'subscription' then (${sqlArray(paid.map((p) => p.id))})[1 + i % ${paid.length}] end,
            case when kind = 'blueprint' then (${sqlArray(BLUEPRINTS.map((b) => b.id))})[1 + i % ${BLUEPRINTS.length}] end,
            case when kind = 'subscription' then (${sqlArray(paid.map((p) => p.priceCents))})[1 + i % ${paid.length}]
                 else (${sqlArray(BLUEPRINTS.map((b) => b.priceCents))})[1 + i % ${BLUEPRINTS.length}] end,
            'sandbox', 'completed', t, t + interval '1 hour', t
       from (select i, case when i % 4 = 0 then 'blueprint' else 'subscription' end as kind,
                    now() - random() * interval '${DAYS} days' as t
               from generate_series(1, ${counts.payments}) i) g`,
  );
  await step(
    'payments',
    `insert into payments (user_id, checkout_session_id, kind, amount_cents, provider, created_at)
     select user_id, id, kind, amount_cents, provider, completed_at from checkout_sessions
      where id in (select md5('seed-checkout-' || i)::uuid from generate_series(1, ${counts.payments}) i)`,
  );
  await step(
    'leads',
    `insert into leads (kind, email, name, company, payload, status, created_at)
     select (array['demo', 'pilot', 'contact', 'lead'])[1 + i % 4], 'lead' || i || '@seed.example', 'Lead ' || i, 'Company ' || (i % 997),
            jsonb_build_object('message', 'Seeded message ' || i), (array['new', 'contacted', 'closed'])[1 + i % 3],
            now() - random() * interval '${DAYS} days'
       from generate_series(1, ${counts.leads}) i`,
  );
  log(`payments and leads in ${((timings.payments! + timings.leads!) / 1000).toFixed(1)} s`);
  // Planner statistics, and the visibility map for index-only scans.
  await step('vacuum', 'vacuum analyze');
  log(`vacuum analyze in ${(timings.vacuum! / 1000).toFixed(1)} s`);
  return timings;
}

/** A hash of every migration and of this file: a change to either means a new seed. */
export function seedKey(counts: SeedCounts): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  hash.update(fs.readFileSync(fileURLToPath(import.meta.url)));
  hash.update(JSON.stringify(counts));
  return hash.digest('hex').slice(0, 16);
}

export interface SeededDatabase {
  /** What to hand the server: a PGlite folder or a PostgreSQL URL. */
  env: { DATA_DIR: string } | { DATABASE_URL: string; DATA_DIR: string };
  where: string;
  /** Seconds the seed took in this run; null when a cached seed was reused. */
  seedSeconds: number | null;
}

/** Opens (or builds once) the seeded database for `counts`. */
export async function prepareSeededDatabase(
  counts: SeedCounts = ADMIN_SCALE,
  log: (line: string) => void = () => {},
): Promise<SeededDatabase> {
  const key = seedKey(counts);
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `verity_admin_seed_${key}`;
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const server = await openDatabase({ databaseUrl: baseUrl, dataDir: ':memory:' });
    try {
      const exists = await server.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.length > 0) {
        const db = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
        const done = await db.query(`select 1 from pg_tables where tablename = 'admin_seed_complete'`).finally(() => db.close());
        if (done.length > 0) return { env: { DATABASE_URL: url.toString(), DATA_DIR: ':memory:' }, where: name, seedSeconds: null };
        await server.query(`drop database "${name}" with (force)`);
      }
      await server.query(`create database "${name}"`);
    } finally {
      await server.close();
    }
    const seconds = await seedInto({ databaseUrl: url.toString(), dataDir: ':memory:' }, counts, log);
    return { env: { DATABASE_URL: url.toString(), DATA_DIR: ':memory:' }, where: name, seedSeconds: seconds };
  }
  const dir = path.join(os.tmpdir(), `verity-admin-seed-${key}`);
  if (fs.existsSync(path.join(dir, 'SEED_COMPLETE'))) return { env: { DATA_DIR: dir }, where: dir, seedSeconds: null };
  // Seeds from another migration set are stale: remove them rather than fill the disk.
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const stale = path.join(os.tmpdir(), entry);
    if (entry.startsWith('verity-admin-seed-') && !fs.existsSync(path.join(stale, 'verity.lock'))) fs.rmSync(stale, { recursive: true, force: true });
  }
  // A run cut short leaves a half-filled folder: start again from nothing.
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const seconds = await seedInto({ dataDir: partial }, counts, log);
  fs.writeFileSync(path.join(partial, 'SEED_COMPLETE'), `${new Date().toISOString()} ${JSON.stringify(counts)}\n`);
  fs.renameSync(partial, dir);
  return { env: { DATA_DIR: dir }, where: dir, seedSeconds: seconds };
}

async function seedInto(target: { databaseUrl?: string; dataDir: string }, counts: SeedCounts, log: (line: string) => void) {
  const t0 = performance.now();
  const db = await openDatabase(target);
  try {
    await runMigrations(db);
    await seedAdminScale(db, counts, log);
    if (target.databaseUrl) await db.query('create table admin_seed_complete (at timestamptz not null default now())');
  } finally {
    await db.close();
  }
  return (performance.now() - t0) / 1000;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seeded = await prepareSeededDatabase(ADMIN_SCALE, (line) => console.log(line));
  console.log(
    seeded.seedSeconds === null ? `Reusing the seeded database at ${seeded.where}` : `Seeded ${seeded.where} in ${seeded.seedSeconds.toFixed(1)} s`,
  );
}
