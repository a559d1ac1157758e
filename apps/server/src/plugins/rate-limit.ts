import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ApiError } from '../lib/errors.ts';

/** Registers the limiter; routes opt in with `config: { rateLimit: perMinute(n) }`. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
}

/** A per-IP limit of `max` requests a minute, multiplied by RATE_LIMIT_SCALE. */
export function perMinute(scale: number, max: number) {
  return { max: Math.max(1, Math.round(max * scale)), timeWindow: 60_000 };
}
