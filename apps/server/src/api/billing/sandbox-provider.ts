import type { PaymentProvider } from './payment-provider.ts';

/**
 * The default provider: no money moves. Checkout is our own page at /billing/checkout/:id,
 * labelled test mode, whose confirm button emits the same `checkout_completed` event a
 * Stripe webhook would.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async createCheckout(request) {
    return { url: `/billing/checkout/${request.checkoutSessionId}`, providerSessionId: null };
  },
};

/** The event the sandbox page's confirm button sends; one id per session makes replays no-ops. */
export function sandboxCompletionEvent(checkoutSessionId: string) {
  return {
    kind: 'checkout_completed' as const,
    provider: 'sandbox' as const,
    eventId: `sandbox:${checkoutSessionId}`,
    checkoutSessionId,
  };
}
