-- Datasets a signed-in user uploaded to verify claims against. Only their owner sees them.
-- The parsed rows are kept as one gzip'd columnar JSON blob: smaller than a row table or
-- jsonb per row, and read whole anyway (a verification needs the full table and its Merkle tree).
create table user_datasets (
  id uuid primary key,
  owner_id uuid not null,
  name text not null,
  file_name text not null,
  format text not null check (format in ('csv', 'json')),
  columns jsonb not null,
  entity_column text,
  time_column text,
  row_count integer not null check (row_count > 0),
  byte_size integer not null check (byte_size >= 0),
  sha256 text not null,
  merkle_root text not null,
  rows_gzip bytea not null,
  created_at timestamptz not null default now()
);
create index user_datasets_owner_idx on user_datasets (owner_id, created_at desc);

-- Verifications against a user's dataset point at it; deleting the dataset deletes them.
alter table verifications add column dataset_id uuid references user_datasets (id) on delete cascade;
create index verifications_dataset_idx on verifications (dataset_id, created_at desc) where dataset_id is not null;
