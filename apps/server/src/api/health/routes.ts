import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, startedAt } = app.deps;
  // Checks that arrive while a ping is on its way share its answer: under a burst of probes the
  // database thread answers one ping at a time instead of queueing one per request, and every
  // answer is still about a ping that started after the check arrived or just before it.
  let pinging: Promise<void> | null = null;
  const ping = () =>
    (pinging ??= db.ping().finally(() => {
      pinging = null;
    }));

  app.get('/health', async (_request, reply) => {
    const uptime = Math.round((Date.now() - startedAt) / 1000);
    try {
      await ping();
      return { ok: true, db: 'up', version: config.version, uptime };
    } catch {
      return reply.code(503).send({ ok: false, db: 'down', version: config.version, uptime });
    }
  });
};
