import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessmentSubmissionSchema } from '@verity/contracts/assessment';
import { perMinute } from '../../plugins/rate-limit.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import { assessmentStats, recordAssessment } from './service.ts';

/**
 * `POST /api/assessments` stores a session with server-computed results, once per
 * Idempotency-Key; `GET /api/assessments/stats`.
 */
export const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.post(
    '/assessments',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: perMinute(config.RATE_LIMIT_SCALE, 10) },
      schema: { body: assessmentSubmissionSchema },
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const stored = await recordAssessment(db.db, { ...request.body, userId: request.userId ?? null, ip: request.ip }, key);
      return reply.code(201).send({ data: stored });
    },
  );

  app.get('/assessments/stats', { config: { rateLimit: perMinute(config.RATE_LIMIT_SCALE, 120) } }, async () => ({
    data: await assessmentStats(db.db, {
      baselineCompletions: config.ASSESSMENT_BASELINE_COMPLETIONS,
      cohortCapacity: config.PILOT_COHORT_CAPACITY,
    }),
  }));
};
