-- Renewal invoices are payments without a checkout session of ours; the provider's invoice
-- (or payment intent) id makes each one count once, whichever webhook reports it.
alter table payments alter column checkout_session_id drop not null;
alter table payments add column provider_reference text unique;
-- A payment we gave back (a second purchase of a blueprint the buyer already owned).
alter table payments add column refunded_at timestamptz;
