import type { FastifyPluginAsync } from 'fastify';

/**
 * The truth engine's health check, at `/engine/health` in the main server and at the root of
 * `npm run start:engine`; `POST …/analyze` comes from `analyze-route.ts`.
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
