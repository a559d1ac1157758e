/** Pearson χ² test of independence on an r×c table, with Yates' correction for 2×2 (scipy chi2_contingency). */
import { chi2Sf } from './dist/chi2.ts';

export interface Chi2Result {
  chi2: number;
  p: number;
  dof: number;
  chi2Yates: number;
  pYates: number;
  cramersV: number;
}

export function chi2Contingency(table: readonly (readonly number[])[]): Chi2Result {
  const r = table.length;
  const c = (table[0] ?? []).length;
  const rowSums = table.map((row) => row.reduce((s, v) => s + v, 0));
  const colSums = Array.from({ length: c }, (_, j) => table.reduce((s, row) => s + (row[j] as number), 0));
  const n = rowSums.reduce((s, v) => s + v, 0);
  const dof = (r - 1) * (c - 1);
  let chi2 = 0;
  let chi2Yates = 0;
  for (let i = 0; i < r; i++) {
    for (let j = 0; j < c; j++) {
      const e = ((rowSums[i] as number) * (colSums[j] as number)) / n;
      const o = (table[i] as readonly number[])[j] as number;
      chi2 += (o - e) ** 2 / e;
      // Yates (dof 1 only): move each observed count up to 0.5 toward its expectation.
      const diff = e - o;
      const adj = o + Math.sign(diff) * Math.min(0.5, Math.abs(diff));
      chi2Yates += (adj - e) ** 2 / e;
    }
  }
  if (dof !== 1) chi2Yates = chi2;
  const p = dof === 0 ? 1 : chi2Sf(chi2, dof);
  const pYates = dof === 0 ? 1 : chi2Sf(chi2Yates, dof);
  return { chi2, p, dof, chi2Yates, pYates, cramersV: Math.sqrt(chi2 / (n * (Math.min(r, c) - 1))) };
}
