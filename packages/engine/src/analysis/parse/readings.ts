/**
 * A claim's sides and its other readings (engine.md §3.1.6).
 */
import * as C from '../cues.ts';
import { tokenize } from '../text.ts';
import { measuresAFall } from './direction.ts';
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
      let statement = claim.statement.split(m.column).join(alt);
      let direction = claim.direction;
      // "the drug lowers blood pressure" read of bp_drop instead of bp_after: a larger drop (directionSign),
      // unless the phrase names the fall itself ("a smaller drop")
      if (m.column === claim.y && direction !== 0 && measuresAFall(m.column) !== measuresAFall(alt) && !tokenize(m.phrase).some((t) => C.NEGATIVE.test(t.word))) {
        const turned = turnRound(statement, alt);
        if (turned === undefined) continue;
        [statement, direction] = [turned, -direction as 1 | -1];
      }
      out.push({
        claim: { ...claim, x: claim.x.map(swap), y: swap(claim.y), direction, ...cut, statement, matches: claim.matches },
        phrase: m.phrase, from: m.column, to: alt,
      });
    }
  }
  return out;
}

/** The statement with the outcome's side turned round ("is lower for" → "is higher for", "goes with lower y" → "… higher y"), or undefined. */
function turnRound(statement: string, y: string): string | undefined {
  const swapWord = (w: string) => (w === 'higher' ? 'lower' : 'higher');
  const group = / is (not )?(higher|lower) for /;
  if (group.test(statement)) return statement.replace(group, (_, not: string | undefined, w: string) => ` is ${not ?? ''}${swapWord(w)} for `);
  const relation = new RegExp(` goes with (higher|lower) ${y.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  if (relation.test(statement)) return statement.replace(relation, (_, w: string) => ` goes with ${swapWord(w)} ${y}`);
  return undefined;
}
