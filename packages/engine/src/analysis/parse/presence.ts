/**
 * Rows that have or lack some of a measure ("with no discount", "customers who got a discount") and
 * shares of them.
 */
import * as C from '../cues.ts';
import type { Column } from '../ingest.ts';
import type { Token } from '../text.ts';
import { FRACTIONS } from './numbers.ts';
import { SHARE_OF } from './rows.ts';
import type { ColumnMatch, Cut } from './types.ts';
import { claimsNo, DESCRIBES_ROWS, HAVING } from './words.ts';

/**
 * "with no discount", "without a discount", "with zero discount", "customers who got no discount":
 * the position of the word that says the rows lack what is named at token `at`, if one does ("no"
 * after "with", "for", "having" …, or "without", then at most an article). Not the claim's own "no"
 * ("no more than", "no effect").
 */
export function absentBefore(tokens: Token[], at: number, group = false): number | undefined {
  let k = at - 1;
  while (k >= 0 && /^(a|an|any|the)$/.test(tokens[k]?.word ?? '')) k--;
  const w = tokens[k]?.word ?? '';
  if (w === 'without') return k;
  if ((w !== 'no' && w !== 'zero') || k !== at - 1 || claimsNo(tokens, k)) return undefined;
  const prev = tokens[k - 1]?.word ?? '';
  if (DESCRIBES_ROWS.test(prev) || HAVING.test(prev)) return k;
  // "no coupon orders are returned less", "… than no coupon orders": "no" as the group's determiner,
  // only before a yes/no or group column (`group`), where "no" names its rows; "no discount reduces
  // returns" on an amount is left as it was
  return group && w === 'no' && (k === 0 || /^(than|and|or|vs|versus|to|between)$/.test(prev)) ? k : undefined;
}

/**
 * "with a discount", "with any discount", "customers who got a discount": the position of the word
 * that says the rows have some of what is named at token `at` (the counterpart of "with no"), if one
 * does: an article right before it and "with" or a having verb after "who" / "that" before that.
 * With `bare`, no article is needed ("with discounts", "who got discounts"). Not "with more
 * experience" or "with a higher discount" (a comparison, not a presence).
 */
export function presentBefore(tokens: Token[], at: number, bare = false): number | undefined {
  const article = /^(a|an|any)$/.test(tokens[at - 1]?.word ?? '');
  if (!article && !bare) return undefined;
  const j = article ? at - 1 : at;
  const w = tokens[j - 1]?.word ?? '';
  if (w === 'with') return j - 1;
  return HAVING.test(w) && /^(who|that|which)$/.test(tokens[j - 2]?.word ?? '') ? j - 1 : undefined;
}

/**
 * A measure rows have or lack: never negative, above 0 somewhere and exactly 0 in at least a quarter
 * of the rows (discounts, complications, errors). "With X" on it can name the rows that have some.
 */
export function hadOrNot(c: Column): boolean {
  let known = 0;
  let zeros = 0;
  let positive = false;
  for (const v of c.values) {
    if (Number.isNaN(v)) continue;
    if (v < 0) return false;
    known++;
    if (v === 0) zeros++;
    else positive = true;
  }
  return positive && zeros >= known / 4;
}

/**
 * "Most orders have no discount", "fewer than 40% of customers got a discount": a share of the rows
 * (a share word or a number before "of", "most", "few") that lack (at most 0) or have (above 0) the
 * one measure named, on a measure rows have or lack (hadOrNot).
 */
export function presenceShare(tokens: Token[], matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column, lower: string): { m: ColumnMatch; cut: Cut } | undefined {
  const m = matches.length === 1 ? matches[0] as ColumnMatch : undefined;
  if (!m || m.start < 0 || columnOf(m).kind !== 'numeric' || !hadOrNot(columnOf(m))) return undefined;
  const share = tokens.some((t, i) => i < m.start && (/^(most|majority|minority|few)$/.test(t.word) || (t.word === 'of' && (SHARE_OF.test(tokens[i - 1]?.word ?? '') ||
    FRACTIONS[tokens[i - 1]?.word ?? ''] !== undefined || /%$/.test(tokens[i - 1]?.word ?? '')))));
  if (!share || !/\b(most|majority|minority|few|of)\b/.test(lower)) return undefined;
  if (absentBefore(tokens, m.start) !== undefined) return { m, cut: { column: m.column, op: '<=', at: 0 } };
  // ("most orders have a discount", "few customers got discounts": the rows' verb, no "who" needed)
  const j = /^(a|an|any|some)$/.test(tokens[m.start - 1]?.word ?? '') ? m.start - 1 : m.start;
  if (presentBefore(tokens, m.start, true) !== undefined || HAVING.test(tokens[j - 1]?.word ?? '')) return { m, cut: { column: m.column, op: '>', at: 0 } };
  return undefined;
}

/**
 * "Most orders with a discount are returned", "fewer than 40% of customers without a coupon churn":
 * a share of a yes/no column among the rows that have (above 0) or lack (at most 0) a measure rows
 * have or lack (hadOrNot). The share opens the claim ("most", "P% of", "half of"); between it and
 * the presence only words for the rows; no comparison after it.
 */
export function shareAmongPresence(tokens: Token[], matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column):
  { m: ColumnMatch; outcome: ColumnMatch; cut: Cut } | undefined {
  const w = (i: number) => tokens[i]?.word ?? '';
  let rows = -1;
  if (/^(most|few)$/.test(w(0))) rows = 1;
  else {
    const of = tokens.findIndex((t, i) => i <= 5 && t.word === 'of');
    const prev = w(of - 1);
    if (of > 0 && (/%$/.test(prev) || SHARE_OF.test(prev) || FRACTIONS[prev] !== undefined || prev === 'percent')) rows = of + 1;
  }
  if (rows < 0) return undefined;
  const present = matches.filter((m) => m.start > rows && columnOf(m).kind === 'numeric' && hadOrNot(columnOf(m)) &&
    (absentBefore(tokens, m.start) ?? presentBefore(tokens, m.start, true)) !== undefined);
  const m = present.length === 1 ? present[0] as ColumnMatch : undefined;
  if (!m) return undefined;
  const rest = matches.filter((o) => o !== m && !(o.start >= rows && o.end < m.start));
  const outcome = rest.length === 1 ? rest[0] as ColumnMatch : undefined;
  if (!outcome || outcome.start < m.end || columnOf(outcome).kind !== 'binary') return undefined;
  if (tokens.slice(m.end + 1).some((t) => t.word === 'than' || C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word))) return undefined;
  const gone = absentBefore(tokens, m.start) !== undefined;
  return { m, outcome, cut: { column: m.column, op: gone ? '<=' : '>', at: 0 } };
}
