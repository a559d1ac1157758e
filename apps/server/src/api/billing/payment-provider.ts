import type { PaymentProviderName } from '@verity/contracts/commerce';

/** What a provider needs to take one payment for a checkout session we stored. */
export interface CheckoutRequest {
  checkoutSessionId: string;
  userId: string;
  itemName: string;
  amountCents: number;
  /** 'month' for a plan (recurring), null for a one-time purchase. */
  interval: 'month' | null;
  /** Absolute URLs the provider sends the buyer back to. */
  successUrl: string;
  cancelUrl: string;
  /** The provider's customer id for this user, when we have one. */
  customerId: string | null;
}

/**
 * A provider-neutral billing event. Stripe webhooks and the sandbox's confirm button both end up
 * here, so a sandbox purchase exercises the same fulfilment code as a real one.
 */
export type BillingEvent =
  | {
      kind: 'checkout_completed';
      provider: PaymentProviderName;
      eventId: string;
      checkoutSessionId: string;
      customerId?: string | null;
      providerSubscriptionId?: string | null;
      /** The provider's id for the money taken (a Stripe payment intent); needed to refund it. */
      paymentReference?: string | null;
    }
  /** A subscription invoice was paid: a renewal records a payment and starts the next period. */
  | {
      kind: 'invoice_paid';
      provider: 'stripe';
      eventId: string;
      invoiceId: string;
      providerSubscriptionId: string | null;
      amountCents: number;
      /** Stripe's reason: 'subscription_create' is the first invoice, already paid through checkout. */
      billingReason: string | null;
      periodStart: Date | null;
      periodEnd: Date | null;
    }
  | { kind: 'cancel_changed'; provider: 'stripe'; eventId: string; providerSubscriptionId: string; cancel: boolean }
  | { kind: 'subscription_ended'; provider: 'stripe'; eventId: string; providerSubscriptionId: string }
  /** Signed and valid, but nothing for us to do (another event type, an unpaid session). */
  | { kind: 'ignored'; provider: PaymentProviderName; eventId: string; type: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Returns the URL the buyer goes to, and the provider's own session id if it has one. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string | null }>;
  /** Hosted page where a customer manages payment details and cancels; null when there is none. */
  createPortalSession?(customerId: string, returnUrl: string): Promise<string>;
  /** Asks the provider to end the subscription at the period's end (or to keep it). */
  setCancelAtPeriodEnd?(providerSubscriptionId: string, cancel: boolean): Promise<void>;
  /** Ends a subscription now (it was replaced by an upgrade paid through a new checkout). */
  cancelSubscriptionNow?(providerSubscriptionId: string): Promise<void>;
  /** Gives a payment back in full; the key makes a retried refund a no-op at the provider. */
  refundPayment?(paymentReference: string, idempotencyKey: string): Promise<void>;
  /** Verifies a webhook's signature against the raw body and maps it to a BillingEvent. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): BillingEvent;
}
