import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leads } from '../../db/schema.ts';

/** Read-backs that browser tests need; registered only with ENABLE_TEST_ROUTES=true. */
export const testSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/leads', { schema: { querystring: z.object({ email: z.string().min(1) }) } }, async (request) => {
    const rows = await app.deps.db.db
      .select()
      .from(leads)
      .where(eq(leads.email, request.query.email.toLowerCase()))
      .orderBy(desc(leads.createdAt));
    return { data: rows.map(({ id, kind, email, payload, createdAt }) => ({ id, kind, email, payload, createdAt })) };
  });
};
