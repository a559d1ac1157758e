-- Every claim verification, with its signed proof (public: anyone may re-check a verdict).
create table verifications (
  id uuid primary key default gen_random_uuid(),
  claim text not null,
  verdict text not null,
  veracity_score double precision,
  reason_code text,
  proof_id uuid not null references proofs (id),
  user_id uuid,
  ip text,
  created_at timestamptz not null default now()
);
create index verifications_created_idx on verifications (created_at desc);
create index verifications_verdict_idx on verifications (verdict, created_at desc);
