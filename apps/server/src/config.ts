import { createPrivateKey } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_ANON_KEY } from '@verity/contracts/auth';

const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Ports of the truth engine and the cost simulator when each runs as its own process. */
  ENGINE_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  COST_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
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
  /** Truth Assessments completed before this server kept its own count (decisions.md #15). */
  ASSESSMENT_BASELINE_COMPLETIONS: z.coerce.number().int().min(0).default(3429),
  /** Pilots a weekly onboarding cohort can take; remaining spots never show below 1. */
  PILOT_COHORT_CAPACITY: z.coerce.number().int().min(1).max(10_000).default(7),
  /** USD per CPU-second that analyses are charged and simulated at (Fargate x86 list price, $0.04048 per vCPU-hour). */
  COST_PER_CPU_SECOND: z.coerce.number().positive().max(1).default(1.1244e-5),
  /** Cost simulator: fixed USD per analysis besides compute (storage, egress); 0 by default. */
  COST_PER_REQUEST_USD: z.coerce.number().min(0).max(10).default(0),
  /** Ed25519 PKCS#8 PEM that signs proofs; unset → a key generated on first start and stored. */
  PROOF_SIGNING_KEY: z
    .string()
    .refine(isEd25519PrivatePem, { message: 'must be an Ed25519 private key in PKCS#8 PEM form' })
    .optional(),
  /** Threads in the truth engine's worker pool (default: one per core). */
  ENGINE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Stripe secret key; with STRIPE_WEBHOOK_SECRET it switches checkout from the sandbox to Stripe. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_... or rk_...)').optional(),
  /** Signing secret of the Stripe webhook endpoint /api/billing/stripe/webhook (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  /** Another Stripe API origin (stripe-mock, or a local fake in tests); unset → Stripe itself. */
  STRIPE_API_BASE: z.url().optional(),
  /** Claim verifications per IP per minute (before RATE_LIMIT_SCALE). */
  VERIFY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Largest dataset a user may upload to verify claims against. */
  USER_DATASET_MAX_BYTES: z.coerce.number().int().min(1024).max(200 * 1024 * 1024).default(20 * 1024 * 1024),
  /** Memory for parsed user datasets kept between verifications (least recently used leave first); a 20 MB file takes ~190 MB. */
  USER_DATASET_CACHE_MB: z.coerce.number().min(1).max(16_384).default(384),
  /** OpenAI-compatible endpoint that may parse a claim the grammar cannot (all three set, or none). */
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  /** How long the language model may take before the grammar's answer stands. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /** Set when a reverse proxy we control sets X-Forwarded-For / -Proto (then HSTS and client IPs follow it). */
  TRUST_PROXY: booleanString.default(false),
  /** Grace period for in-flight requests on shutdown. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // --- Auth service (/auth/v1) ---
  /** Access-token lifetime in seconds; keep well above 120 s (clients refresh 90–120 s early). */
  AUTH_JWT_EXPIRY: z.coerce.number().int().min(300).max(604_800).default(3600),
  /** `iss` of our access tokens; defaults to `<site URL>/auth/v1`. */
  AUTH_JWT_ISSUER: z.string().min(1).optional(),
  /** When set, /api verifies access tokens against this JWKS (e.g. a real Supabase project). */
  AUTH_JWKS_URL: z.url().optional(),
  /** Require a confirmation mail before the first sign-in (auto-confirm when false). */
  AUTH_EMAIL_CONFIRM: booleanString.default(false),
  AUTH_DISABLE_SIGNUP: booleanString.default(false),
  AUTH_ANONYMOUS_ENABLED: booleanString.default(true),
  AUTH_MIN_PASSWORD_LENGTH: z.coerce.number().int().min(6).max(128).default(8),
  /** Mailed codes and links stay valid this many seconds. */
  AUTH_OTP_EXPIRY: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Password changes on sessions older than 24 h need a /reauthenticate nonce. */
  AUTH_SECURE_PASSWORD_CHANGE: booleanString.default(false),
  AUTH_MFA_ENABLED: booleanString.default(true),
  /** Where mail links and redirects land; defaults to PUBLIC_URL or http://localhost:PORT. */
  AUTH_SITE_URL: z.url().optional(),
  /** Extra allowed redirect targets (comma-separated; `*` matches within a path segment, `**` anything). */
  AUTH_REDIRECT_ALLOW_LIST: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /** When set, signing private keys are stored AES-256-GCM encrypted with a key derived from it. */
  AUTH_KEY_ENCRYPTION_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  /** The published client key (identifies the client; not access control). */
  AUTH_ANON_KEY: z.string().min(1).optional(),
  /** smtp(s)://user:pass@host:port — without it mail goes to the mail_outbox table. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Verity <no-reply@verity.local>'),
});

type ParsedEnv = z.infer<typeof envSchema>;
export type Config = Readonly<
  Omit<ParsedEnv, 'AUTH_SITE_URL' | 'AUTH_JWT_ISSUER' | 'AUTH_ANON_KEY'> & {
    AUTH_SITE_URL: string;
    AUTH_JWT_ISSUER: string;
    AUTH_ANON_KEY: string;
  }
> & { readonly version: string };

/** Env files often carry a PEM on one line with literal \n: accepted as newlines. */
function isEd25519PrivatePem(value: string): boolean {
  try {
    return createPrivateKey(value.replace(/\\n/g, '\n')).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

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
  const llm = [result.data.LLM_BASE_URL, result.data.LLM_MODEL].filter(Boolean).length;
  if (llm === 1) throw new ConfigError(['LLM_BASE_URL, LLM_MODEL: set both to parse claims with a language model, or neither']);
  const data = result.data;
  const siteUrl = (data.AUTH_SITE_URL ?? data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, '');
  return Object.freeze({
    ...data,
    AUTH_SITE_URL: siteUrl,
    AUTH_JWT_ISSUER: data.AUTH_JWT_ISSUER ?? `${siteUrl}/auth/v1`,
    AUTH_ANON_KEY: data.AUTH_ANON_KEY ?? DEFAULT_ANON_KEY,
    version: SERVER_VERSION,
  });
}

export const SERVER_VERSION = '0.1.0';
export const REPO_ROOT = repoRoot;
