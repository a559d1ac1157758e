/**
 * A claim's sides and its other readings (engine.md §3.1.6).
 */
import type { Claim, Cut } from './types.ts';

/** The two sides of a cut, the named side first: "> 20" and "≤ 20". */
export function cutSides(cut: Cut): [string, string] {
  const at = +cut.at.toPrecision(12);
  const other = { '>': '≤', '>=': '<', '<': '≥', '<=': '>', '=': '≠' }[cut.op];
  return [`${cut.op === '>=' ? '≥' : cut.op === '<=' ? '≤' : cut.op} ${at}`, `${other} ${at}`];
}

/** The other readings of an ambiguous claim: each ambiguous measure column swapped for a rival (at most 3). */
export function alternativeReadings(claim: Claim): { claim: Claim; phrase: string; from: string; to: string }[] {
  const out: { claim: Claim; phrase: string; from: string; to: string }[] = [];
  for (const m of claim.matches) {
    for (const alt of m.alternatives ?? []) {
      if (out.length >= 3) return out;
      const swap = (c: string) => (c === m.column ? alt : c);
      if (![...claim.x, claim.y].includes(m.column) || [...claim.x, claim.y].includes(alt)) continue;
      // a cut applies to any measure, so the groups move with it (a group's levels do not)
      const cut = claim.cut ? { cut: { ...claim.cut, column: swap(claim.cut.column) }, ...(claim.group ? { group: { ...claim.group, column: swap(claim.group.column) } } : {}) } : {};
      out.push({
        claim: { ...claim, x: claim.x.map(swap), y: swap(claim.y), ...cut, statement: claim.statement.split(m.column).join(alt), matches: claim.matches },
        phrase: m.phrase, from: m.column, to: alt,
      });
    }
  }
  return out;
}
