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

interface DayRow {
  day: string;
  users: number;
  analyses: number;
  score: number;
  cents: number;
}

const sum = (rows: DayRow[], pick: (r: DayRow) => number) => rows.reduce((total, r) => total + pick(r), 0);

/**
 * The overview reads the per-day totals that triggers keep in `admin_daily_stats` (migration
 * 0050): a few hundred rows instead of a scan of 10^6 analyses, and still exact. Windows are
 * whole UTC days: today and the 29 days before it, against the 30 days before those.
 */
export async function overview(db: DatabaseHandle) {
  const [totals] = await db.query<{ users: unknown; analyses: unknown; score: unknown; cents: unknown; today: string }>(
    `select coalesce(sum(users), 0) as users, coalesce(sum(analyses), 0) as analyses,
            coalesce(sum(truth_score_sum), 0) as score, coalesce(sum(revenue_cents), 0) as cents,
            to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD') as today
       from admin_daily_stats`,
  );
  const recent = await db.query<{ day: string; users: unknown; analyses: unknown; score: unknown; cents: unknown }>(
    `select to_char(day, 'YYYY-MM-DD') as day, users, analyses, truth_score_sum as score, revenue_cents as cents
       from admin_daily_stats where day > (now() at time zone 'UTC')::date - 60`,
  );
  const byDay = new Map<string, DayRow>(
    recent.map((r) => [r.day, { day: r.day, users: Number(r.users), analyses: Number(r.analyses), score: Number(r.score), cents: Number(r.cents) }]),
  );
  const today = Date.parse(`${totals!.today}T00:00:00Z`);
  const days = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => {
      const key = new Date(today - (to - i) * DAY_MS).toISOString().slice(0, 10);
      return byDay.get(key) ?? { day: key, users: 0, analyses: 0, score: 0, cents: 0 };
    });
  // Oldest first: days 29…0 ago, and 59…30 ago.
  const current = days(0, 29);
  const previous = days(30, 59);
  const mean = (rows: DayRow[]) => {
    const n = sum(rows, (r) => r.analyses);
    return n === 0 ? null : sum(rows, (r) => r.score) / n;
  };
  const users = Number(totals!.users);
  const analyses = Number(totals!.analyses);
  const revenueCents = Number(totals!.cents);
  const curAvg = mean(current);
  const prevAvg = mean(previous);
  return {
    users: {
      value: users,
      growth: growth(sum(current, (r) => r.users), sum(previous, (r) => r.users)),
      sparkline: current.map((r) => r.users),
    } satisfies Figure,
    analyses: {
      value: analyses,
      growth: growth(sum(current, (r) => r.analyses), sum(previous, (r) => r.analyses)),
      sparkline: current.map((r) => r.analyses),
    } satisfies Figure,
    revenueCents: {
      value: revenueCents,
      growth: growth(sum(current, (r) => r.cents), sum(previous, (r) => r.cents)),
      sparkline: current.map((r) => r.cents),
    } satisfies Figure,
    // Stored as a probability (0–1); shown as a percentage like the spec's "94.2".
    avgTruthScore: {
      value: analyses === 0 ? 0 : (Number(totals!.score) / analyses) * 100,
      growth: curAvg === null || prevAvg === null ? null : growth(curAvg, prevAvg),
      sparkline: current.map((r) => (r.analyses === 0 ? 0 : (r.score / r.analyses) * 100)),
    } satisfies Figure,
    // The admin reading this is a user, so "empty" means nothing has happened yet.
    empty: analyses === 0 && revenueCents === 0,
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

/** A position in the users list, newest first: the (created_at, id) of a row, opaque to clients. */
export interface UserCursor {
  createdAt: string;
  id: string;
}

const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-](\d{2})(:\d{2})?|Z)$/;

/** A timestamp PostgreSQL will accept: a real calendar date and time, not just the shape of one. */
function validTimestamp(text: string): boolean {
  const m = TIMESTAMP_TEXT.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi, sec] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, sec));
  return (
    y >= 1970 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === sec &&
    (m[9] === undefined || Number(m[9]) <= 15)
  );
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The timestamp travels as PostgreSQL's own text, keeping the microseconds a JS Date would drop.
export function encodeCursor(cursor: UserCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

/** Null when the text is not a cursor this server issued. */
export function decodeCursor(text: string): UserCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || !validTimestamp(createdAt) || !UUID.test(id)) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** Search results are counted up to this many; beyond it the total is reported as capped. */
export const SEARCH_COUNT_CAP = 1000;

export interface ListUsersOptions {
  query: string;
  pageSize: number;
  /** Rows older than this cursor (the next page). */
  after?: UserCursor | undefined;
  /** Rows newer than this cursor (the previous page). */
  before?: UserCursor | undefined;
  id?: string;
}

/**
 * A page of users, newest first, by keyset on (created_at, id): every page, however deep,
 * is one index range scan. The unfiltered total comes from the maintained daily counters.
 */
export async function listUsers(db: DatabaseHandle, opts: ListUsersOptions) {
  const params: unknown[] = [];
  const clauses: string[] = [];
  if (opts.id) {
    params.push(opts.id);
    clauses.push(`u.id = $${params.length}`);
  } else if (opts.query) {
    params.push(`%${opts.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    clauses.push(`u.email like $${params.length}`);
  }
  const filter = [...clauses];
  const backwards = opts.before !== undefined;
  const cursor = opts.before ?? opts.after;
  if (cursor) {
    params.push(cursor.createdAt, cursor.id);
    clauses.push(`(u.created_at, u.id) ${backwards ? '>' : '<'} ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
  const direction = backwards ? 'asc' : 'desc';
  const rows = await db.query<{
    id: string; email: string | null; role: string | null; plan: string | null; status: string | null;
    analysis_used: number | null; analysis_limit: number | null; created_at: Date; created_at_text: string; last_sign_in_at: Date | null;
  }>(
    `select u.id, u.email, u.raw_app_meta_data->>'role' as role, s.plan, s.status, s.analysis_used, s.analysis_limit,
            u.created_at, u.created_at::text as created_at_text, u.last_sign_in_at
       from (select * from auth.users u ${where} order by u.created_at ${direction}, u.id ${direction} limit ${opts.pageSize + 1}) u
       left join subscriptions s on s.user_id = u.id
      order by u.created_at ${direction}, u.id ${direction}`,
    params,
  );
  const more = rows.length > opts.pageSize;
  const page = rows.slice(0, opts.pageSize);
  if (backwards) page.reverse();
  const cursorOf = (r: (typeof rows)[number] | undefined) => (r ? encodeCursor({ createdAt: r.created_at_text, id: r.id }) : null);
  // Going back, `more` means newer rows remain; going forward it means older rows do.
  const nextCursor = backwards ? cursorOf(page.at(-1)) : more ? cursorOf(page.at(-1)) : null;
  const prevCursor = backwards ? (more ? cursorOf(page[0]) : null) : opts.after ? cursorOf(page[0]) : null;

  let total: number;
  let totalCapped = false;
  if (filter.length === 0) {
    const [row] = await db.query<{ n: unknown }>('select coalesce(sum(users), 0) as n from admin_daily_stats');
    total = Number(row!.n);
  } else {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from auth.users u where ${filter.join(' and ')} limit ${SEARCH_COUNT_CAP + 1}) m`,
      params.slice(0, 1),
    );
    totalCapped = row!.n > SEARCH_COUNT_CAP;
    total = Math.min(row!.n, SEARCH_COUNT_CAP);
  }
  const users: UserRow[] = page.map((r) => ({
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
  return { users, total, totalCapped, pageSize: opts.pageSize, nextCursor: page.length ? nextCursor : null, prevCursor: page.length ? prevCursor : null };
}

export async function revenue(db: DatabaseHandle) {
  // Counters kept by triggers (migration 0050): no scan of one subscription per user.
  const byPlan = await db.query<{ plan: string; subscribers: number }>(
    `select plan, subscribers from admin_plan_counts where status = 'active'`,
  );
  // Plans an admin granted bring no money: few rows, read through a partial index.
  const granted = await db.query<{ plan: string; n: number }>(
    `select plan, count(*)::int as n from subscriptions where complimentary and status = 'active' group by plan`,
  );
  const mrrByPlan = PLANS.map((plan) => {
    const complimentary = granted.find((r) => r.plan === plan.id)?.n ?? 0;
    const subscribers = Math.max(0, (byPlan.find((r) => r.plan === plan.id)?.subscribers ?? 0) - complimentary);
    return { planId: plan.id, name: plan.name, subscribers, complimentary, mrrCents: subscribers * plan.priceCents };
  });
  const [blueprints] = await db.query<{ n: unknown; cents: unknown }>(
    `select coalesce(sum(blueprint_sales), 0) as n, coalesce(sum(blueprint_cents), 0) as cents from admin_daily_stats`,
  );
  const payments = await db.query<{ id: string; email: string | null; kind: string; amount_cents: number; provider: string; created_at: Date }>(
    `select p.id, u.email, p.kind, p.amount_cents, p.provider, p.created_at
       from (select * from payments order by created_at desc limit 20) p left join auth.users u on u.id = p.user_id
      order by p.created_at desc`,
  );
  return {
    mrrCents: mrrByPlan.reduce((sum, p) => sum + p.mrrCents, 0),
    mrrByPlan,
    blueprintSales: { count: Number(blueprints?.n ?? 0), totalCents: Number(blueprints?.cents ?? 0) },
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

/**
 * Leads for the CSV export, newest first: only the columns it writes, as one JSON array, since
 * handing over thousands of separate rows costs far more than the query (PGlite, measured).
 */
export async function exportLeads(db: DatabaseHandle, opts: { kind?: string | undefined; status?: string | undefined; limit: number }) {
  const { where, params } = leadWhere(opts);
  const [row] = await db.query<{ rows: unknown }>(
    `select coalesce(json_agg(json_build_array(id, kind, status, name, email, company,
                       to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), message)
                     order by created_at desc, id desc), '[]') as rows
       from (select id, kind, status, name, email, company, created_at,
                    coalesce(payload->>'message', payload->>'useCase', '') as message
               from leads ${where} order by created_at desc, id desc limit ${opts.limit}) l`,
    params,
  );
  const rows = typeof row!.rows === 'string' ? JSON.parse(row!.rows) : row!.rows;
  return rows as Array<[id: string, kind: string, status: string, name: string, email: string, company: string, createdAt: string, message: string]>;
}

function leadWhere(opts: { kind?: string | undefined; status?: string | undefined }) {
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
  return { where: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

export async function listLeads(
  db: DatabaseHandle,
  opts: { kind?: string | undefined; status?: string | undefined; page: number; pageSize: number },
) {
  const { where, params } = leadWhere(opts);
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
