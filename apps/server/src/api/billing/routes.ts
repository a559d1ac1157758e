import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { getCheckoutView } from './checkout-service.ts';
import { applyBillingEvent } from './fulfilment.ts';
import { paymentProviderFor, publicOrigin } from './provider-registry.ts';
// Billing routes never take a user id from the body: the verified token decides.
import { requireUser } from '../../plugins/auth-guard.ts';
import { sandboxCompletionEvent } from './sandbox-provider.ts';

const sessionParams = z.object({ id: z.uuid('must be a checkout session id') });

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const provider = paymentProviderFor(config);

  app.get('/billing/checkout/:id', { config: { access: 'user' }, schema: { params: sessionParams } }, async (request) => {
    const userId = requireUser(request);
    return { data: await getCheckoutView(db, userId, request.params.id) };
  });

  // The sandbox's "pay" button: it completes the session through the webhook's code path.
  app.post(
    '/billing/checkout/:id/complete',
    { schema: { params: sessionParams }, config: { access: 'user', rateLimit: perMinute(config.RATE_LIMIT_SCALE, 30) } },
    async (request) => {
      const userId = requireUser(request);
      const view = await getCheckoutView(db, userId, request.params.id);
      if (view.provider !== 'sandbox') throw notFound('This checkout session is not a sandbox session.');
      if (view.status === 'expired') throw badRequest('This checkout session has expired: start a new one.');
      await applyBillingEvent(db, sandboxCompletionEvent(view.id));
      return { data: { ...view, status: 'completed' as const } };
    },
  );

  app.post('/billing/portal', { config: { access: 'user' } }, async (request) => {
    const userId = requireUser(request);
    if (!provider.createPortalSession) throw notFound('The billing portal needs Stripe; the sandbox has none.');
    const [account] = await db.query<{ stripe_customer_id: string | null }>(
      'select stripe_customer_id from billing_accounts where user_id = $1',
      [userId],
    );
    if (!account?.stripe_customer_id) throw notFound('There is no billing account yet: subscribe to a plan first.');
    const url = await provider.createPortalSession(account.stripe_customer_id, `${publicOrigin(config, request)}/profile`);
    return { data: { url } };
  });

  // Stripe signs the exact bytes it sent, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    // Generous: Stripe retries in bursts, but an unsigned flood must not reach the verifier unbounded.
    webhook.post('/billing/stripe/webhook', { config: { rateLimit: perMinute(config.RATE_LIMIT_SCALE, 600) } }, async (request) => {
      if (!provider.parseWebhook) throw notFound('Stripe is not configured on this server.');
      const signature = request.headers['stripe-signature'];
      const event = provider.parseWebhook(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
      const result = await applyBillingEvent(db, event);
      request.log.info({ eventId: event.eventId, kind: event.kind, applied: result.applied }, 'stripe webhook');
      // An upgrade bought a new Stripe subscription: end the old one so the customer pays once.
      // A stale plan checkout's new subscription ends the same way.
      if (result.subscriptionToEnd && provider.cancelSubscriptionNow) {
        try {
          await provider.cancelSubscriptionNow(result.subscriptionToEnd);
        } catch (err) {
          // The plan change stands; the stale subscription needs a person (it is logged for them).
          request.log.error({ err, subscriptionId: result.subscriptionToEnd }, 'could not cancel a Stripe subscription that must end');
        }
      }
      // A second payment for a blueprint the buyer already owns, or for a stale plan checkout: give it back. If Stripe cannot
      // take the refund now, answer 503 so Stripe redelivers the event and the refund is retried.
      if (result.refund) {
        const { paymentId, paymentReference, checkoutSessionId } = result.refund;
        if (paymentReference && provider.refundPayment) {
          try {
            await provider.refundPayment(paymentReference, `refund-${checkoutSessionId}`);
          } catch (err) {
            request.log.error({ err, paymentId }, 'could not refund a payment that bought nothing');
            throw new ApiError(503, 'service_unavailable', 'The refund of a duplicate payment failed; it will be retried.');
          }
          await db.query('update payments set refunded_at = now() where id = $1', [paymentId]);
        } else {
          request.log.error({ paymentId }, 'a payment that bought nothing has no payment intent to refund');
        }
      }
      return { data: { received: true, duplicate: !result.applied } };
    });
  });
};
