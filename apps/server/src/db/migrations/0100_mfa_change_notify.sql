-- The /api guard remembers, with each session check, whether the user has a verified second
-- factor (then only aal2 tokens reach the API). A factor verified, or a verified one removed,
-- changes that answer: announce it as a change to the user so every server drops what it
-- remembered (see 0095 and db/notified-cache.ts).
create function auth.notify_factor_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('verity_changes', 'user:' || coalesce(new.user_id, old.user_id)::text);
  return null;
end $$;

create trigger mfa_factors_notify_added after insert on auth.mfa_factors
  for each row when (new.status = 'verified')
  execute function auth.notify_factor_change();

-- Not on every TOTP sign-in, which sets 'verified' again on a verified factor.
create trigger mfa_factors_notify_status after update of status on auth.mfa_factors
  for each row when (old.status is distinct from new.status)
  execute function auth.notify_factor_change();

create trigger mfa_factors_notify_removed after delete on auth.mfa_factors
  for each row when (old.status = 'verified')
  execute function auth.notify_factor_change();
