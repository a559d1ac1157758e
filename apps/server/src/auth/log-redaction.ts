import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:token|token_hash|code|auth_code|access_token|refresh_token|nonce)=)[^&#]*/gi;

/** Mail links carry one-time tokens in the query string: keep them out of the logs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Pino serializer for requests: the default fields, with secret query values redacted. */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
