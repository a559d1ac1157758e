-- A claim's signed answer is the same for every request that asks it (ADR 0018): it is stored
-- once, addressed by the SHA-256 of its JSON text, and each verification's proof row holds
-- only what is its own (issuedAt) plus the answer's address. A proof reads as
-- answer.document || proof.
create table verification_answers (
  sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
  document jsonb not null,
  created_at timestamptz not null default now()
);

alter table proofs add column answer_sha256 text references verification_answers (sha256);

-- Verifications of many requests, stored by one call (the route's group commit). A function,
-- because PL/pgSQL keeps the plan of its statement: sent as a query, this statement cost
-- ~0.4 ms of planning on every call, more than storing a row.
-- Each element of batch: {id, proofId, userId, kid, answerSha256, answer?, issuedAt, claim,
-- verdict, score, reasonCode, ip, ord}; answer (the signed answer's document) only where the
-- caller does not know it stored.
create function store_verifications(batch jsonb) returns void language plpgsql as $$
begin
  with input as (
    select * from jsonb_to_recordset(batch) as x(
      id uuid, "proofId" uuid, "userId" uuid, kid text, "answerSha256" text, answer jsonb, "issuedAt" text,
      claim text, verdict text, score float8, "reasonCode" text, ip text, ord int)
  ), a as (
    insert into verification_answers (sha256, document)
    select "answerSha256", answer from input where answer is not null
    on conflict (sha256) do nothing
  ), p as (
    insert into proofs (id, kind, owner_id, is_public, kid, proof, answer_sha256, created_at)
    select "proofId", 'verification', "userId", true, kid, jsonb_build_object('issuedAt', "issuedAt"), "answerSha256", clock_timestamp()
      from input order by ord
    returning id
  )
  insert into verifications (id, claim, verdict, veracity_score, reason_code, proof_id, user_id, ip, created_at)
  select i.id, i.claim, i.verdict, i.score, i."reasonCode", i."proofId", i."userId", i.ip, clock_timestamp()
    from input i join p on p.id = i."proofId" order by i.ord;
end $$;
