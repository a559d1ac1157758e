-- Hypothesis analyses, stored per owner. The full engine output is kept as JSON; the
-- columns the dashboard aggregates over are stored alongside it.
create table analyses (
  id uuid primary key,
  user_id uuid not null,
  hypothesis text not null,
  analysis_type text not null check (analysis_type in ('predictive', 'causal', 'descriptive', 'prescriptive')),
  truth_score double precision not null check (truth_score >= 0 and truth_score <= 1),
  status text not null check (status in ('passed', 'pending', 'failed')),
  cost double precision not null check (cost >= 0),
  engine_version text not null,
  result jsonb not null,
  proof_id uuid references proofs (id),
  created_at timestamptz not null default now()
);
create index analyses_user_created_idx on analyses (user_id, created_at desc, id desc);
create index analyses_created_idx on analyses (created_at desc);
