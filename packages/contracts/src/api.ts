import { z } from 'zod';

/** Every successful `/api` answer wraps its payload in `data`. */
export type ApiSuccess<T> = { data: T };

/** Every failed `/api` answer: a machine code and a sentence a person can act on. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Machine codes the main API answers with. */
export const API_ERROR_CODES = [
  'invalid_request',
  'unauthorized',
  'forbidden',
  'insufficient_aal',
  'not_found',
  'payload_too_large',
  'rate_limited',
  'quota_exceeded',
  'hypothesis_not_testable',
  'unsupported_media_type',
  'service_unavailable',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const createdSchema = z.object({ id: z.string() });
export type Created = z.infer<typeof createdSchema>;

export const healthSchema = z.object({
  ok: z.boolean(),
  db: z.enum(['up', 'down']),
  version: z.string(),
  uptime: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
