// Plain data, no schema: the plans are our own constants, never parsed from input, and pages
// that only show them (the dashboard's meter, /pricing) then load no validation library.
import { formatDollars, formatNumber } from './format.ts';

export const PLAN_IDS = ['free', 'starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** Integer cents, USD. */
  priceCents: number;
  interval: 'month';
  /** -1 means unlimited. */
  analysisLimit: number;
  popular: boolean;
  /** The card's lines under its allowance (which `analysisLimit` gives, so no line repeats it). */
  features: string[];
}

export const UNLIMITED = -1;

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Truth Seeker',
    description: 'Try real hypothesis testing on your own data.',
    priceCents: 0,
    interval: 'month',
    analysisLimit: 10,
    popular: false,
    features: ['Bayesian truth score', '3+ measured counter-hypotheses', 'Signed proof chains'],
  },
  {
    id: 'starter',
    name: 'Truth Explorer',
    description: 'For analysts who check claims every week.',
    priceCents: 9900,
    interval: 'month',
    analysisLimit: 100,
    popular: true,
    features: ['Everything in Truth Seeker', 'Cancel any time and keep the plan to the end of the period'],
  },
  {
    id: 'professional',
    name: 'Truth Master',
    description: 'For data teams that ship decisions on evidence.',
    priceCents: 29900,
    interval: 'month',
    analysisLimit: 1000,
    popular: false,
    features: ['Everything in Truth Explorer', 'Priority support'],
  },
  {
    id: 'enterprise',
    name: 'Truth Empire',
    description: 'Unlimited verification for enterprises, government and media.',
    priceCents: 99900,
    interval: 'month',
    analysisLimit: UNLIMITED,
    popular: false,
    features: ['Everything in Truth Master', 'Dedicated onboarding', 'Response in under 2 hours'],
  },
];

/**
 * What every account has, whatever its plan, and so what no paid card sells (ADR 0027): CSV and
 * JSON uploads, your own datasets, shareable proof pages, history and charts.
 */
export const INCLUDED_IN_EVERY_PLAN =
  'Every plan includes the Bayesian truth score, measured counter-hypotheses, signed proof chains you can share as public pages, CSV and JSON uploads up to 10 MB, and claim checks against your own datasets.';

const FREE_FEATURE_KEYS = ['basic_analysis', 'truth_scoring', 'proof_chains'] as const;
const PROFESSIONAL_FEATURE_KEYS = [...FREE_FEATURE_KEYS, 'priority_support'] as const;

/**
 * The feature list a subscription on each plan carries (spec: the plan tier sets the analysis
 * limit and the feature list): the keys of what a tier adds to the last one's. Truth Explorer
 * adds analyses only, so its list is the free plan's.
 */
export const SUBSCRIPTION_FEATURES: Readonly<Record<PlanId, readonly string[]>> = {
  free: FREE_FEATURE_KEYS,
  starter: FREE_FEATURE_KEYS,
  professional: PROFESSIONAL_FEATURE_KEYS,
  enterprise: [...PROFESSIONAL_FEATURE_KEYS, 'unlimited_analyses', 'dedicated_onboarding'],
};

/** The subscription every new account starts with (spec: free, active, 30 days, limit 10, used 0). */
export const DEFAULT_SUBSCRIPTION = {
  plan: 'free' as PlanId,
  status: 'active',
  periodDays: 30,
  analysisLimit: 10,
  analysisUsed: 0,
  features: FREE_FEATURE_KEYS,
} as const;

/** Integer cents → "$1,234.50", or "$12" for whole dollars. */
export function formatUsd(cents: number): string {
  return formatDollars(cents / 100, { minimumFractionDigits: cents % 100 === 0 ? 0 : 2 });
}

/** The cheapest plan that allows more analyses than `analysisLimit` (null when already unlimited). */
export function upgradeFor(analysisLimit: number): Plan | null {
  if (analysisLimit === UNLIMITED) return null;
  return PLANS.find((p) => p.analysisLimit === UNLIMITED || p.analysisLimit > analysisLimit) ?? null;
}

/** "100 analyses a month" / "unlimited analyses": how a plan's limit reads in a sentence. */
export function limitPhrase(plan: Plan): string {
  return plan.analysisLimit === UNLIMITED ? 'unlimited analyses' : `${formatNumber(plan.analysisLimit)} analyses a month`;
}
