import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { proofs, verificationAnswers } from '../../db/schema-proofs.ts';
import { notFound } from '../../lib/errors.ts';
import { publishedKeys } from './signing-keys.ts';

/** Public key set and stored proofs, for anyone who wants to check a proof themselves. */
export const proofRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/.well-known/verity-keys.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { keys: await publishedKeys(db.db) };
  });

  app.get(
    '/api/proofs/:id',
    { schema: { params: z.object({ id: z.uuid('must be a proof id') }) } },
    async (request) => {
      const [row] = await db.db
        .select({
          id: proofs.id,
          kind: proofs.kind,
          kid: proofs.kid,
          ownerId: proofs.ownerId,
          isPublic: proofs.isPublic,
          createdAt: proofs.createdAt,
          // A verification's shared signed answer, completed by what is its own (ADR 0018).
          proof: sql<Record<string, unknown>>`coalesce(${verificationAnswers.document}, '{}'::jsonb) || ${proofs.proof}`,
        })
        .from(proofs)
        .leftJoin(verificationAnswers, eq(verificationAnswers.sha256, proofs.answerSha256))
        .where(eq(proofs.id, request.params.id));
      // A private proof is reported missing, even to a guesser, so ids do not leak.
      const visible = row && (row.isPublic || (request.userId !== null && row.ownerId === request.userId));
      if (!visible) throw notFound('No public proof with this id.');
      return { data: { id: row.id, kind: row.kind, keyId: row.kid, createdAt: row.createdAt, proof: row.proof } };
    },
  );
};
