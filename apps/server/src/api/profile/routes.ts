import { z } from 'zod';
import type { UsageStats } from '@verity/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { createProfileAndSubscription, defaultDisplayName } from '../../auth/users.ts';
import { requireUser } from '../../plugins/auth-guard.ts';
import { notFound } from '../../lib/errors.ts';
import { readCurrentPeriod } from '../subscriptions/service.ts';

interface ProfileRow {
  email: string | null;
  email_confirmed_at: Date | null;
  created_at: Date;
  last_sign_in_at: Date | null;
  display_name: string | null;
  photo_url: string | null;
  plan: string | null;
  status: string | null;
  current_period_start: Date | null;
  current_period_end: Date | null;
  analysis_limit: number | null;
  analysis_used: number | null;
  features: string[] | null;
  due: boolean;
  total_analyses: number;
  monthly_analyses: number;
  avg_truth_score: number | null;
  total_cost: number | null;
  blueprints_purchased: number;
}

/**
 * The account, its profile and subscription, and its usage figures computed from its own rows
 * (analyses, purchases), in one statement: each one is a round trip to the database thread.
 */
async function loadRow(db: DatabaseHandle, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.query<ProfileRow>(
    `select u.email, u.email_confirmed_at, u.created_at, u.last_sign_in_at, p.display_name, p.photo_url,
            s.plan, s.status, s.current_period_start, s.current_period_end, s.analysis_limit, s.analysis_used, s.features,
            coalesce(s.current_period_end <= now(), false) as due,
            a.total_analyses, a.monthly_analyses, a.avg_truth_score, a.total_cost,
            (select count(*)::int from purchases where user_id = u.id) as blueprints_purchased
       from auth.users u
       left join profiles p on p.user_id = u.id
       left join subscriptions s on s.user_id = u.id
       cross join lateral (
         select count(*)::int as total_analyses,
                count(*) filter (where created_at >= date_trunc('month', now()))::int as monthly_analyses,
                avg(truth_score) as avg_truth_score,
                sum(cost) as total_cost
           from analyses where user_id = u.id
       ) a
      where u.id = $1`,
    [userId],
  );
  return row ?? null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The spec's User (product.md §3) for the signed-in user; every query is scoped to them. */
async function loadProfile(db: DatabaseHandle, userId: string) {
  // A period that has ended starts anew (usage reset, scheduled cancellation applied) before it is shown.
  let row = await readCurrentPeriod(db, userId, () => loadRow(db, userId));
  if (!row) throw notFound('No account for this session.');
  if (row.display_name === null || row.plan === null) {
    // Accounts created outside sign-up (e.g. imported) get their rows on first read.
    await createProfileAndSubscription(db, userId, defaultDisplayName(row.email, {}));
    row = (await loadRow(db, userId)) ?? row;
  }
  const usageStats: UsageStats = {
    totalAnalyses: row.total_analyses,
    monthlyAnalyses: row.monthly_analyses,
    avgTruthScore: Number(row.avg_truth_score ?? 0),
    totalCost: Number(row.total_cost ?? 0),
    blueprintsPurchased: row.blueprints_purchased,
  };
  return {
    uid: userId,
    email: row.email ?? '',
    displayName: row.display_name ?? '',
    photoURL: row.photo_url,
    emailVerified: row.email_confirmed_at !== null,
    createdAt: iso(row.created_at),
    lastLoginAt: iso(row.last_sign_in_at),
    subscription: {
      plan: row.plan,
      status: row.status,
      currentPeriodStart: iso(row.current_period_start),
      currentPeriodEnd: iso(row.current_period_end),
      analysisLimit: row.analysis_limit,
      analysisUsed: row.analysis_used,
      features: row.features ?? [],
    },
    usageStats,
  };
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/profile', { config: { access: 'user' } }, async (request) => ({ data: await loadProfile(db, requireUser(request)) }));

  app.patch(
    '/profile',
    { bodyLimit: 16 * 1024, config: { access: 'user' }, schema: { body: z.object({ displayName: z.string().trim().min(1).max(80) }) } },
    async (request) => {
      const userId = requireUser(request);
      await db.query('update profiles set display_name = $2, updated_at = now() where user_id = $1', [
        userId,
        request.body.displayName,
      ]);
      return { data: await loadProfile(db, userId) };
    },
  );
};
