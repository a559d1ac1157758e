import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** Printable ASCII, as Stripe and the IETF draft allow; the browser's outbox sends UUIDs. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The optional Idempotency-Key header the browser's outbox sends with every attempt. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw badRequest('headers.idempotency-key: must be 1-255 printable ASCII characters (a UUID works).');
  }
  return value;
}

export const idempotencyKeyReused = () =>
  badRequest('headers.idempotency-key: already used for a different submission; send a new key.');
