/** splitmix64 (Steele, Lea & Flood 2014): the only randomness, seeded from the data hash, for CV folds. */
export function splitmix64(seedHex: string): () => number {
  let state = BigInt.asUintN(64, BigInt(`0x${seedHex.slice(0, 16) || '0'}`));
  return () => {
    state = BigInt.asUintN(64, state + 0x9e3779b97f4a7c15n);
    let z = state;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    z ^= z >> 31n;
    return Number(z >> 11n) / 2 ** 53;
  };
}

/** Deterministic Fisher–Yates permutation of 0..n−1. */
export function permutation(n: number, next: () => number): Uint32Array {
  const p = new Uint32Array(n);
  for (let i = 0; i < n; i++) p[i] = i;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const t = p[i] as number;
    p[i] = p[j] as number;
    p[j] = t;
  }
  return p;
}
