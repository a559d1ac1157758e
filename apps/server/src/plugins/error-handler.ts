import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@verity/contracts/api';
import { ApiError } from '../lib/errors.ts';

/** Paths that belong to an API: unknown ones answer JSON, never the SPA. */
export const API_PREFIXES = ['/api', '/auth/', '/engine', '/cost', '/.well-known/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url === p || url.startsWith(p.endsWith('/') ? p : `${p}/`) || url.startsWith(`${p}?`));
}

/**
 * One place turns every failure into `{error, message}`: validation errors name the field,
 * framework errors keep their status, anything unexpected is a logged 500 without a stack.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorResponse(err);
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: body.error, status }, body.message);
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

export function toErrorResponse(err: FastifyError): { status: number; body: ApiErrorBody } {
  if (err instanceof ApiError) {
    return { status: err.statusCode, body: { error: err.code, message: err.message } };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'body';
    const messages = err.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const name = field ? `${where}.${field}` : where;
      return `${name}: ${issue.message}`;
    });
    return { status: 400, body: { error: 'invalid_request', message: messages.join('; ') } };
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { error: 'invalid_request', message: 'The request body is not valid JSON.' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'payload_too_large', message: 'The request body is too large.' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: { error: 'unsupported_media_type', message: 'Send the body as application/json.' },
      };
  }
  if (err.statusCode === 429) {
    return { status: 429, body: { error: 'rate_limited', message: 'Too many requests. Please wait a minute and try again.' } };
  }
  // Errors from the JSON parser (prototype poisoning) and other client errors keep their status.
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return { status: err.statusCode, body: { error: 'invalid_request', message: err.message } };
  }
  return {
    status: 500,
    body: { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
  };
}
