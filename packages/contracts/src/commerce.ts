import { z } from 'zod';
import { PLAN_IDS } from './plans.ts';

/** Body of POST /api/subscriptions/create-checkout. The user comes from the token, never the body. */
export const createCheckoutSchema = z.object({ planId: z.enum(PLAN_IDS) }).strict();

export const checkoutUrlSchema = z.object({ url: z.string().min(1) });
export type CheckoutUrl = z.infer<typeof checkoutUrlSchema>;

export const blueprintSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** Integer cents, USD, one-time. */
  priceCents: z.number().int().positive(),
  tags: z.array(z.string()),
  /** True when the signed-in user owns it. */
  purchased: z.boolean(),
  /** Set only for its owner. */
  downloadUrl: z.string().nullable(),
});
export type Blueprint = z.infer<typeof blueprintSchema>;

export const blueprintListSchema = z.object({ blueprints: z.array(blueprintSchema), total: z.number().int() });
export type BlueprintList = z.infer<typeof blueprintListSchema>;

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What the checkout page shows before the buyer confirms. */
export const checkoutSessionViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['subscription', 'blueprint']),
  itemName: z.string(),
  amountCents: z.number().int().nonnegative(),
  /** 'month' for a plan, null for a one-time purchase. */
  interval: z.enum(['month']).nullable(),
  status: z.enum(['open', 'completed', 'expired']),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Where the buyer goes once the payment is complete. */
  returnPath: z.string(),
  /** A blueprint the buyer owns already (bought in another checkout): there is nothing to pay. */
  alreadyOwned: z.boolean(),
});
export type CheckoutSessionView = z.infer<typeof checkoutSessionViewSchema>;

/** The signed-in user's subscription as the profile and dashboard show it. */
export const subscriptionViewSchema = z.object({
  plan: z.enum(PLAN_IDS),
  planName: z.string(),
  status: z.string(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  /** -1 means unlimited. */
  analysisLimit: z.number().int(),
  analysisUsed: z.number().int(),
  /** The plan stays until the period's end, then becomes free. */
  cancelAtPeriodEnd: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** True when the provider offers a hosted portal (Stripe). */
  portalAvailable: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;
