import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perMinute } from '../../plugins/rate-limit.ts';
import { createCheckout } from '../billing/checkout-service.ts';
import { paymentProviderFor, publicOrigin } from '../billing/provider-registry.ts';
// Billing routes never take a user id from the body: the verified token decides.
import { requireUser } from '../../plugins/auth-guard.ts';
import { listBlueprints, readOwnedDocument, seedBlueprints } from './service.ts';

const blueprintParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'not a blueprint id') });

export const blueprintRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const provider = paymentProviderFor(config);
  await seedBlueprints(db);

  app.get('/blueprints', async (request) => {
    const blueprints = await listBlueprints(db, request.userId);
    return { data: { blueprints, total: blueprints.length } };
  });

  // A one-time payment through the same checkout as plans.
  app.post(
    '/blueprints/:id/purchase',
    { schema: { params: blueprintParams }, config: { access: 'user', rateLimit: perMinute(config.RATE_LIMIT_SCALE, 20) } },
    async (request) => {
      const userId = requireUser(request);
      const { url } = await createCheckout(db, provider, {
        userId,
        item: { kind: 'blueprint', blueprintId: request.params.id },
        origin: publicOrigin(config, request),
      });
      return { data: { url } };
    },
  );

  app.get('/blueprints/:id/download', { config: { access: 'user' }, schema: { params: blueprintParams } }, async (request, reply) => {
    const userId = requireUser(request);
    const { fileName, markdown } = await readOwnedDocument(db, userId, request.params.id);
    reply.header('cache-control', 'private, no-store').header('vary', 'accept');
    // The web app's JSON client asks for JSON; a browser link or curl gets the file itself.
    const accept = request.headers.accept ?? '';
    if (accept.includes('application/json') && !accept.includes('text/markdown')) {
      return { data: { fileName, markdown } };
    }
    return reply
      .type('text/markdown; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(markdown);
  });
};
