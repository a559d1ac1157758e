import type { FastifyError, FastifyInstance } from 'fastify';
import type { AuthContext } from './context.ts';
import { registerAuthCors } from './cors.ts';
import { API_VERSION, AuthError, OAuthError, sendAuthError, wantsVersionedErrors } from './errors.ts';
import { emailFlowRoutes } from './email-flows.ts';
import { mfaRoutes } from './mfa.ts';
import { miscRoutes } from './misc.ts';
import { authenticate } from './request.ts';
import { signupRoutes } from './signup.ts';
import { tokenRoutes } from './token.ts';
import { userRoutes } from './user.ts';
import { verifyRoutes } from './verify.ts';

/** Go's limit on auth request bodies. */
const AUTH_BODY_LIMIT = 1024 * 1024;

/** Maps framework errors onto GoTrue codes; anything unexpected is a logged 500. */
function toAuthError(err: FastifyError): AuthError | OAuthError {
  if (err instanceof AuthError || err instanceof OAuthError) return err;
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AuthError(413, 'request_entity_too_large', 'Request body too large');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (err instanceof SyntaxError) return new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  if (err.statusCode === 429) return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return new AuthError(err.statusCode, 'unknown', err.message);
  return new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
}

/** The Supabase-compatible auth API at /auth/v1, with its own error shapes (auth-api.md §1). */
export async function registerAuthService(app: FastifyInstance, ctx: AuthContext): Promise<void> {
  await app.register(
    async (auth) => {
      // supabase-js posts `Content-Type: application/json` with an empty body (logout, unenroll).
      const parseJson = auth.getDefaultJsonParser('error', 'error');
      auth.removeContentTypeParser('application/json');
      auth.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT }, (request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (text.trim() === '') return done(null, {});
        parseJson(request, text, done);
      });
      registerAuthCors(auth, ctx.config);
      auth.addHook('onSend', async (request, reply) => {
        if (wantsVersionedErrors(request)) reply.header('x-supabase-api-version', API_VERSION);
      });
      auth.setErrorHandler((err: FastifyError, request, reply) => {
        const authErr = toAuthError(err);
        if (authErr instanceof AuthError && authErr.status >= 500) request.log.error({ err }, 'auth request failed');
        return sendAuthError(request, reply, authErr);
      });
      // A route for a signed-in user refuses a caller without one before reading the body.
      auth.addHook('onRequest', async (request) => {
        if (request.routeOptions.config?.access === 'user') await authenticate(ctx, request);
      });
      auth.setNotFoundHandler((request, reply) =>
        sendAuthError(request, reply, new AuthError(404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)),
      );
      for (const routes of [signupRoutes, tokenRoutes, userRoutes, verifyRoutes, emailFlowRoutes, mfaRoutes, miscRoutes]) {
        await auth.register(routes(ctx));
      }
    },
    { prefix: '/auth/v1' },
  );
}
