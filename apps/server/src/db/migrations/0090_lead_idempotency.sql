-- A lead form retried by the browser's outbox carries the same Idempotency-Key: one row per key.
alter table leads add column idempotency_key text;
create unique index leads_idempotency_key_idx on leads (kind, idempotency_key) where idempotency_key is not null;
