import { chainWith } from './chain-core.ts';
import { sha256Hex } from './hash.ts';

/**
 * SHA-256 hash chain over proof steps (engine.md §7). `head` is the last hash;
 * an empty chain has head "" and no hashes.
 */
export function buildHashChain(steps: readonly unknown[]): { hashes: string[]; head: string } {
  return chainWith(sha256Hex, steps);
}
