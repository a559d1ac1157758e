-- Our Supabase-compatible auth service (auth-api.md): users, identities, sessions, rotating
-- refresh tokens, one-time tokens, PKCE flow state, TOTP factors, signing keys, audit log.
-- Plus the product's per-user rows created at sign-up: profiles and subscriptions.
create schema if not exists auth;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text,
  phone text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  phone_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  email_change text,
  email_change_sent_at timestamptz,
  reauthentication_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_anonymous boolean not null default false,
  banned_until timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on auth.users (email) where email is not null;

create table auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null default '{}'::jsonb,
  provider text not null,
  email text,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider_id, provider)
);
create index identities_user_idx on auth.identities (user_id);

create table auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'phone', 'webauthn')),
  status text not null check (status in ('verified', 'unverified')),
  secret text not null,
  -- RFC 6238 time step of the last accepted code: a code is never accepted twice.
  last_totp_step bigint,
  last_challenged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mfa_factors_user_idx on auth.mfa_factors (user_id);

create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1' check (aal in ('aal1', 'aal2')),
  -- Authentication methods of this session, newest first: [{method, timestamp}].
  amr jsonb not null default '[]'::jsonb,
  factor_id uuid references auth.mfa_factors (id) on delete set null,
  not_after timestamptz,
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index sessions_user_idx on auth.sessions (user_id);

-- Only SHA-256 hashes of refresh tokens are stored. `parent_hash` links a token to the one it
-- replaced so the immediate predecessor can be recognised on replay.
create table auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  parent_hash text,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  revoked boolean not null default false,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_session_idx on auth.refresh_tokens (session_id);

create table auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  ip text,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);

-- PKCE flow state: the code challenge, and the auth code handed out by GET /verify.
create table auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now()
);

-- Mailed one-time tokens. `token_hash` = hex SHA-224(email + otp); the link carries it.
create table auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (
    token_type in ('confirmation', 'recovery', 'magiclink', 'email_change', 'reauthentication')
  ),
  token_hash text not null,
  relates_to text not null,
  flow_state_id uuid references auth.flow_state (id) on delete set null,
  created_at timestamptz not null default now()
);
create index one_time_tokens_hash_idx on auth.one_time_tokens (token_hash);
create index one_time_tokens_user_idx on auth.one_time_tokens (user_id, token_type);

-- ES256 key pairs; retired keys stay published until every token they signed has expired.
create table auth.signing_keys (
  kid text primary key,
  alg text not null,
  public_jwk jsonb not null,
  private_jwk jsonb not null,
  created_at timestamptz not null default now(),
  retired_at timestamptz
);

-- Server-generated secrets (the refresh-token chain key), created on first start.
create table auth.secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

create table auth.audit_log_entries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid,
  action text not null,
  ip text,
  payload jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index audit_log_created_idx on auth.audit_log_entries (created_at desc);
create index audit_log_user_idx on auth.audit_log_entries (user_id, created_at desc);

-- Mail written here when no SMTP server is configured; /dev/mailbox lists it.
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null,
  subject text not null,
  kind text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now()
);
create index mail_outbox_to_idx on mail_outbox (to_email, created_at desc);

create table profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null default '',
  photo_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  plan text not null default 'free',
  status text not null default 'active',
  current_period_start timestamptz not null default now(),
  current_period_end timestamptz not null,
  analysis_limit integer not null default 10,
  analysis_used integer not null default 0,
  features jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
