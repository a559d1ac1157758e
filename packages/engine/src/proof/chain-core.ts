import { canonicalJson } from './canonical-json.ts';

/** The hashing rule of engine.md §7, parameterised by a SHA-256 so Node and browser share it. */
export function chainWith(
  sha256: (s: string) => string,
  steps: readonly unknown[],
): { hashes: string[]; head: string } {
  const hashes: string[] = [];
  let prev = '';
  steps.forEach((step, i) => {
    // h0 = sha256(JCS(step0)); hi = sha256(hex(h_{i-1}) + "\n" + JCS(step_i))
    prev = i === 0 ? sha256(canonicalJson(step)) : sha256(`${prev}\n${canonicalJson(step)}`);
    hashes.push(prev);
  });
  return { hashes, head: prev };
}
