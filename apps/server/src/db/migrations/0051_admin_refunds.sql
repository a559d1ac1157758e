-- A refunded payment (a second purchase of a blueprint the buyer already owned, given back) is
-- not revenue: the overview's counters count only payments without `refunded_at`, and a refund
-- recorded later takes its amount back out of the day it was paid.
create or replace function admin_stats_apply() returns trigger language plpgsql as $$
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
      from changed where refunded_at is null group by 1
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

create function admin_stats_refund() returns trigger language plpgsql as $$
declare
  dir integer := case when new.refunded_at is null then 1 else -1 end;
begin
  insert into public.admin_daily_stats as s (day, revenue_cents, blueprint_sales, blueprint_cents)
  values ((new.created_at at time zone 'UTC')::date,
          dir * new.amount_cents,
          case when new.kind = 'blueprint' then dir else 0 end,
          case when new.kind = 'blueprint' then dir * new.amount_cents else 0 end)
  on conflict (day) do update
    set revenue_cents = s.revenue_cents + excluded.revenue_cents,
        blueprint_sales = s.blueprint_sales + excluded.blueprint_sales,
        blueprint_cents = s.blueprint_cents + excluded.blueprint_cents;
  return null;
end;
$$;

create trigger admin_stats_refund after update of refunded_at on payments
  for each row when ((old.refunded_at is null) <> (new.refunded_at is null))
  execute function admin_stats_refund();

-- Payments refunded before this migration.
update admin_daily_stats set revenue_cents = 0, blueprint_sales = 0, blueprint_cents = 0;
insert into admin_daily_stats as s (day, revenue_cents, blueprint_sales, blueprint_cents)
select (created_at at time zone 'UTC')::date, sum(amount_cents), count(*) filter (where kind = 'blueprint'),
       coalesce(sum(amount_cents) filter (where kind = 'blueprint'), 0)
  from payments where refunded_at is null group by 1
on conflict (day) do update
  set revenue_cents = excluded.revenue_cents, blueprint_sales = excluded.blueprint_sales,
      blueprint_cents = excluded.blueprint_cents;
