-- The plan tier sets the subscription's feature list (spec), and an admin's grant of a plan is
-- marked, so recurring revenue counts only plans someone pays for.
alter table subscriptions add column complimentary boolean not null default false;
-- Few rows are grants: the revenue figure reads them through this index, not a scan.
create index subscriptions_complimentary_idx on subscriptions (plan) where complimentary;

-- Paid plans changed before this migration kept the free plan's list (the lists as in
-- packages/contracts/src/plans.ts today).
update subscriptions set features = case plan
    when 'starter' then '["basic_analysis","truth_scoring","proof_chains","file_uploads","shareable_proofs"]'::jsonb
    when 'professional' then '["basic_analysis","truth_scoring","proof_chains","file_uploads","shareable_proofs","own_datasets","priority_support"]'::jsonb
    when 'enterprise' then '["basic_analysis","truth_scoring","proof_chains","file_uploads","shareable_proofs","own_datasets","priority_support","unlimited_analyses","dedicated_onboarding"]'::jsonb
  end
 where plan in ('starter', 'professional', 'enterprise');

-- A current plan whose latest change was an admin's is a grant.
update subscriptions s set complimentary = true
 where s.plan <> 'free'
   and (select e.provider from subscription_events e
         where e.user_id = s.user_id and e.type = 'plan_changed'
         order by e.created_at desc limit 1) = 'admin';
