-- Ed25519 keys that sign analyses, verifications and the catalog manifest.
-- Retired keys stay so that old proofs can still be checked.
create table proof_signing_keys (
  kid text primary key,
  public_jwk jsonb not null,
  -- Null when the private half comes from PROOF_SIGNING_KEY instead of the database.
  private_pem text,
  created_at timestamptz not null default now(),
  retired_at timestamptz
);

-- Every signed proof we issued. Analyses' proofs are private until their owner shares them.
create table proofs (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('analysis', 'verification')),
  owner_id uuid,
  is_public boolean not null default false,
  kid text not null references proof_signing_keys (kid),
  proof jsonb not null,
  created_at timestamptz not null default now()
);
create index proofs_owner_idx on proofs (owner_id, created_at desc);
