import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import cors from '@fastify/cors';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { publicJwk } from '@verity/engine/proof/signing';
import { ConfigError, loadConfig, type Config } from '../../config.ts';
import type { OpenDatabaseOptions } from '../../db/client.ts';
import { signerFromPem, type ProofSigner } from '../../api/proofs/signing-keys.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { registerRateLimit } from '../../plugins/rate-limit.ts';
import { engineAnalyzeRoute } from './analyze-route.ts';
import { truthEnginePlugin } from './plugin.ts';
import { EnginePool, queuedBytesFor } from './worker-pool.ts';

// `npm run start:engine`: the truth engine as its own process, on ENGINE_PORT (default 3001).
// `GET /health` and `POST /analyze` answer at its root (VITE_ENGINE_URL=http://host:3001) and
// under `/engine`, the paths the main server embeds them at, so a proxy can forward as is.
// `GET /.well-known/verity-keys.json` publishes the key its proofs are signed with.

/** Where the signing key came from, for the start-up log. */
type KeySource = 'PROOF_SIGNING_KEY' | 'database' | 'in-memory database';

/** Reads the stored key in a thread that then ends, taking the database's memory with it. */
async function readStoredKeyInThread(options: OpenDatabaseOptions): Promise<string> {
  const worker = new Worker(new URL('./key-reader-worker.mjs', import.meta.url), { workerData: options });
  try {
    return await new Promise<string>((resolve, reject) => {
      worker.once('message', (m: { ok: true; pem: string } | { ok: false; message: string }) =>
        m.ok ? resolve(m.pem) : reject(new Error(m.message)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the key reader stopped (exit code ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}

/**
 * The key the main server signs with, so the engine's proofs verify against the server's
 * published keys: PROOF_SIGNING_KEY, else the key the server keeps in its database (read once
 * at start-up, then the database is closed; created there first if the server never ran).
 */
async function standaloneSigner(config: Config): Promise<{ signer: ProofSigner; source: KeySource }> {
  if (config.PROOF_SIGNING_KEY) {
    try {
      return { signer: signerFromPem(config.PROOF_SIGNING_KEY), source: 'PROOF_SIGNING_KEY' };
    } catch {
      throw new ConfigError(['PROOF_SIGNING_KEY: not a valid Ed25519 private key in PKCS#8 PEM form']);
    }
  }
  const where = config.DATABASE_URL ? 'the PostgreSQL database at DATABASE_URL' : `the database in ${config.DATA_DIR}`;
  let pem;
  try {
    pem = await readStoredKeyInThread({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (err) {
    throw new ConfigError([
      `PROOF_SIGNING_KEY: not set, so the engine reads the server's signing key from ${where}, which failed: ` +
        `${err instanceof Error ? err.message : String(err)} ` +
        "Set PROOF_SIGNING_KEY to the main server's key (Ed25519 PKCS#8 PEM), or start the engine while the server is stopped.",
    ]);
  }
  const source = config.DATA_DIR === ':memory:' && !config.DATABASE_URL ? 'in-memory database' : 'database';
  return { signer: signerFromPem(pem), source };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { signer: proofSigner, source } = await standaloneSigner(config);
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerRateLimit(app);
  if (config.CORS_ORIGINS.length > 0) await app.register(cors, { origin: config.CORS_ORIGINS });

  const enginePool = new EnginePool(config.ENGINE_WORKERS, queuedBytesFor(config.BODY_LIMIT_BYTES));
  app.addHook('onClose', async () => enginePool.close());
  const deps = { proofSigner, enginePool, config };
  for (const prefix of ['', '/engine']) {
    await app.register(truthEnginePlugin, { prefix, version: config.version });
    await app.register(engineAnalyzeRoute, { prefix, deps, rateLimitScale: config.RATE_LIMIT_SCALE });
  }
  const keys = { keys: [publicJwk(proofSigner.privateKey)] };
  app.get('/.well-known/verity-keys.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return keys;
  });

  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await app.listen({ port: config.ENGINE_PORT, host: config.HOST });
  if (source === 'in-memory database') {
    app.log.warn({ keyId: proofSigner.keyId }, 'proofs are signed with a key made for this process only (DATA_DIR=:memory:); check them against this engine\'s /.well-known/verity-keys.json');
  } else {
    app.log.info({ keyId: proofSigner.keyId, source }, 'signing proofs with the main server\'s key');
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(err instanceof ConfigError ? 78 : 1);
});
