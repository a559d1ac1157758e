-- The admin area at scale (100k users, 10^6 analyses): every admin page reads an index or a
-- counter maintained here, never a scan of users or analyses.
create extension if not exists pg_trgm;

-- Users newest first, paged by keyset (created_at, id); email search by substring.
create index users_created_idx on auth.users (created_at desc, id desc);
create index users_email_trgm_idx on auth.users using gin (email gin_trgm_ops);
create index leads_status_created_idx on leads (status, created_at desc, id desc);
create index leads_kind_status_created_idx on leads (kind, status, created_at desc, id desc);

-- Per-UTC-day totals behind the overview (figures, growth, sparklines) and blueprint sales.
-- Kept exact by statement-level triggers on every insert, delete and truncate.
create table admin_daily_stats (
  day date primary key,
  users integer not null default 0,
  analyses integer not null default 0,
  truth_score_sum double precision not null default 0,
  revenue_cents bigint not null default 0,
  blueprint_sales integer not null default 0,
  blueprint_cents bigint not null default 0
);

-- Subscribers per plan and status behind monthly recurring revenue.
create table admin_plan_counts (
  plan text not null,
  status text not null,
  subscribers integer not null default 0,
  primary key (plan, status)
);

create function admin_stats_apply() returns trigger language plpgsql as $$
declare
  dir integer := case when tg_op = 'DELETE' then -1 else 1 end;
begin
  if tg_table_name = 'users' then
    insert into public.admin_daily_stats as s (day, users)
    select (created_at at time zone 'UTC')::date, dir * count(*) from changed group by 1
    on conflict (day) do update set users = s.users + excluded.users;
  elsif tg_table_name = 'analyses' then
    insert into public.admin_daily_stats as s (day, analyses, truth_score_sum)
    select (created_at at time zone 'UTC')::date, dir * count(*), dir * sum(truth_score) from changed group by 1
    on conflict (day) do update
      set analyses = s.analyses + excluded.analyses, truth_score_sum = s.truth_score_sum + excluded.truth_score_sum;
  elsif tg_table_name = 'payments' then
    insert into public.admin_daily_stats as s (day, revenue_cents, blueprint_sales, blueprint_cents)
    select (created_at at time zone 'UTC')::date,
           dir * sum(amount_cents),
           dir * count(*) filter (where kind = 'blueprint'),
           dir * coalesce(sum(amount_cents) filter (where kind = 'blueprint'), 0)
      from changed group by 1
    on conflict (day) do update
      set revenue_cents = s.revenue_cents + excluded.revenue_cents,
          blueprint_sales = s.blueprint_sales + excluded.blueprint_sales,
          blueprint_cents = s.blueprint_cents + excluded.blueprint_cents;
  elsif tg_table_name = 'subscriptions' then
    insert into public.admin_plan_counts as c (plan, status, subscribers)
    select plan, status, dir * count(*) from changed group by 1, 2
    on conflict (plan, status) do update set subscribers = c.subscribers + excluded.subscribers;
  end if;
  return null;
end;
$$;

create function admin_stats_truncate() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'users' then
    update public.admin_daily_stats set users = 0;
  elsif tg_table_name = 'analyses' then
    update public.admin_daily_stats set analyses = 0, truth_score_sum = 0;
  elsif tg_table_name = 'payments' then
    update public.admin_daily_stats set revenue_cents = 0, blueprint_sales = 0, blueprint_cents = 0;
  elsif tg_table_name = 'subscriptions' then
    delete from public.admin_plan_counts;
  end if;
  return null;
end;
$$;

-- A plan or status change moves one subscriber between counters; usage updates do not fire.
create function admin_plan_counts_move() returns trigger language plpgsql as $$
begin
  insert into public.admin_plan_counts as c (plan, status, subscribers) values (old.plan, old.status, -1)
  on conflict (plan, status) do update set subscribers = c.subscribers - 1;
  insert into public.admin_plan_counts as c (plan, status, subscribers) values (new.plan, new.status, 1)
  on conflict (plan, status) do update set subscribers = c.subscribers + 1;
  return null;
end;
$$;

create trigger admin_stats_insert after insert on auth.users referencing new table as changed
  for each statement execute function admin_stats_apply();
create trigger admin_stats_delete after delete on auth.users referencing old table as changed
  for each statement execute function admin_stats_apply();
create trigger admin_stats_truncate after truncate on auth.users
  for each statement execute function admin_stats_truncate();

create trigger admin_stats_insert after insert on analyses referencing new table as changed
  for each statement execute function admin_stats_apply();
create trigger admin_stats_delete after delete on analyses referencing old table as changed
  for each statement execute function admin_stats_apply();
create trigger admin_stats_truncate after truncate on analyses
  for each statement execute function admin_stats_truncate();

create trigger admin_stats_insert after insert on payments referencing new table as changed
  for each statement execute function admin_stats_apply();
create trigger admin_stats_delete after delete on payments referencing old table as changed
  for each statement execute function admin_stats_apply();
create trigger admin_stats_truncate after truncate on payments
  for each statement execute function admin_stats_truncate();

create trigger admin_stats_insert after insert on subscriptions referencing new table as changed
  for each statement execute function admin_stats_apply();
create trigger admin_stats_delete after delete on subscriptions referencing old table as changed
  for each statement execute function admin_stats_apply();
create trigger admin_stats_truncate after truncate on subscriptions
  for each statement execute function admin_stats_truncate();
create trigger admin_plan_counts_move after update of plan, status on subscriptions
  for each row when (old.plan is distinct from new.plan or old.status is distinct from new.status)
  execute function admin_plan_counts_move();

-- Rows that existed before this migration.
insert into admin_daily_stats (day, users, analyses, truth_score_sum, revenue_cents, blueprint_sales, blueprint_cents)
select day, sum(users), sum(analyses), sum(truth_score_sum), sum(revenue_cents), sum(blueprint_sales), sum(blueprint_cents)
  from (
    select (created_at at time zone 'UTC')::date as day, count(*) as users, 0 as analyses, 0::float8 as truth_score_sum,
           0::bigint as revenue_cents, 0 as blueprint_sales, 0::bigint as blueprint_cents
      from auth.users group by 1
    union all
    select (created_at at time zone 'UTC')::date, 0, count(*), sum(truth_score), 0, 0, 0 from analyses group by 1
    union all
    select (created_at at time zone 'UTC')::date, 0, 0, 0, sum(amount_cents), count(*) filter (where kind = 'blueprint'),
           coalesce(sum(amount_cents) filter (where kind = 'blueprint'), 0)
      from payments group by 1
  ) per_table
 group by day;
insert into admin_plan_counts (plan, status, subscribers)
select plan, status, count(*) from subscriptions group by 1, 2;
