-- Leads from the public site: demo, pilot, contact and generic lead captures in one inbox.
create table leads (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('demo', 'pilot', 'contact', 'lead')),
  email text not null,
  name text not null default '',
  company text not null default '',
  payload jsonb not null,
  status text not null default 'new' check (status in ('new', 'contacted', 'closed')),
  ip text,
  created_at timestamptz not null default now()
);
create index leads_created_idx on leads (created_at desc, id desc);
create index leads_kind_created_idx on leads (kind, created_at desc);
create index leads_email_idx on leads (lower(email));

create table onboarding_completions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
create index onboarding_completions_created_idx on onboarding_completions (created_at desc);

create table analytics_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid,
  event text not null,
  data jsonb not null,
  client_timestamp timestamptz,
  created_at timestamptz not null default now()
);
create index analytics_events_event_created_idx on analytics_events (event, created_at desc);
