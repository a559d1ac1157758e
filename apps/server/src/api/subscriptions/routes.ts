import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCheckoutSchema } from '@verity/contracts/commerce';
import { PLANS } from '@verity/contracts/plans';
import { perMinute } from '../../plugins/rate-limit.ts';
import { badRequest } from '../../lib/errors.ts';
import { createCheckout } from '../billing/checkout-service.ts';
import { paymentProviderFor, publicOrigin } from '../billing/provider-registry.ts';
// Billing routes never take a user id from the body: the verified token decides.
import { requireUser } from '../../plugins/auth-guard.ts';
import { getSubscriptionView, listPlans, setCancelAtPeriodEnd } from './service.ts';

/** Keeps the `plans` table equal to the catalogue in packages/contracts. */
export async function seedPlans(query: (sql: string, params: unknown[]) => Promise<unknown>): Promise<void> {
  for (const [index, p] of PLANS.entries()) {
    await query(
      `insert into plans (id, name, description, price_cents, interval, analysis_limit, popular, features, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
       on conflict (id) do update set name = excluded.name, description = excluded.description,
         price_cents = excluded.price_cents, interval = excluded.interval, analysis_limit = excluded.analysis_limit,
         popular = excluded.popular, features = excluded.features, sort_order = excluded.sort_order`,
      [p.id, p.name, p.description, p.priceCents, p.interval, p.analysisLimit, p.popular, JSON.stringify(p.features), index],
    );
  }
}

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const provider = paymentProviderFor(config);
  const providerInfo = { name: provider.name, portal: Boolean(provider.createPortalSession) };
  await seedPlans((sql, params) => db.query(sql, params));

  app.get('/subscriptions/plans', async () => ({ data: await listPlans(db.db) }));

  app.get('/subscriptions/current', { config: { access: 'user' } }, async (request) => {
    const userId = requireUser(request);
    return { data: await getSubscriptionView(db, userId, providerInfo) };
  });

  app.post(
    '/subscriptions/create-checkout',
    { schema: { body: createCheckoutSchema }, config: { access: 'user', rateLimit: perMinute(config.RATE_LIMIT_SCALE, 20) } },
    async (request) => {
      const userId = requireUser(request);
      const { url } = await createCheckout(db, provider, {
        userId,
        item: { kind: 'subscription', planId: request.body.planId },
        origin: publicOrigin(config, request),
      });
      return { data: { url } };
    },
  );

  // Cancelling keeps the plan to the end of the paid period; `cancel: false` takes it back.
  app.post(
    '/subscriptions/cancel',
    {
      config: { access: 'user' },
      // No body at all (Fastify reads it as null) means the plain "cancel".
      schema: {
        body: z
          .object({ cancel: z.boolean().default(true) })
          .strict()
          .nullish()
          .transform((body) => body ?? { cancel: true }),
      },
    },
    async (request) => {
      const userId = requireUser(request);
      const cancel = request.body.cancel;
      const [account] = await db.query<{ stripe_subscription_id: string | null }>(
        'select stripe_subscription_id from billing_accounts where user_id = $1',
        [userId],
      );
      if (provider.setCancelAtPeriodEnd && account?.stripe_subscription_id) {
        await provider.setCancelAtPeriodEnd(account.stripe_subscription_id, cancel);
      } else if (provider.name === 'stripe') {
        throw badRequest('This plan is not billed through Stripe: contact support to change it.');
      }
      await db.transaction((tx) => setCancelAtPeriodEnd(tx, userId, cancel, provider.name));
      return { data: await getSubscriptionView(db, userId, providerInfo) };
    },
  );
};
