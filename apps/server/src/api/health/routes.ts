import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', async (_request, reply) => {
    const { db, config, startedAt } = app.deps;
    const uptime = Math.round((Date.now() - startedAt) / 1000);
    try {
      await db.ping();
      return { ok: true, db: 'up', version: config.version, uptime };
    } catch {
      return reply.code(503).send({ ok: false, db: 'down', version: config.version, uptime });
    }
  });
};
