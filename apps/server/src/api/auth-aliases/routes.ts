import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ApiErrorCode } from '@verity/contracts/api';
import type { AuthContext } from '../../auth/context.ts';
import { recover } from '../../auth/email-flows.ts';
import { AuthError, OAuthError } from '../../auth/errors.ts';
import { bodyOf, type Body } from '../../auth/request.ts';
import { signUp } from '../../auth/signup.ts';
import { passwordGrant } from '../../auth/token.ts';
import { ApiError } from '../../lib/errors.ts';

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  422: 'invalid_request',
  429: 'rate_limited',
};

/** Auth errors in the /api envelope: same status and message, our error code. */
function toApiError(err: unknown): unknown {
  if (err instanceof OAuthError) return new ApiError(400, 'invalid_request', err.description);
  if (err instanceof AuthError) {
    return new ApiError(err.status, CODE_BY_STATUS[err.status] ?? (err.status >= 500 ? 'internal_error' : 'invalid_request'), err.message);
  }
  return err;
}

/** Accepts camelCase `displayName` as the sign-up's display name. */
function signupBody(body: Body): Body {
  const data = body.data && typeof body.data === 'object' ? { ...(body.data as Body) } : {};
  if (typeof body.displayName === 'string') data.display_name = body.displayName;
  return { email: body.email, password: body.password, data };
}

/**
 * `/api/auth/login|signup|reset-password`: thin aliases over the same code as /auth/v1, for
 * plain API clients (spec 1 §7), answering `{data: …}` / `{error, message}`.
 */
export const authAliasRoutes =
  (ctx: AuthContext): FastifyPluginAsync =>
  async (app) => {
    const run = async <T>(fn: () => Promise<T>): Promise<{ data: T }> => {
      try {
        return { data: await fn() };
      } catch (err) {
        throw toApiError(err) as FastifyError;
      }
    };
    const requireEmailAndPassword = (request: FastifyRequest): Body => {
      const body = bodyOf(request);
      if (typeof body.email !== 'string' || typeof body.password !== 'string') {
        throw new ApiError(400, 'invalid_request', 'body: email and password are required strings');
      }
      return body;
    };

    /** → `{data: session}` (access_token, refresh_token, expires_in, expires_at, user). */
    app.post('/login', async (request) => {
      const body = requireEmailAndPassword(request);
      return run(() => passwordGrant(ctx, { email: body.email, password: body.password }, request));
    });

    /** → `{data: session}`, or `{data: {user, session: null}}` when a confirmation mail was sent. */
    app.post('/signup', async (request) => {
      const body = requireEmailAndPassword(request);
      return run(async () => {
        const result = await signUp(ctx, signupBody(body), request);
        return result.kind === 'session' ? result.body : { user: result.body, session: null };
      });
    });

    /** → `{data: {sent: true}}` whether or not the address has an account (no enumeration). */
    app.post('/reset-password', async (request) => {
      const body = bodyOf(request);
      if (typeof body.email !== 'string') throw new ApiError(400, 'invalid_request', 'body.email: required');
      return run(async () => {
        await recover(ctx, { email: body.email }, request);
        return { sent: true };
      });
    });
  };
