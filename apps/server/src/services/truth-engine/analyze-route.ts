import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/errors.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { isRawBody, keepRawJson, runEngine } from '../../api/analyses/routes.ts';

/**
 * The truth-engine service's public endpoint: analyses a hypothesis (or a Truth Assessment's
 * answers) without storing anything. Answers the plain result, as service calls read it.
 */
export const engineAnalyzeRoute: FastifyPluginAsyncZod = async (app) => {
  keepRawJson(app);
  app.post('/analyze', { config: { rateLimit: perMinute(app.deps.config.RATE_LIMIT_SCALE, 30) } }, async (request) => {
    if (!isRawBody(request.body)) {
      throw new ApiError(400, 'invalid_request', 'Send a JSON body: {hypothesis, data, analysisType}.');
    }
    const outcome = await runEngine(app, request.body);
    return 'assessment' in outcome ? outcome.assessment : outcome;
  });
};
