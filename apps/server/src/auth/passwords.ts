import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { AuthError, errors } from './errors.ts';

/** OWASP's argon2id parameters (m=19 MiB, t=2, p=1). */
// 2 = Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import).
export const ARGON2_PARAMS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/**
 * The contract's cap (auth-api.md §6): bcrypt reads 72 bytes, so Supabase refuses longer
 * passwords, and an account made here must still sign in after an import there. It also keeps
 * a multi-megabyte password from reaching the hash.
 */
export const MAX_PASSWORD_BYTES = 72;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * Unknown emails and passwordless users still pay one argon2 verification, so the answer's
 * timing does not reveal whether an account exists.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('verity-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

export interface PasswordPolicy {
  minLength: number;
}

/** Reasons a password fails the policy (empty when it passes). */
export function weakPasswordReasons(password: string, policy: PasswordPolicy): string[] {
  return [...password].length < policy.minLength ? ['length'] : [];
}

export function weakPasswordMessage(policy: PasswordPolicy): string {
  return `Password should be at least ${policy.minLength} characters.`;
}

/** Throws `422 weak_password` (with reasons) or `400 validation_failed` for absurd lengths. */
export function assertPasswordPolicy(password: string, policy: PasswordPolicy): void {
  // Counting bytes needs no buffer: a string of more than 72 UTF-16 units is past it anyway.
  if (password.length > MAX_PASSWORD_BYTES || Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw errors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`);
  }
  const reasons = weakPasswordReasons(password, policy);
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', weakPasswordMessage(policy), { weak_password: { reasons } });
  }
}
