-- The /api guard keeps recent session checks in memory (db/notified-cache.ts); these notifications
-- tell every server the moment a session ends or a user is banned, demoted or deleted, so a cached
-- check never outlives what it vouched for. Row triggers also fire for rows removed by cascades.
create function auth.notify_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('verity_changes',
    case tg_table_name when 'sessions' then 'session:' else 'user:' end || old.id::text);
  return null;
end $$;

create trigger sessions_notify_ended after delete on auth.sessions
  for each row execute function auth.notify_change();

create trigger users_notify_deleted after delete on auth.users
  for each row execute function auth.notify_change();

create trigger users_notify_access_changed after update on auth.users
  for each row
  when (old.banned_until is distinct from new.banned_until
        or old.raw_app_meta_data->'role' is distinct from new.raw_app_meta_data->'role')
  execute function auth.notify_change();
