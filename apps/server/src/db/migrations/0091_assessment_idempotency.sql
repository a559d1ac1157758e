-- An assessment retried by the browser's outbox carries the same Idempotency-Key: one row per key.
alter table assessments add column idempotency_key text;
create unique index assessments_idempotency_key_idx on assessments (idempotency_key) where idempotency_key is not null;
