import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const providers = new WeakMap<Config, PaymentProvider>();

/** Stripe takes the payments when both of its secrets are configured. */
export function stripeConfigured(config: Config): boolean {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);
}

/** Stripe when both of its secrets are configured; otherwise the built-in sandbox. One per app. */
export function paymentProviderFor(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider =
      config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
        ? createStripeProvider({
            secretKey: config.STRIPE_SECRET_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET,
            apiBase: config.STRIPE_API_BASE,
          })
        : sandboxProvider;
    providers.set(config, provider);
  }
  return provider;
}

/** Absolute origin for links the provider sends the buyer back to. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  return (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}
