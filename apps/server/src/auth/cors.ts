import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Same origin, the site and public URLs, CORS_ORIGINS, and (outside production) loopback. */
export function isAllowedOrigin(config: Config, request: FastifyRequest, origin: string): boolean {
  if (origin === `${request.protocol}://${request.host}`) return true;
  if (origin === new URL(config.AUTH_SITE_URL).origin) return true;
  if (config.PUBLIC_URL && origin === new URL(config.PUBLIC_URL).origin) return true;
  if (config.CORS_ORIGINS.includes(origin)) return true;
  return config.NODE_ENV !== 'production' && LOOPBACK.test(origin);
}

/**
 * CORS for the auth API: the supabase-js headers are allowed and `X-Supabase-Api-Version` is
 * exposed, or browsers could not read error codes (auth-api.md §1).
 */
export function registerAuthCors(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !isAllowedOrigin(config, request, origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', 'X-Supabase-Api-Version, x-sb-error-code, x-request-id');
  });
  app.options('/*', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin === 'string' && isAllowedOrigin(config, request, origin)) {
      const asked = request.headers['access-control-request-headers'];
      const headers =
        typeof asked === 'string' && /^[A-Za-z0-9, _-]{1,1000}$/.test(asked)
          ? asked
          : 'apikey, authorization, content-type, x-client-info, x-supabase-api-version';
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      reply.header('access-control-allow-headers', headers);
      reply.header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });
}

const API_PATH = /^\/api(\/|\?|$)/;

/**
 * CORS for the main API: the same allowed origins as the auth API (a web app served from
 * another origin listed in CORS_ORIGINS); any other origin gets no CORS headers at all.
 */
export function registerApiCors(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!API_PATH.test(request.url) || typeof origin !== 'string' || !isAllowedOrigin(config, request, origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', 'x-request-id, retry-after');
  });
  app.options('/api/*', async (request, reply) => {
    const origin = request.headers.origin;
    if (typeof origin === 'string' && isAllowedOrigin(config, request, origin)) {
      reply.header('access-control-allow-methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS');
      reply.header('access-control-allow-headers', 'authorization, content-type, idempotency-key, x-request-id, x-client-info, apikey');
      reply.header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });
}
