import type { DatabaseHandle } from '../../db/client.ts';
import { PLANS } from '@verity/contracts/plans';

const DAY_MS = 86_400_000;

export interface Figure {
  value: number;
  /** This 30-day window against the previous one, as a signed percentage; null without a base. */
  growth: number | null;
  /** Daily values over the last 30 days, oldest first. */
  sparkline: number[];
}

function growth(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Daily counts or sums over the last 30 days, from one grouped query. */
async function daily(db: DatabaseHandle, sql: string): Promise<number[]> {
  const rows = await db.query<{ day: string; v: number | string }>(sql);
  const byDay = new Map(rows.map((r) => [new Date(r.day).toISOString().slice(0, 10), Number(r.v)]));
  const today = Date.now();
  return Array.from({ length: 30 }, (_, i) => {
    const key = new Date(today - (29 - i) * DAY_MS).toISOString().slice(0, 10);
    return byDay.get(key) ?? 0;
  });
}

const WINDOWS = `
  (count(*) filter (where created_at >= now() - interval '30 days'))::int as cur,
  (count(*) filter (where created_at >= now() - interval '60 days' and created_at < now() - interval '30 days'))::int as prev`;

export async function overview(db: DatabaseHandle) {
  const [users] = await db.query<{ total: number; cur: number; prev: number }>(
    `select count(*)::int as total, ${WINDOWS} from auth.users`,
  );
  const [analyses] = await db.query<{ total: number; cur: number; prev: number; avg: number | null; cur_avg: number | null; prev_avg: number | null }>(
    `select count(*)::int as total, ${WINDOWS},
            avg(truth_score) as avg,
            avg(truth_score) filter (where created_at >= now() - interval '30 days') as cur_avg,
            avg(truth_score) filter (where created_at >= now() - interval '60 days' and created_at < now() - interval '30 days') as prev_avg
       from analyses`,
  );
  const [revenue] = await db.query<{ total: string; cur: string; prev: string }>(
    `select coalesce(sum(amount_cents), 0) as total,
            coalesce(sum(amount_cents) filter (where created_at >= now() - interval '30 days'), 0) as cur,
            coalesce(sum(amount_cents) filter (where created_at >= now() - interval '60 days' and created_at < now() - interval '30 days'), 0) as prev
       from payments where refunded_at is null`,
  );
  const since = `where created_at >= date_trunc('day', now()) - interval '29 days' group by 1`;
  const [userDays, analysisDays, revenueDays, scoreDays] = await Promise.all([
    daily(db, `select date_trunc('day', created_at) as day, count(*) as v from auth.users ${since}`),
    daily(db, `select date_trunc('day', created_at) as day, count(*) as v from analyses ${since}`),
    daily(db, `select date_trunc('day', created_at) as day, sum(amount_cents) as v from (select * from payments where refunded_at is null) p ${since}`),
    daily(db, `select date_trunc('day', created_at) as day, avg(truth_score) as v from analyses ${since}`),
  ]);
  const avgScore = analyses?.avg === null || analyses?.avg === undefined ? null : Number(analyses.avg);
  return {
    users: { value: users!.total, growth: growth(users!.cur, users!.prev), sparkline: userDays } satisfies Figure,
    analyses: { value: analyses!.total, growth: growth(analyses!.cur, analyses!.prev), sparkline: analysisDays } satisfies Figure,
    revenueCents: {
      value: Number(revenue!.total),
      growth: growth(Number(revenue!.cur), Number(revenue!.prev)),
      sparkline: revenueDays,
    } satisfies Figure,
    avgTruthScore: {
      value: avgScore ?? 0,
      growth:
        analyses?.cur_avg === null || analyses?.prev_avg === null || analyses === undefined
          ? null
          : growth(Number(analyses.cur_avg), Number(analyses.prev_avg)),
      sparkline: scoreDays,
    } satisfies Figure,
    empty: users!.total === 0 && analyses!.total === 0 && Number(revenue!.total) === 0,
  };
}

export interface UserRow {
  id: string;
  email: string | null;
  role: string | null;
  plan: string | null;
  status: string | null;
  analysisUsed: number | null;
  analysisLimit: number | null;
  createdAt: string;
  lastSignInAt: string | null;
}

/** A page of users, newest first, optionally filtered by an email fragment or one id. */
export async function listUsers(db: DatabaseHandle, opts: { query: string; page: number; pageSize: number; id?: string }) {
  const pattern = opts.query ? `%${opts.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = opts.id ? 'where u.id = $1' : pattern ? `where u.email like $1` : '';
  const params = opts.id ? [opts.id] : pattern ? [pattern] : [];
  const [{ n }] = (await db.query<{ n: number }>(`select count(*)::int as n from auth.users u ${where}`, params)) as [{ n: number }];
  const rows = await db.query<{
    id: string; email: string | null; role: string | null; plan: string | null; status: string | null;
    analysis_used: number | null; analysis_limit: number | null; created_at: Date; last_sign_in_at: Date | null;
  }>(
    `select u.id, u.email, u.raw_app_meta_data->>'role' as role, s.plan, s.status, s.analysis_used, s.analysis_limit,
            u.created_at, u.last_sign_in_at
       from auth.users u left join subscriptions s on s.user_id = u.id
       ${where}
      order by u.created_at desc, u.id desc
      limit ${opts.pageSize} offset ${(opts.page - 1) * opts.pageSize}`,
    params,
  );
  const users: UserRow[] = rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    plan: r.plan,
    status: r.status,
    analysisUsed: r.analysis_used,
    analysisLimit: r.analysis_limit,
    createdAt: new Date(r.created_at).toISOString(),
    lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at).toISOString() : null,
  }));
  return { users, total: n, page: opts.page, pageSize: opts.pageSize };
}

export async function revenue(db: DatabaseHandle) {
  const byPlan = await db.query<{ plan: string; subscribers: number }>(
    `select plan, count(*)::int as subscribers from subscriptions where status = 'active' group by plan`,
  );
  const mrrByPlan = PLANS.map((plan) => {
    const subscribers = byPlan.find((r) => r.plan === plan.id)?.subscribers ?? 0;
    return { planId: plan.id, name: plan.name, subscribers, mrrCents: subscribers * plan.priceCents };
  });
  const [blueprints] = await db.query<{ n: number; cents: string }>(
    `select count(*)::int as n, coalesce(sum(amount_cents), 0) as cents from payments where kind = 'blueprint' and refunded_at is null`,
  );
  const payments = await db.query<{ id: string; email: string | null; kind: string; amount_cents: number; provider: string; created_at: Date }>(
    `select p.id, u.email, p.kind, p.amount_cents, p.provider, p.created_at
       from payments p left join auth.users u on u.id = p.user_id
      order by p.created_at desc limit 20`,
  );
  return {
    mrrCents: mrrByPlan.reduce((sum, p) => sum + p.mrrCents, 0),
    mrrByPlan,
    blueprintSales: { count: blueprints?.n ?? 0, totalCents: Number(blueprints?.cents ?? 0) },
    recentPayments: payments.map((p) => ({
      id: p.id,
      email: p.email,
      kind: p.kind,
      amountCents: p.amount_cents,
      provider: p.provider,
      createdAt: new Date(p.created_at).toISOString(),
    })),
  };
}

export const LEAD_PAGE_COLUMNS = ['id', 'kind', 'status', 'name', 'email', 'company', 'created_at', 'payload'] as const;

export async function listLeads(
  db: DatabaseHandle,
  opts: { kind?: string | undefined; status?: string | undefined; page: number; pageSize: number },
) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (opts.kind) {
    params.push(opts.kind);
    clauses.push(`kind = $${params.length}`);
  }
  if (opts.status) {
    params.push(opts.status);
    clauses.push(`status = $${params.length}`);
  }
  const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
  const [{ n }] = (await db.query<{ n: number }>(`select count(*)::int as n from leads ${where}`, params)) as [{ n: number }];
  const rows = await db.query<{ id: string; kind: string; status: string; name: string; email: string; company: string; created_at: Date; payload: Record<string, unknown> }>(
    `select id, kind, status, name, email, company, created_at, payload from leads ${where}
      order by created_at desc, id desc limit ${opts.pageSize} offset ${(opts.page - 1) * opts.pageSize}`,
    params,
  );
  return {
    leads: rows.map((r) => ({ ...r, createdAt: new Date(r.created_at).toISOString(), created_at: undefined })),
    total: n,
    page: opts.page,
    pageSize: opts.pageSize,
  };
}
