import { createHash } from 'node:crypto';

/** Lowercase hex SHA-256 of a UTF-8 string or raw bytes (node:crypto; server side). */
export function sha256Hex(input: string | Uint8Array): string {
  return createHash('sha256').update(input).digest('hex');
}
