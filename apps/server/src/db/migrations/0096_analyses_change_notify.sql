-- The history cache (api/analyses) keeps each user's recent pages in memory; these statement
-- triggers announce whose history changed: an analysis stored, changed or deleted (cascades
-- included), or an analysis proof shared or unshared. A statement touching very many users
-- announces '*' (forget everything) rather than one notification per user.
create function notify_analyses_changed() returns trigger language plpgsql as $$
declare
  users uuid[];
begin
  if tg_op = 'DELETE' then
    select array_agg(distinct user_id) into users from old_rows;
  elsif tg_table_name = 'proofs' then
    select array_agg(distinct owner_id) into users from new_rows where kind = 'analysis' and owner_id is not null;
  else
    select array_agg(distinct user_id) into users from new_rows;
  end if;
  if users is null then
    return null;
  elsif cardinality(users) > 1000 then
    perform pg_notify('verity_changes', '*');
  else
    perform pg_notify('verity_changes', 'analyses:' || u::text) from unnest(users) as u;
  end if;
  return null;
end $$;

create trigger analyses_notify_inserted after insert on analyses
  referencing new table as new_rows for each statement execute function notify_analyses_changed();
create trigger analyses_notify_updated after update on analyses
  referencing new table as new_rows for each statement execute function notify_analyses_changed();
create trigger analyses_notify_deleted after delete on analyses
  referencing old table as old_rows for each statement execute function notify_analyses_changed();
create trigger proofs_notify_shared after update on proofs
  referencing new table as new_rows for each statement execute function notify_analyses_changed();
