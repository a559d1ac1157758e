import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildVerificationProof } from '@verity/engine/claims/proof/build-proof';
import { ApiError } from '../../lib/errors.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import type { ServedCatalog } from './catalog.ts';
import { verifyWithParser } from './llm-parser.ts';

export const CLAIM_MAX_LENGTH = 500;

const verifyBodySchema = z.object({
  claim: z.string({ error: 'must be a string' }).max(20_000, 'is far too long'),
  context: z.unknown().optional(),
});

/** Claim verification against the shipped catalog, and the catalog itself. */
export function verifyRoutes(catalog: ServedCatalog): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, config, proofSigner } = app.deps;

    app.get('/catalog', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const { signedManifest, loaded } = catalog;
      return {
        data: {
          available: loaded.ok,
          datasets: signedManifest.manifest.datasets,
          status: loaded.status.map(({ id, ok, rows, error }) => ({ id, ok, rows, error })),
          manifestSha256: signedManifest.manifestSha256,
          signature: signedManifest.signature,
          kid: signedManifest.kid,
        },
      };
    });

    app.post(
      '/verify',
      {
        bodyLimit: 64 * 1024,
        config: { rateLimit: perMinute(config.RATE_LIMIT_SCALE, config.VERIFY_RATE_LIMIT_PER_MINUTE) },
        schema: { body: verifyBodySchema },
      },
      async (request, reply) => {
        const claim = request.body.claim.trim();
        if (claim.length === 0) throw new ApiError(400, 'invalid_request', 'Please enter a claim');
        if (claim.length > CLAIM_MAX_LENGTH) {
          throw new ApiError(400, 'invalid_request', `body.claim: must be at most ${CLAIM_MAX_LENGTH} characters`);
        }
        if (!catalog.loaded.ok) {
          throw new ApiError(
            503,
            'service_unavailable',
            'Claim verification is paused: a catalog dataset failed its integrity check. The operators have been alerted.',
          );
        }
        const result = await verifyWithParser(claim, catalog.loaded.catalog, app.claimParser ?? null, { maxLength: CLAIM_MAX_LENGTH });
        const cryptographicProof = buildVerificationProof(result, proofSigner.privateKey);
        const issuedAt = new Date().toISOString();
        const { proofData: _internal, ...publicResult } = result;
        const stored = { ...publicResult, cryptographicProof, issuedAt };
        // Proof and verification rows in one statement: both or neither.
        const [row] = await db.query<{ id: string; proof_id: string }>(
          `with p as (
             insert into proofs (kind, owner_id, is_public, kid, proof)
             values ('verification', $1, true, $2, $3) returning id
           )
           insert into verifications (claim, verdict, veracity_score, reason_code, proof_id, user_id, ip)
           select $4, $5, $6, $7, p.id, $1, $8 from p
           returning id, proof_id`,
          [
            request.userId,
            proofSigner.keyId,
            JSON.stringify(stored),
            claim,
            result.verdict,
            result.veracityScore,
            result.reason?.code ?? null,
            request.ip,
          ],
        );
        return reply.code(200).send({ data: { id: row!.id, proofId: row!.proof_id, ...stored } });
      },
    );
  };
}
