import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyQuerySchema, shareAnalysisSchema, type Analysis } from '@verity/contracts/analysis';
import { NotifiedCache } from '../../db/notified-cache.ts';
import { readBodyBytes } from '../../lib/raw-body.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-guard.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import type { EnginePool } from '../../services/truth-engine/worker-pool.ts';
import type { ProofSigner } from '../proofs/signing-keys.ts';
import { currentQuota, hasQuotaLeft, quotaExceeded } from './quota.ts';
import { analysisStats, getAnalysis, listAnalysesJson, setShared, storeAnalysis } from './service.ts';

/** What running an analysis needs: the main server's deps, or the standalone engine's. */
export interface EngineDeps {
  proofSigner: ProofSigner;
  enginePool: EnginePool;
  config: { COST_PER_CPU_SECOND: number };
}

/** Runs one analysis in the engine's worker pool; the body is parsed there, not here. */
export async function runEngine(
  deps: EngineDeps,
  log: FastifyBaseLogger,
  rawBody: Buffer,
): Promise<Analysis | { assessment: unknown }> {
  const { proofSigner, enginePool, config } = deps;
  const result = await enginePool.run({
    body: transferableBytes(rawBody),
    insightId: randomUUID(),
    timestamp: new Date().toISOString(),
    signingKeyPem: proofSigner.privateKeyPem,
    pricePerCpuSecond: config.COST_PER_CPU_SECOND,
  });
  if (!result.ok) {
    if (result.detail) log.error({ detail: result.detail }, 'engine failure');
    throw new ApiError(result.status, result.code as never, result.message);
  }
  return result.kind === 'analysis' ? result.analysis : { assessment: result.result };
}

/**
 * Keeps JSON bodies as bytes so a large dataset is decoded and parsed in a worker, off the event
 * loop, and its bytes are moved there rather than copied (see `transferableBytes`).
 */
export function keepRawJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', readBodyBytes);
}

/**
 * The body as bytes that own their whole ArrayBuffer, so the pool transfers them to the worker
 * instead of cloning: a 50 MB dataset then exists once, not once per thread. Small bodies are
 * slices of Node's shared pool and are copied (cheaply) into their own buffer first.
 */
function transferableBytes(body: Buffer): Uint8Array {
  if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength) {
    return new Uint8Array(body.buffer, 0, body.byteLength);
  }
  return new Uint8Array(body);
}

/** Pages larger than this are read again each time rather than held in memory. */
const MAX_REMEMBERED_PAGE_CHARS = 256 * 1024;

export function isRawBody(body: unknown): body is Buffer {
  return Buffer.isBuffer(body) && body.length > 0;
}

export const analysesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, changes } = app.deps;
  keepRawJson(app);
  // History pages as sent, per user and page; dropped the moment the database announces a
  // change to that user's analyses or sharing (migration 0096), and at once for this server's
  // own writes below, so a page is never stale.
  const pages = new NotifiedCache<string>(changes, { ttlMs: 60_000, maxEntries: 5_000 });

  app.post(
    '/analyses',
    { config: { access: 'user', rateLimit: perMinute(config.RATE_LIMIT_SCALE, 30) } },
    async (request, reply) => {
      const userId = requireUser(request);
      if (!isRawBody(request.body)) {
        throw new ApiError(400, 'invalid_request', 'Send the analysis as a JSON body: {hypothesis, data, analysisType}.');
      }
      // Refuse early when the period's quota is used up, before spending compute.
      const quota = await currentQuota(db, userId);
      if (!quota || !hasQuotaLeft(quota)) throw quotaExceeded(quota);
      const outcome = await runEngine(app.deps, request.log, request.body);
      if ('assessment' in outcome) throw new ApiError(400, 'invalid_request', 'Assessments are analysed at /engine/analyze.');
      const stored = await storeAnalysis(db, userId, outcome, app.deps.proofSigner.keyId);
      changes.announce(`analyses:${userId}`);
      return reply.code(201).send({ data: stored });
    },
  );

  app.get('/analyses', { config: { access: 'user' }, schema: { querystring: historyQuerySchema } }, async (request, reply) => {
    const userId = requireUser(request);
    const { limit, offset } = request.query;
    const key = `${userId}:${limit}:${offset}`;
    let body = pages.get(key);
    if (body === null) {
      const snapshot = pages.snapshot();
      body = await listAnalysesJson(db, userId, limit, offset);
      if (body.length <= MAX_REMEMBERED_PAGE_CHARS) pages.set(key, [`analyses:${userId}`, `user:${userId}`], body, snapshot);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/analyses/stats', { config: { access: 'user' } }, async (request) => {
    return { data: await analysisStats(db, requireUser(request)) };
  });

  const idParams = z.object({ id: z.uuid('must be an analysis id') });

  app.get('/analyses/:id', { config: { access: 'user' }, schema: { params: idParams } }, async (request) => {
    const found = await getAnalysis(db, requireUser(request), request.params.id);
    // Another user's analysis is "not found", so ids do not leak.
    if (!found) throw notFound('No analysis with this id.');
    return { data: found };
  });

  app.patch('/analyses/:id', { config: { access: 'user' }, schema: { params: idParams } }, async (request) => {
    const userId = requireUser(request);
    const body = shareAnalysisSchema.safeParse(parseJson(request.body));
    if (!body.success) throw new ApiError(400, 'invalid_request', 'body.shared: must be true or false');
    if (!(await setShared(db, userId, request.params.id, body.data.shared))) throw notFound('No analysis with this id.');
    changes.announce(`analyses:${userId}`);
    return { data: await getAnalysis(db, userId, request.params.id) };
  });
};

function parseJson(body: unknown): unknown {
  if (!Buffer.isBuffer(body)) return body;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new ApiError(400, 'invalid_request', 'The request body is not valid JSON.');
  }
}
