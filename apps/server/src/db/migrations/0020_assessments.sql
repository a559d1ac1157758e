-- Truth Assessment sessions: the answers as given and the results the server recomputed from them.
create table assessments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid,
  answers jsonb not null,
  results jsonb not null,
  truth_score integer not null check (truth_score between 0 and 100),
  answered_count integer not null check (answered_count between 0 and 8),
  interaction_count integer not null default 0 check (interaction_count >= 0),
  engagement_level text not null check (engagement_level in ('low', 'medium', 'high')),
  feature_discoveries jsonb not null default '[]'::jsonb,
  started_at timestamptz,
  completed_at timestamptz,
  ip text,
  created_at timestamptz not null default now()
);
create index assessments_created_idx on assessments (created_at desc);
create index assessments_complete_idx on assessments (answered_count) where answered_count = 8;
