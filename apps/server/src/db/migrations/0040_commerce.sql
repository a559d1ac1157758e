-- Plans, blueprints, checkout sessions, payments and the subscription audit trail.
-- The plan and blueprint rows are upserted at start-up from the catalogues in code
-- (packages/contracts PLANS, api/blueprints/catalog.ts); these tables hold what we sell.
create table plans (
  id text primary key,
  name text not null,
  description text not null,
  price_cents integer not null check (price_cents >= 0),
  interval text not null check (interval in ('month')),
  -- -1 means unlimited.
  analysis_limit integer not null check (analysis_limit >= -1),
  popular boolean not null default false,
  features jsonb not null,
  sort_order integer not null
);

create table blueprints (
  id text primary key,
  name text not null,
  description text not null,
  category text not null,
  price_cents integer not null check (price_cents > 0),
  tags jsonb not null,
  -- File name under api/blueprints/documents/.
  document text not null,
  sort_order integer not null
);

-- One row per checkout started, whichever provider takes the payment.
create table checkout_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  kind text not null check (kind in ('subscription', 'blueprint')),
  plan_id text references plans (id),
  blueprint_id text references blueprints (id),
  amount_cents integer not null check (amount_cents >= 0),
  provider text not null check (provider in ('sandbox', 'stripe')),
  provider_session_id text unique,
  status text not null default 'open' check (status in ('open', 'completed', 'expired')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  completed_at timestamptz,
  check ((kind = 'subscription') = (plan_id is not null)),
  check ((kind = 'blueprint') = (blueprint_id is not null))
);
create index checkout_sessions_user_idx on checkout_sessions (user_id, created_at desc);

-- Money received, in integer cents: the source of revenue figures.
create table payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  checkout_session_id uuid not null unique references checkout_sessions (id),
  kind text not null check (kind in ('subscription', 'blueprint')),
  amount_cents integer not null check (amount_cents >= 0),
  currency text not null default 'usd',
  provider text not null,
  created_at timestamptz not null default now()
);
create index payments_created_idx on payments (created_at desc);
create index payments_user_idx on payments (user_id, created_at desc);

create table purchases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  blueprint_id text not null references blueprints (id),
  checkout_session_id uuid not null unique references checkout_sessions (id),
  amount_cents integer not null check (amount_cents >= 0),
  created_at timestamptz not null default now(),
  unique (user_id, blueprint_id)
);

-- Every plan change, cancellation and renewal, for audit and revenue.
create table subscription_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  type text not null check (type in ('plan_changed', 'cancel_scheduled', 'cancel_reverted', 'canceled', 'period_renewed')),
  from_plan text,
  to_plan text,
  amount_cents integer not null default 0 check (amount_cents >= 0),
  checkout_session_id uuid references checkout_sessions (id),
  provider text not null,
  created_at timestamptz not null default now()
);
create index subscription_events_user_idx on subscription_events (user_id, created_at desc);
create index subscription_events_created_idx on subscription_events (created_at desc);

-- Billing state that is ours, beside the subscription row the auth service creates.
create table billing_accounts (
  user_id uuid primary key,
  cancel_at_period_end boolean not null default false,
  stripe_customer_id text unique,
  stripe_subscription_id text unique,
  updated_at timestamptz not null default now()
);

-- Provider events already applied: a replayed webhook is acknowledged and ignored.
create table billing_events_processed (
  provider text not null,
  event_id text not null,
  type text not null,
  processed_at timestamptz not null default now(),
  primary key (provider, event_id)
);
