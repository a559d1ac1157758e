import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UploadFormat, UserColumn } from '@verity/engine/claims/catalog/user-dataset';
import type { VerificationResult } from '@verity/engine/claims/verify/result';
import { buildVerificationProof } from '@verity/engine/claims/proof/build-proof';
import { ApiError, notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth-guard.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { CLAIM_MAX_LENGTH } from '../verify/routes.ts';
import type { ClaimParser, ParserCatalog } from '../verify/llm-parser.ts';
import { verifyWithParserBy } from '../verify/llm-parser.ts';
import { datasetDefId, getDataset, listDatasets } from './store.ts';
import { UserTablePool } from './table-pool.ts';
import type { StoredSource, TableTaskResult } from './table-task.ts';

const uploadQuery = z.object({
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  fileName: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  entityColumn: z.string().max(200).optional(),
  timeColumn: z.string().max(200).optional(),
  /** JSON object {column: unit}. */
  units: z.string().max(10_000).optional(),
  /** Comma-separated columns whose yearly value is a total. */
  sumColumns: z.string().max(10_000).optional(),
});

const idParams = z.object({ id: z.uuid('must be a dataset id') });
const verifyBody = z.object({ claim: z.string({ error: 'must be a string' }).max(20_000, 'is far too long') });
const shareParams = z.object({ id: z.uuid('must be a dataset id'), verificationId: z.uuid('must be a verification id') });
const shareBody = z.object({ shared: z.boolean({ error: 'must be true or false' }) });

function parseUnits(raw: string | undefined): Record<string, string> {
  if (raw === undefined || raw.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ApiError(400, 'invalid_request', 'querystring.units: must be a JSON object of column → unit, e.g. {"revenue":"USD"}');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, 'invalid_request', 'querystring.units: must be a JSON object of column → unit');
  }
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string' || v.length > 40) throw new ApiError(400, 'invalid_request', `querystring.units.${k}: must be a text of at most 40 characters`);
    if (v.trim()) out[k] = v.trim();
  }
  return out;
}

function formatOf(contentType: string | undefined): UploadFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv' || type === 'application/csv') return 'csv';
  if (type === 'application/json') return 'json';
  throw new ApiError(415, 'unsupported_media_type', 'Send the file as text/csv (CSV with a header line) or application/json (an array of rows).');
}

/** A user's own datasets: upload, list, read, delete, and verify claims against one of them. */
export const datasetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, proofSigner } = app.deps;
  const maxBytes = config.USER_DATASET_MAX_BYTES;
  const tables = new UserTablePool(config.USER_DATASET_CACHE_MB * 1024 * 1024);
  app.addHook('onClose', async () => tables.close());

  /** The owner's stored table, for the worker when it no longer has it cached. */
  async function storedSource(ownerId: string, id: string): Promise<StoredSource | null> {
    const [row] = await db.query<{ columns: UserColumn[] | string; name: string; file_name: string; format: UploadFormat; entity_column: string | null; time_column: string | null; merkle_root: string; sha256: string; rows_gzip: Uint8Array; byte_size: number }>(
      `select columns, name, file_name, format, entity_column, time_column, merkle_root, sha256, rows_gzip, byte_size
         from user_datasets where id = $1 and owner_id = $2`,
      [id, ownerId],
    );
    if (!row) return null;
    const columns = typeof row.columns === 'string' ? (JSON.parse(row.columns) as UserColumn[]) : row.columns;
    return {
      spec: { id: datasetDefId(id), name: row.name, file: row.file_name, format: row.format, entityColumn: row.entity_column, timeColumn: row.time_column, columns },
      merkleRoot: row.merkle_root, sha256: row.sha256, blob: row.rows_gzip, byteSize: row.byte_size,
    };
  }

  /** Verifies claims on the owner's table in the worker, handing it the stored rows on a cache miss; null when not theirs. */
  async function verifyOnTable(ownerId: string, id: string, claims: string[]): Promise<Extract<TableTaskResult, { op: 'verified' }> | null> {
    let out = await tables.run({ op: 'verify', owner: ownerId, id, claims, maxLength: CLAIM_MAX_LENGTH });
    if (out.op === 'need-source') {
      const source = await storedSource(ownerId, id);
      if (!source) return null;
      out = await tables.run({ op: 'verify', owner: ownerId, id, claims, maxLength: CLAIM_MAX_LENGTH, source });
    }
    if (out.op !== 'verified') throw new Error(`unexpected user-table answer ${out.op}`);
    return out;
  }
  const parser: ClaimParser | null = app.claimParser ?? null;
  const megabytes = `${Math.round(maxBytes / 1024 / 1024)} MB`;

  // The upload takes the file's bytes as they are, so encoding problems are ours to report.
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
    upload.addHook('onRequest', async (request) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > maxBytes) throw new ApiError(413, 'payload_too_large', `The file is larger than ${megabytes}; upload at most ${megabytes}.`);
    });
    upload.setErrorHandler((err, _request, reply) => {
      if ((err as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ error: 'payload_too_large', message: `The file is larger than ${megabytes}; upload at most ${megabytes}.` });
      }
      throw err;
    });

    upload.withTypeProvider<ZodTypeProvider>().post(
      '/datasets',
      {
        bodyLimit: maxBytes,
        config: { access: 'user', rateLimit: perMinute(config.RATE_LIMIT_SCALE, 20) },
        schema: { querystring: uploadQuery },
      },
      async (request, reply) => {
        const ownerId = requireUser(request);
        const format = formatOf(request.headers['content-type']);
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw new ApiError(400, 'invalid_request', 'body: send the file as the request body.');
        const q = request.query;
        const id = randomUUID();
        const fileName = q.fileName?.trim() || `${q.name}.${format}`;
        const sha256 = createHash('sha256').update(body).digest('hex');
        // Reading, checking and hashing the file happen in the user-table worker.
        const bytes = new Uint8Array(body.byteLength);
        bytes.set(body);
        const out = await tables.run(
          {
            op: 'prepare', owner: ownerId, id, bytes, sha256,
            choices: {
              id: datasetDefId(id), name: q.name, file: fileName, format,
              entityColumn: q.entityColumn?.trim() ? q.entityColumn : null,
              timeColumn: q.timeColumn?.trim() ? q.timeColumn : null,
              units: parseUnits(q.units),
              sumColumns: (q.sumColumns ?? '').split(',').map((s) => s.trim()).filter(Boolean),
            },
          },
          [bytes.buffer],
        );
        if (out.op === 'problem') return reply.code(422).send({ error: out.code, message: out.message });
        if (out.op !== 'prepared') throw new Error(`unexpected user-table answer ${out.op}`);
        try {
          await db.query(
            `insert into user_datasets (id, owner_id, name, file_name, format, columns, entity_column, time_column,
               row_count, byte_size, sha256, merkle_root, rows_gzip)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
            [
              id, ownerId, q.name, fileName, format, JSON.stringify(out.spec.columns),
              out.spec.entityColumn, out.spec.timeColumn, out.rowCount, body.length,
              sha256, out.merkleRoot, Buffer.from(out.blob.buffer, out.blob.byteOffset, out.blob.byteLength),
            ],
          );
        } catch (e) {
          await tables.run({ op: 'evict', owner: ownerId, id });
          throw e;
        }
        const stored = await getDataset(db, ownerId, id);
        return reply.code(201).send({ data: { ...stored!, coverage: out.coverage, entities: out.entities, years: out.years } });
      },
    );
  });

  app.get('/datasets', { config: { access: 'user' } }, async (request) => {
    return { data: await listDatasets(db, requireUser(request)) };
  });

  app.get('/datasets/:id', { config: { access: 'user' }, schema: { params: idParams } }, async (request) => {
    const ownerId = requireUser(request);
    const found = await getDataset(db, ownerId, request.params.id);
    // Another user's dataset is "not found", so ids do not leak.
    if (!found) throw notFound('No dataset with this id.');
    const table = (await verifyOnTable(ownerId, request.params.id, []))?.guide.datasets[0];
    const verifications = await db.query<{ id: string; proof_id: string; claim: string; verdict: string; veracity_score: number | null; is_public: boolean; created_at: Date | string }>(
      `select v.id, v.proof_id, v.claim, v.verdict, v.veracity_score, p.is_public, v.created_at
         from verifications v join proofs p on p.id = v.proof_id
        where v.dataset_id = $1 and v.user_id = $2 order by v.created_at desc limit 20`,
      [request.params.id, ownerId],
    );
    return {
      data: {
        ...found, coverage: table?.def.coverageText ?? found.coverage, entities: table?.entities.slice(0, 50) ?? [],
        verifications: verifications.map((v) => ({
          id: v.id, proofId: v.proof_id, claim: v.claim, verdict: v.verdict, veracityScore: v.veracity_score,
          shared: v.is_public, createdAt: new Date(v.created_at).toISOString(),
        })),
      },
    };
  });

  app.delete('/datasets/:id', { config: { access: 'user' }, schema: { params: idParams } }, async (request, reply) => {
    const ownerId = requireUser(request);
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>('select id from user_datasets where id = $1 and owner_id = $2 for update', [request.params.id, ownerId]);
      if (!row) return false;
      // Its verifications and their proofs hold rows of the data: they go with it.
      const gone = await tx.query<{ proof_id: string }>('delete from verifications where dataset_id = $1 returning proof_id', [row.id]);
      if (gone.length) await tx.query('delete from proofs where id = any($1::uuid[]) and owner_id = $2', [gone.map((g) => g.proof_id), ownerId]);
      await tx.query('delete from user_datasets where id = $1 and owner_id = $2', [row.id, ownerId]);
      return true;
    });
    if (!deleted) throw notFound('No dataset with this id.');
    await tables.run({ op: 'evict', owner: ownerId, id: request.params.id });
    return reply.code(204).send();
  });

  app.post(
    '/datasets/:id/verify',
    {
      bodyLimit: 64 * 1024,
      config: { access: 'user', rateLimit: perMinute(config.RATE_LIMIT_SCALE, config.VERIFY_RATE_LIMIT_PER_MINUTE) },
      schema: { params: idParams, body: verifyBody },
    },
    async (request, reply) => {
      const ownerId = requireUser(request);
      const claim = request.body.claim.trim();
      if (claim.length === 0) throw new ApiError(400, 'invalid_request', 'Please enter a claim');
      if (claim.length > CLAIM_MAX_LENGTH) throw new ApiError(400, 'invalid_request', `body.claim: must be at most ${CLAIM_MAX_LENGTH} characters`);
      const first = await verifyOnTable(ownerId, request.params.id, [claim]);
      if (!first) throw notFound('No dataset with this id.');
      let manifest = first.manifest;
      const guide: ParserCatalog = first.guide;
      const result = await verifyWithParserBy(
        claim,
        guide,
        async (text): Promise<VerificationResult> => {
          const again = await verifyOnTable(ownerId, request.params.id, [text]);
          if (!again) throw notFound('No dataset with this id.');
          manifest = again.manifest;
          return again.results[0]!;
        },
        parser,
        first.results[0]!,
      );
      const cryptographicProof = buildVerificationProof(result, proofSigner.privateKey);
      const issuedAt = new Date().toISOString();
      const { proofData: _internal, ...publicResult } = result;
      // The one-dataset manifest travels with the proof: its hash is signed, and its root checks the rows.
      const stored = { ...publicResult, cryptographicProof, issuedAt, datasetId: request.params.id, datasetManifest: manifest };
      const [row] = await db.query<{ id: string; proof_id: string }>(
        `with p as (
           insert into proofs (kind, owner_id, is_public, kid, proof)
           values ('verification', $1, false, $2, $3) returning id
         )
         insert into verifications (claim, verdict, veracity_score, reason_code, proof_id, user_id, ip, dataset_id)
         select $4, $5, $6, $7, p.id, $1, $8, $9 from p
         returning id, proof_id`,
        [ownerId, proofSigner.keyId, JSON.stringify(stored), claim, result.verdict, result.veracityScore, result.reason?.code ?? null, request.ip, request.params.id],
      );
      return reply.code(200).send({ data: { id: row!.id, proofId: row!.proof_id, ...stored } });
    },
  );

  app.patch(
    '/datasets/:id/verifications/:verificationId',
    { config: { access: 'user' }, schema: { params: shareParams, body: shareBody } },
    async (request) => {
      const ownerId = requireUser(request);
      const [row] = await db.query<{ proof_id: string }>(
        `update proofs set is_public = $4
          where id = (select proof_id from verifications where id = $1 and dataset_id = $2 and user_id = $3)
            and owner_id = $3
          returning id as proof_id`,
        [request.params.verificationId, request.params.id, ownerId, request.body.shared],
      );
      if (!row) throw notFound('No verification with this id.');
      return { data: { id: request.params.verificationId, proofId: row.proof_id, shared: request.body.shared } };
    },
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    claimParser?: ClaimParser | null;
  }
}
