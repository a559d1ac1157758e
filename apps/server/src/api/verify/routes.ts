import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildVerificationProof } from '@verity/engine/claims/proof/build-proof';
import type { DatabaseHandle } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../db/errors.ts';
import { createGroupCommit } from '../../db/group-commit.ts';
import { setBounded } from '../../lib/bounded-map.ts';
import { ApiError } from '../../lib/errors.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import type { ServedCatalog } from './catalog.ts';
import { grammarCannotRead, verifyWithParser, type ParsedVerification } from './llm-parser.ts';

export const CLAIM_MAX_LENGTH = 500;

const verifyBodySchema = z.object({
  claim: z.string({ error: 'must be a string' }).max(20_000, 'is far too long'),
  context: z.unknown().optional(),
});

/** Signed answers kept in memory (~5 KB each). */
const REMEMBERED_CLAIMS = 1000;

/**
 * A claim's signed answer as stored once in `verification_answers` and shared by every
 * verification of that claim (ADR 0018).
 */
export interface VerificationAnswer {
  /** `{...public result, cryptographicProof` as JSON text, lacking only the closing brace. */
  openJson: string;
  /** SHA-256 (hex) of the answer's JSON text, `openJson + '}'`: its address in the database. */
  sha256: string;
  /** Set once a committed statement stored it; until then each write carries the document. */
  stored: boolean;
}

interface SignedVerification {
  result: ParsedVerification;
  answer: VerificationAnswer;
}

export function verificationAnswer(openJson: string): VerificationAnswer {
  return { openJson, sha256: createHash('sha256').update(`${openJson}}`).digest('hex'), stored: false };
}

export interface VerificationRow {
  id: string;
  proofId: string;
  userId: string | null;
  kid: string;
  answer: VerificationAnswer;
  issuedAt: string;
  claim: string;
  verdict: string;
  score: number | null;
  reasonCode: string | null;
  ip: string;
}

/**
 * Proof and verification rows of many requests in one call: each pair is stored whole or
 * not at all, and rows keep their arrival order in `created_at`. An answer not yet known to be
 * stored travels with its first row and is inserted unless already there; the proof row holds
 * only its own `issuedAt` beside the answer's address.
 */
export async function insertVerifications(db: DatabaseHandle, rows: VerificationRow[]): Promise<void> {
  try {
    await writeVerifications(db, rows, false);
  } catch (err) {
    // An answer this process took for stored is gone (its database was replaced under it):
    // send every document again.
    if (sqlState(err) !== FOREIGN_KEY_VIOLATION) throw err;
    await writeVerifications(db, rows, true);
  }
  for (const row of rows) row.answer.stored = true;
}

async function writeVerifications(db: DatabaseHandle, rows: VerificationRow[], resendAnswers: boolean): Promise<void> {
  const carried = new Set<string>();
  const input = rows.map(({ answer, ...row }, ord) => {
    const head = JSON.stringify({ ...row, answerSha256: answer.sha256, ord }).slice(0, -1);
    if ((answer.stored && !resendAnswers) || carried.has(answer.sha256)) return `${head}}`;
    carried.add(answer.sha256);
    return `${head},"answer":${answer.openJson}}}`;
  });
  // One call for the whole batch; the statement lives in migration 0097.
  await db.query('select store_verifications($1::jsonb)', [`[${input.join(',')}]`]);
}

/** Claim verification against the shipped catalog, and the catalog itself. */
export function verifyRoutes(catalog: ServedCatalog): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, config, proofSigner } = app.deps;
    const verifications = createGroupCommit<VerificationRow>((rows) => insertVerifications(db, rows), { maxBatch: 64 });

    // Over the pinned catalog a grammar reading is a pure function of the claim and the day it is
    // read on ("last year" counts from it), and the signed payload holds no timestamp (Ed25519 is
    // deterministic), so the same claim on the same day gets the same signed answer: popular
    // claims (the landing's examples) are verified and signed once a day.
    // Readings by a language model can differ between calls and are never remembered.
    const remembered = new Map<string, SignedVerification>();
    async function signedVerification(claim: string): Promise<SignedVerification> {
      const today = new Date().toISOString().slice(0, 10);
      const key = `${proofSigner.keyId}\n${today}\n${claim}`;
      const hit = remembered.get(key);
      if (hit) {
        remembered.delete(key);
        remembered.set(key, hit); // most recently used goes last
        return hit;
      }
      const result = await verifyWithParser(claim, catalog.loaded.catalog, app.claimParser ?? null, { maxLength: CLAIM_MAX_LENGTH, today });
      const cryptographicProof = buildVerificationProof(result, proofSigner.privateKey);
      const { proofData: _internal, ...publicResult } = result;
      // The answer's JSON without its closing brace, serialised once for every request that reuses it.
      const signed = { result, answer: verificationAnswer(JSON.stringify({ ...publicResult, cryptographicProof }).slice(0, -1)) };
      if (result.parsedBy === 'grammar' && !(app.claimParser && grammarCannotRead(result))) {
        setBounded(remembered, key, signed, REMEMBERED_CLAIMS);
      }
      return signed;
    }

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
        const signed = await signedVerification(claim);
        const { result } = signed;
        const issuedAt = new Date().toISOString();
        const answerJson = `${signed.answer.openJson},"issuedAt":${JSON.stringify(issuedAt)}}`;
        const id = randomUUID();
        const proofId = randomUUID();
        // Answered only once stored; concurrent requests share one statement (group commit).
        await verifications.add({
          id,
          proofId,
          userId: request.userId ?? null,
          kid: proofSigner.keyId,
          answer: signed.answer,
          issuedAt,
          claim,
          verdict: result.verdict,
          score: result.veracityScore,
          reasonCode: result.reason?.code ?? null,
          ip: request.ip,
        });
        // Ids are UUIDs (nothing to escape); the rest is the stored answer's own text.
        return reply
          .code(200)
          .type('application/json; charset=utf-8')
          .send(`{"data":{"id":"${id}","proofId":"${proofId}",${answerJson.slice(1)}}`);
      },
    );
  };
}
