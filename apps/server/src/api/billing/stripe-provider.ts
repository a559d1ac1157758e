import Stripe from 'stripe';
import { badRequest } from '../../lib/errors.ts';
import type { BillingEvent, PaymentProvider } from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (stripe-mock, a local fake in tests); unset → api.stripe.com. */
  apiBase?: string | undefined;
}

/** The fields we read from a Checkout Session and a Subscription event object. */
interface SessionObject {
  id: string;
  payment_status?: string;
  metadata?: Record<string, string> | null;
  customer?: string | { id: string } | null;
  subscription?: string | { id: string } | null;
  payment_intent?: string | { id: string } | null;
}
/** An invoice: the subscription sits at the top level before API 2025-03-31, under `parent` since. */
interface InvoiceObject {
  id: string;
  amount_paid?: number;
  billing_reason?: string | null;
  subscription?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
  lines?: { data?: Array<{ period?: { start?: number; end?: number } }> };
}
interface SubscriptionObject {
  id: string;
  cancel_at_period_end?: boolean;
}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null));

/** Stripe Checkout Sessions, the customer portal and signed webhooks. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });

  return {
    name: 'stripe',

    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: request.interval ? 'subscription' : 'payment',
          client_reference_id: request.userId,
          ...(request.customerId ? { customer: request.customerId } : {}),
          metadata: { checkoutSessionId: request.checkoutSessionId, userId: request.userId },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: request.itemName },
                ...(request.interval ? { recurring: { interval: request.interval } } : {}),
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request must not open a second session for the same checkout.
        { idempotencyKey: `checkout-${request.checkoutSessionId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url, providerSessionId: session.id };
    },

    async createPortalSession(customerId, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return portal.url;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },

    async cancelSubscriptionNow(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId, { prorate: true });
    },

    async refundPayment(paymentIntentId, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: paymentIntentId, reason: 'duplicate' }, { idempotencyKey });
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw badRequest('Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw badRequest('Webhook signature verification failed.');
      }
      return toBillingEvent(event);
    },
  };
}

/** Maps the few Stripe events we act on; everything else is acknowledged and ignored. */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const ignored: BillingEvent = { kind: 'ignored', provider: 'stripe', eventId: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object as unknown as SessionObject;
      const checkoutSessionId = session.metadata?.checkoutSessionId;
      // Delayed payment methods complete the session unpaid; the async event follows when paid.
      if (!checkoutSessionId || session.payment_status === 'unpaid') return ignored;
      return {
        kind: 'checkout_completed',
        provider: 'stripe',
        eventId: event.id,
        checkoutSessionId,
        customerId: idOf(session.customer),
        providerSubscriptionId: idOf(session.subscription),
        paymentReference: idOf(session.payment_intent),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded': {
      const invoice = event.data.object as unknown as InvoiceObject;
      const period = invoice.lines?.data?.[0]?.period;
      const at = (seconds: number | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);
      return {
        kind: 'invoice_paid',
        provider: 'stripe',
        eventId: event.id,
        invoiceId: invoice.id,
        providerSubscriptionId: idOf(invoice.subscription ?? invoice.parent?.subscription_details?.subscription),
        amountCents: Math.max(0, invoice.amount_paid ?? 0),
        billingReason: invoice.billing_reason ?? null,
        periodStart: at(period?.start),
        periodEnd: at(period?.end),
      };
    }
    case 'customer.subscription.updated': {
      const sub = event.data.object as unknown as SubscriptionObject;
      return {
        kind: 'cancel_changed',
        provider: 'stripe',
        eventId: event.id,
        providerSubscriptionId: sub.id,
        cancel: sub.cancel_at_period_end === true,
      };
    }
    case 'customer.subscription.deleted': {
      const sub = event.data.object as unknown as SubscriptionObject;
      return { kind: 'subscription_ended', provider: 'stripe', eventId: event.id, providerSubscriptionId: sub.id };
    }
    default:
      return ignored;
  }
}
