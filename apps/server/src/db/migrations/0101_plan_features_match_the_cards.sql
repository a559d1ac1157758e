-- The paid plans' feature lists no longer name what every account has (uploads, own datasets,
-- shareable proofs; ADR 0027): each row gets its plan's list as in packages/contracts/src/plans.ts.
update subscriptions set features = case plan
    when 'starter' then '["basic_analysis","truth_scoring","proof_chains"]'::jsonb
    when 'professional' then '["basic_analysis","truth_scoring","proof_chains","priority_support"]'::jsonb
    when 'enterprise' then '["basic_analysis","truth_scoring","proof_chains","priority_support","unlimited_analyses","dedicated_onboarding"]'::jsonb
  end
 where plan in ('starter', 'professional', 'enterprise');
