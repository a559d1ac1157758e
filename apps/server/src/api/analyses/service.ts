import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Analysis, AnalysisStats } from '@verity/contracts/analysis';
import { ENGINE_VERSION } from '@verity/engine/version';
import type { DatabaseHandle } from '../../db/client.ts';
import { analyses } from '../../db/schema-analyses.ts';
import { proofs } from '../../db/schema-proofs.ts';
import { rolloverInTx } from '../subscriptions/service.ts';
import { quotaExceeded, readQuota } from './quota.ts';

/**
 * An analysis as stored (ADR 0025): its proof document `{analysis, proof}` holds the whole of
 * it; rows stored before migration 0098 have it in `result` instead. SQL over `a` (analyses)
 * and `p` (its proof, left-joined).
 */
const STORED_ANALYSIS = `coalesce(a.result, (p.proof -> 'analysis') || jsonb_build_object('proof', p.proof -> 'proof'))`;

/**
 * Counts one analysis against the period's limit and stores it with its proof, in one
 * statement: all or nothing. The analysis itself is stored once, in its proof. It counts only
 * within a period that has not ended and below the limit (check and increment in one update,
 * so two requests at limit − 1 cannot both pass); otherwise it writes nothing.
 */
const COUNT_AND_STORE = `
  with counted as (
    update subscriptions
       set analysis_used = analysis_used + 1
     where user_id = $2 and current_period_end > now() and (analysis_limit = -1 or analysis_used < analysis_limit)
     returning user_id
  ), proof as (
    insert into proofs (id, kind, owner_id, is_public, kid, proof)
    select $9::uuid, 'analysis', user_id, false, $10::text, $11::jsonb from counted
    returning id
  )
  insert into analyses (id, user_id, hypothesis, analysis_type, truth_score, status, cost, engine_version, proof_id)
  select $1::uuid, $2::uuid, $3::text, $4::text, $5::float8, $6::text, $7::float8, $8::text, id from proof
  returning id`;

/**
 * Stores an analysis, its proof and its quota use. Most take the one statement above. When it
 * stores nothing, a transaction rolls an ended period over and tries again, or refuses with
 * the quota error.
 */
export async function storeAnalysis(
  handle: DatabaseHandle,
  userId: string,
  analysis: Analysis,
  keyId: string,
): Promise<Analysis> {
  const proofId = randomUUID();
  const params = [
    analysis.insightId,
    userId,
    analysis.originalHypothesis,
    analysis.analysisType ?? 'descriptive',
    analysis.truthScore,
    analysis.status,
    analysis.cost,
    ENGINE_VERSION,
    proofId,
    keyId,
    JSON.stringify({ analysis: { ...analysis, proof: undefined }, proof: analysis.proof }),
  ];
  if ((await handle.query(COUNT_AND_STORE, params)).length === 0) {
    await handle.transaction(async (tx) => {
      await rolloverInTx(tx, userId);
      if ((await tx.query(COUNT_AND_STORE, params)).length === 0) throw quotaExceeded(await readQuota(tx, userId));
    });
  }
  return { ...analysis, proofId, shared: false };
}

/**
 * One page of a user's analyses, newest first, and their total, in one statement, as the
 * response's JSON text built by the database: the stored analyses are already JSON there, so
 * the rows are never parsed into objects and serialised again (that round trip was most of
 * this route's cost). The list leaves out each analysis's signed proof: the list is an
 * overview, and the proof is served by GET /api/analyses/:id and /api/proofs/:id.
 */
export async function listAnalysesJson(handle: DatabaseHandle, userId: string, limit: number, offset: number): Promise<string> {
  const [row] = await handle.query<{ body: string }>(
    `with page as (
       select (coalesce(a.result - 'proof', p.proof -> 'analysis') - 'proofId' - 'shared')
                || jsonb_strip_nulls(jsonb_build_object('proofId', a.proof_id))
                || jsonb_build_object('shared', coalesce(p.is_public, false)) as item,
              a.created_at, a.id
         from analyses a left join proofs p on p.id = a.proof_id
        where a.user_id = $1
        order by a.created_at desc, a.id desc
        limit $2 offset $3
     )
     select json_build_object('data', json_build_object(
              'analyses', coalesce((select json_agg(item order by created_at desc, id desc) from page), '[]'::json),
              'total', (select count(*)::int from analyses where user_id = $1)))::text as body`,
    [userId, limit, offset],
  );
  return row!.body;
}

export async function getAnalysis(handle: DatabaseHandle, userId: string, id: string): Promise<Analysis | null> {
  const [found] = await handle.query<{ analysis: Analysis; proof_id: string | null; shared: boolean | null }>(
    `select ${STORED_ANALYSIS} as analysis, a.proof_id, p.is_public as shared
       from analyses a left join proofs p on p.id = a.proof_id
      where a.id = $1 and a.user_id = $2`,
    [id, userId],
  );
  return found ? { ...found.analysis, proofId: found.proof_id ?? undefined, shared: found.shared ?? false } : null;
}

export async function setShared(handle: DatabaseHandle, userId: string, id: string, shared: boolean): Promise<boolean> {
  const [row] = await handle.db
    .select({ proofId: analyses.proofId })
    .from(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.userId, userId)));
  if (!row?.proofId) return false;
  await handle.db
    .update(proofs)
    .set({ isPublic: shared })
    .where(and(eq(proofs.id, row.proofId), eq(proofs.ownerId, userId)));
  return true;
}

export async function analysisStats(handle: DatabaseHandle, userId: string): Promise<AnalysisStats> {
  const [row] = await handle.query<{ total: number; passed: number; avg_score: number | null; avg_cost: number | null }>(
    `select count(*)::int as total,
            count(*) filter (where status = 'passed')::int as passed,
            avg(truth_score) as avg_score,
            avg(cost) as avg_cost
       from analyses where user_id = $1`,
    [userId],
  );
  const total = row?.total ?? 0;
  return {
    totalAnalyses: total,
    passRate: total === 0 ? 0 : (row!.passed ?? 0) / total,
    avgTruthScore: Number(row?.avg_score ?? 0),
    avgCost: Number(row?.avg_cost ?? 0),
  };
}
