import type { FastifyReply, FastifyRequest } from 'fastify';

/** A GoTrue-style API error: status, machine code and message (auth-api.md §1.1). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** OAuth-style errors of some /token paths: always 400 `{error, error_description}`. */
export class OAuthError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'invalid_grant' | 'invalid_client' | 'server_error',
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

export const API_VERSION = '2024-01-01';

/** A request carrying `X-Supabase-Api-Version` >= 2024-01-01 gets the new error shape. */
export function wantsVersionedErrors(request: FastifyRequest): boolean {
  const raw = request.headers['x-supabase-api-version'];
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return false;
  const t = Date.parse(`${raw}T00:00:00Z`);
  return Number.isFinite(t) && raw >= API_VERSION;
}

/** Writes an error in the shape the client decodes (both shapes carry `error_code` and `msg`). */
export function sendAuthError(request: FastifyRequest, reply: FastifyReply, err: AuthError | OAuthError) {
  reply.type('application/json; charset=utf-8');
  if (err instanceof OAuthError) {
    return reply.code(400).send({ error: err.error, error_description: err.description });
  }
  reply.header('x-sb-error-code', err.code);
  if (wantsVersionedErrors(request)) {
    reply.header('x-supabase-api-version', API_VERSION);
    return reply
      .code(err.status)
      .send({ code: err.code, error_code: err.code, message: err.message, msg: err.message, ...err.extra });
  }
  return reply.code(err.status).send({ code: err.status, error_code: err.code, msg: err.message, ...err.extra });
}

// Frequent errors, with Go's messages.
export const errors = {
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  userNotFound: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  rateLimited: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  emailRateLimited: () => new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
  mailTooSoon: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  insufficientAal: (status = 422) =>
    new AuthError(status, 'insufficient_aal', 'AAL2 required to perform this action'),
};
