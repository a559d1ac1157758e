import { useEffect } from 'react';
import type { Stripe } from '@stripe/stripe-js';

/** The publishable key the build was made with; unset means the sandbox checkout. */
export function stripePublishableKey(env: Record<string, unknown> = import.meta.env): string | null {
  const key = env.VITE_STRIPE_PUBLISHABLE_KEY;
  return typeof key === 'string' && key.startsWith('pk_') ? key : null;
}

let pending: Promise<Stripe | null> | null = null;

/**
 * Loads Stripe.js from js.stripe.com, once, and only when a publishable key is configured.
 * The `pure` entry injects nothing on import, and the dynamic import keeps even the loader out
 * of the first-paint bundle. Pages that lead to payment call it so Stripe's fraud signals see
 * the visit; a failure to load never blocks the hosted checkout the server links to.
 */
export function loadStripeJs(key: string | null = stripePublishableKey()): Promise<Stripe | null> {
  if (!key) return Promise.resolve(null);
  pending ??= import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => loadStripe(key))
    .catch(() => {
      pending = null;
      return null;
    });
  return pending;
}

/** Test hook: forget the loaded instance. */
export function resetStripeJsForTests(): void {
  pending = null;
}

/** Starts loading Stripe.js when a page that leads to payment mounts (no-op without a key). */
export function useStripeJs(): void {
  useEffect(() => {
    void loadStripeJs();
  }, []);
}
