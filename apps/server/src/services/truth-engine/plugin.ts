import type { FastifyPluginAsync } from 'fastify';

/**
 * The truth engine's service shell at `/engine`: its health check. `POST /engine/analyze`
 * is added by the engine itself; until then the funnel's enrichment sees a 404 and keeps
 * its local results.
 */
export const truthEnginePlugin: FastifyPluginAsync<{ version: string }> = async (app, options) => {
  const startedAt = Date.now();
  app.get('/health', async () => ({
    ok: true,
    service: 'truth-engine',
    version: options.version,
    uptime: Math.round((Date.now() - startedAt) / 1000),
  }));
};
