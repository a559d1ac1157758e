import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/errors.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { isRawBody, keepRawJson, runEngine, type EngineDeps } from '../../api/analyses/routes.ts';

export interface EngineAnalyzeOptions {
  /** The standalone engine passes its own; inside the main server they come from `app.deps`. */
  deps?: EngineDeps;
  rateLimitScale?: number;
}

/**
 * The truth-engine service's public endpoint: analyses a hypothesis (or a Truth Assessment's
 * answers) without storing anything. Answers the plain result, as service calls read it.
 */
export const engineAnalyzeRoute: FastifyPluginAsyncZod<EngineAnalyzeOptions> = async (app, options) => {
  const deps = options.deps ?? app.deps;
  const scale = options.rateLimitScale ?? app.deps.config.RATE_LIMIT_SCALE;
  keepRawJson(app);
  app.post('/analyze', { config: { rateLimit: perMinute(scale, 30) } }, async (request) => {
    if (!isRawBody(request.body)) {
      throw new ApiError(400, 'invalid_request', 'Send a JSON body: {hypothesis, data, analysisType}.');
    }
    const outcome = await runEngine(deps, request.log, request.body);
    return 'assessment' in outcome ? outcome.assessment : outcome;
  });
};
