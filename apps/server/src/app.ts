import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { perMinute, registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { healthRoutes } from './api/health/routes.ts';
import { leadRoutes } from './api/leads/routes.ts';
import { assessmentRoutes } from './api/assessments/routes.ts';
import { costSimulatorPlugin } from './services/cost-simulator/plugin.ts';
import { truthEnginePlugin } from './services/truth-engine/plugin.ts';
import { testSupportRoutes } from './api/test-support/routes.ts';
import { proofRoutes } from './api/proofs/routes.ts';
import { loadProofSigner, type ProofSigner } from './api/proofs/signing-keys.ts';
import { subscriptionRoutes } from './api/subscriptions/routes.ts';
import { billingRoutes } from './api/billing/routes.ts';
import { stripeConfigured } from './api/billing/provider-registry.ts';
import { blueprintRoutes } from './api/blueprints/routes.ts';
import { loadServedCatalog, warmServedCatalog } from './api/verify/catalog.ts';
import { verifyRoutes } from './api/verify/routes.ts';
import { createLlmParser } from './api/verify/llm-parser.ts';
import { datasetRoutes } from './api/datasets/routes.ts';
import { analysesRoutes } from './api/analyses/routes.ts';
import { EnginePool, queuedBytesFor } from './services/truth-engine/worker-pool.ts';
import { ErrorCounter } from './lib/error-counter.ts';
import { adminRoutes } from './api/admin/routes.ts';
import { engineAnalyzeRoute } from './services/truth-engine/analyze-route.ts';
import { createAuthContext } from './auth/context.ts';
import { registerAuthService } from './auth/plugin.ts';
import { registerDevMailbox } from './auth/dev-mailbox.ts';
import { schedulePurge } from './auth/maintenance.ts';
import { serializeRequest } from './auth/log-redaction.ts';
import { registerAuthGuard, type RouteAccess } from './plugins/auth-guard.ts';
import { ChangeFeed } from './db/notified-cache.ts';
import { registerApiCors } from './auth/cors.ts';
import { authAliasRoutes } from './api/auth-aliases/routes.ts';
import { profileRoutes } from './api/profile/routes.ts';

export interface AppDeps {
  config: Config;
  db: DatabaseHandle;
  startedAt?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps & {
      startedAt: number;
      proofSigner: ProofSigner;
      enginePool: EnginePool;
      errorCounter: ErrorCounter;
      /** The database's change notifications, for caches that must drop what changed. */
      changes: ChangeFeed;
    };
  }
  interface FastifyInstance {
    /** Every route as registered (method, path), for tests that must cover each one. */
    routeTable: readonly RouteEntry[];
  }
  interface FastifyRequest {
    /** The verified user of this request, or null when it carries no valid access token. */
    userId: string | null;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  /** The route's declared `config.access`: who the auth guard lets through before parsing. */
  access: RouteAccess | null;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Builds the whole server without listening, for `main.ts` and the tests alike. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.apikey'],
            serializers: { req: serializeRequest },
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Only behind a proxy we run may X-Forwarded-For choose the client IP that rate limits key on.
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Let graceful shutdown finish in-flight requests and refuse new ones with 503.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? null;
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url, access });
  });

  const proofSigner = await loadProofSigner(deps.db.db, config.PROOF_SIGNING_KEY);
  const enginePool = new EnginePool(config.ENGINE_WORKERS, queuedBytesFor(config.BODY_LIMIT_BYTES));
  app.addHook('onClose', async () => enginePool.close());
  const errorCounter = new ErrorCounter();
  const changes = new ChangeFeed();
  await changes.attach(deps.db);
  app.decorate('deps', { ...deps, startedAt: deps.startedAt ?? Date.now(), proofSigner, enginePool, errorCounter, changes });
  app.addHook('onResponse', async (_request, reply) => {
    if (reply.statusCode >= 500) errorCounter.record();
  });
  app.decorateRequest('userId', null);
  // The API speaks JSON only: other bodies get a clear 415 instead of a confusing 400.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, { stripe: stripeConfigured(config) });
  await app.register(compress, { threshold: 1024 });
  await registerRateLimit(app);
  registerApiCors(app, config);

  const auth = await createAuthContext(config, deps.db, app.log, changes);
  registerAuthGuard(app, auth, changes);
  await registerAuthService(app, auth);
  schedulePurge(app, auth);
  if (config.NODE_ENV !== 'production') registerDevMailbox(app, deps.db);
  await app.register(authAliasRoutes(auth), { prefix: '/api/auth' });
  await app.register(profileRoutes, { prefix: '/api' });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(leadRoutes, { prefix: '/api', mailer: auth.mailer });
  await app.register(assessmentRoutes, { prefix: '/api' });
  await app.register(truthEnginePlugin, { prefix: '/engine', version: config.version });
  await app.register(costSimulatorPlugin, {
    prefix: '/cost',
    version: config.version,
    costPerCpuSecond: config.COST_PER_CPU_SECOND,
    costPerRequestUsd: config.COST_PER_REQUEST_USD,
    rateLimit: perMinute(config.RATE_LIMIT_SCALE, 120),
  });
  await app.register(proofRoutes);
  await app.register(subscriptionRoutes, { prefix: '/api' });
  await app.register(billingRoutes, { prefix: '/api' });
  await app.register(blueprintRoutes, { prefix: '/api' });
  const catalog = loadServedCatalog(proofSigner.privateKey, (message) => app.log.error(message));
  app.log.info({ ms: Math.round(catalog.loaded.loadMs), ok: catalog.loaded.ok }, 'claim catalog loaded');
  // Build the row Merkle trees once listening, one dataset per tick, so no verification pays for a lazy build.
  app.addHook('onListen', async () => {
    warmServedCatalog(catalog);
  });
  app.decorate(
    'claimParser',
    config.LLM_BASE_URL && config.LLM_MODEL
      ? createLlmParser({
          baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS,
          log: (msg, detail) => app.log.warn(detail ?? {}, msg),
        })
      : null,
  );
  await app.register(verifyRoutes(catalog), { prefix: '/api' });
  await app.register(datasetRoutes, { prefix: '/api' });
  await app.register(analysesRoutes, { prefix: '/api' });
  await app.register(engineAnalyzeRoute, { prefix: '/engine' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  if (config.ENABLE_TEST_ROUTES) await app.register(testSupportRoutes, { prefix: '/api/test' });

  await registerSpa(app, config.WEB_DIST_DIR);
  return app;
}
