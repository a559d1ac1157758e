import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the embedded PGlite database; `:memory:` keeps it in memory (tests). */
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /** When set, the same code and migrations run on a real PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Multiplies every rate limit, so load tests and benchmarks can raise them. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  /** Public origin used in links (mail, proofs). */
  PUBLIC_URL: z.url().optional(),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Built SPA served by this process. */
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Largest JSON body accepted, in bytes (analyses carry datasets). */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(10 * 1024 * 1024),
  /** Routes only a test suite needs; never on in production. */
  ENABLE_TEST_ROUTES: booleanString.default(false),
  /** Origins allowed by CORS besides our own (comma-separated). */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /** Ed25519 PKCS#8 PEM that signs proofs; unset → a key generated on first start and stored. */
  PROOF_SIGNING_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PKCS#8 PEM private key' }).optional(),
  /** Compute price that an analysis's measured CPU time is charged at (Fargate x86 list price). */
  PRICE_PER_CPU_SECOND: z.coerce.number().nonnegative().default(1.1244e-5),
  /** Threads in the truth engine's worker pool (default: one per core). */
  ENGINE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Stripe secret key; with STRIPE_WEBHOOK_SECRET it switches checkout from the sandbox to Stripe. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_... or rk_...)').optional(),
  /** Signing secret of the Stripe webhook endpoint /api/billing/stripe/webhook (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  /** Another Stripe API origin (stripe-mock, or a local fake in tests); unset → Stripe itself. */
  STRIPE_API_BASE: z.url().optional(),
  /** Grace period for in-flight requests on shutdown. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Config = Readonly<z.infer<typeof envSchema>> & { readonly version: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; every bad variable is named in one readable error. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  if (result.data.NODE_ENV === 'production' && result.data.ENABLE_TEST_ROUTES) {
    throw new ConfigError(['ENABLE_TEST_ROUTES: must not be true when NODE_ENV is production']);
  }
  if (Boolean(result.data.STRIPE_SECRET_KEY) !== Boolean(result.data.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(['STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both to use Stripe, or neither for the sandbox']);
  }
  return Object.freeze({ ...result.data, version: SERVER_VERSION });
}

export const SERVER_VERSION = '0.1.0';
export const REPO_ROOT = repoRoot;
