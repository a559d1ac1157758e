/**
 * Numbers in the text ("$1.2k", "40%", "half of", "a week") and the bound words around them ("more
 * than", "or less").
 */
import { ownEntry } from '../../own-entry.ts';
import * as C from '../cues.ts';
import type { Token } from '../text.ts';
import type { Bound } from './types.ts';
import { TIME_UNIT, UNIT_WORD } from './words.ts';

/** Threshold numbers: "50", "$1.2k", "40%", "4 million". Returns value and whether it was a percentage. */
export function findNumber(tokens: Token[]): { value: number; percent: boolean; index: number } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const found = numberAt(tokens, i);
    if (found) return found;
  }
  return undefined;
}

/** The number written at token i, if one is. */
export function numberAt(tokens: Token[], i: number): { value: number; percent: boolean; index: number } | undefined {
  const t = tokens[i];
  if (!t || !/^[$€£]?\d/.test(t.word)) return undefined;
  let v = Number(t.word.replace(/[$€£,%]/g, ''));
  if (!Number.isFinite(v)) return undefined;
  let percent = t.word.endsWith('%');
  const next = tokens[i + 1]?.word;
  if (next === 'percent' || next === 'pct') percent = true;
  else if (next === 'k' || next === 'thousand') v *= 1e3;
  else if (next === 'm' || next === 'million' || next === 'mn') v *= 1e6;
  else if (next === 'bn' || next === 'billion' || next === 'b') v *= 1e9;
  return { value: v, percent, index: i };
}

/** Words that cut a measure at the number after them, with the side they name. */
const CUT_PATTERNS: [RegExp, Bound][] = [
  [/^(no|not) (more|greater|higher|larger|bigger) than$/, '<='],
  [/^(no|not) (less|fewer|lower|smaller) than$/, '>='],
  [/^(more|greater|higher|larger|bigger) than$/, '>'],
  [/^(less|fewer|lower|smaller) than$/, '<'],
  [/^at least$/, '>='],
  [/^at most$/, '<='],
  [/^up to$/, '<='],
  [/^(over|above|exceeds?|exceeding|beyond)$/, '>'],
  [/^(under|below)$/, '<'],
];

/** Words after the number that make it a bound: "50 or more", "65 and over", "40 or less". */
const TRAILING_CUT: [RegExp, Bound][] = [
  [/^(or|and) (more|over|above|older|higher|greater|later|longer)$/, '>='],
  [/^(or|and) (less|fewer|under|below|younger|lower|earlier|shorter)$/, '<='],
];

/**
 * "a week", "an hour", "half an hour", "an hour and a half", "two days", "a quarter of an hour":
 * a duration in words right after a bound ("longer than", "under", "at least", "about", "within"),
 * with its amount and unit of time. `index`: its first word, `end`: its last.
 */
export function durationWords(tokens: Token[]): { value: number; percent: false; index: number; end: number; unit: string; raw: string } | undefined {
  const unitAt = (i: number, plural: boolean) => {
    const w = tokens[i]?.word ?? '';
    const u = ownEntry(TIME_UNIT, w);
    return u !== undefined && (plural ? w.endsWith('s') : !w.endsWith('s')) ? u : undefined;
  };
  const w = (i: number) => tokens[i]?.word ?? '';
  for (let i = 0; i < tokens.length; i++) {
    let found: { value: number; end: number; unit: string } | undefined;
    let u: string | undefined;
    if (w(i) === 'half' && /^(a|an)$/.test(w(i + 1)) && (u = unitAt(i + 2, false))) found = { value: 0.5, end: i + 2, unit: u };
    else if (w(i) === 'a' && w(i + 1) === 'quarter' && w(i + 2) === 'of' && /^(a|an)$/.test(w(i + 3)) && (u = unitAt(i + 4, false))) found = { value: 0.25, end: i + 4, unit: u };
    else if (/^(a|an|one)$/.test(w(i)) && (u = unitAt(i + 1, false))) {
      found = `${w(i + 2)} ${w(i + 3)} ${w(i + 4)}` === 'and a half' ? { value: 1.5, end: i + 4, unit: u } : { value: 1, end: i + 1, unit: u };
    } else if (/^(two|three|four|five|six)$/.test(w(i)) && (u = unitAt(i + 1, true))) {
      found = { value: ['two', 'three', 'four', 'five', 'six'].indexOf(w(i)) + 2, end: i + 1, unit: u };
    }
    if (!found) continue;
    const before = (len: number) => tokens.slice(Math.max(i - len, 0), i).map((t) => t.word).join(' ');
    const bound = /^(than|within|under|below|over|above|beyond)$/.test(w(i - 1)) || CUT_WORDS.some(([re, , len]) => re.test(before(len))) ||
      C.APPROX.test(` ${before(1)} `) || /^close to$/.test(before(2));
    if (!bound) continue;
    return { ...found, percent: false, index: i, raw: tokens.slice(i, found.end + 1).map((t) => t.raw).join(' ') };
  }
  return undefined;
}

/**
 * The bound written after the number at `index` ("50 or more", "15 minutes or less"): its side and
 * the position of its last word. A unit may stand between (`unit` says which words are one).
 */
export function boundAfter(tokens: Token[], index: number, unit: (t: Token) => boolean = (t) => UNIT_WORD.test(t.word)): { op: Bound; end: number } | undefined {
  for (const at of [index + 1, index + 2]) {
    if (at === index + 2 && !(tokens[index + 1] && unit(tokens[index + 1] as Token))) break;
    const tail = `${tokens[at]?.word ?? ''} ${tokens[at + 1]?.word ?? ''}`;
    const op = TRAILING_CUT.find(([re]) => re.test(tail))?.[1];
    if (op) return { op, end: at + 1 };
  }
  return undefined;
}

/**
 * "40 or older", "$50 or more", "5 tickets or more": the first number with its bound written after
 * it (a unit or one word may stand between). Its words, from the number to the bound's last word.
 */
export function trailingBound(tokens: Token[], skip: ReadonlySet<number> = new Set()): { index: number; end: number; words: string } | undefined {
  for (const t of tokens) {
    if (skip.has(t.index) || !numberAt(tokens, t.index)) continue;
    const b = boundAfter(tokens, t.index, () => true);
    if (b) return { index: t.index, end: b.end, words: tokens.slice(t.index, b.end + 1).map((u) => u.raw).join(' ') };
  }
  return undefined;
}

/** The side a denied bound names: "not over 30" is at most 30. */
export const DENIED_OP: Record<Bound, Bound> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>' };

/** A denial before a bound on the rows ("not", "never", and "aren't", "don't" … read without the apostrophe). */
export const CUT_DENIAL = /^(not|never|(do|does|did|is|are|was|were)nt)$/;

/** With each pattern's number of words (the alternatives in one pattern have the same number). */
export const CUT_WORDS = CUT_PATTERNS.map(([re, op]) => [re, op, re.source.split(' ').length] as const);

/**
 * The words between the rows' measure and its bound, from token `i`: a clause about the rows
 * ("that are", "which were", "who are not", "that don't", "that aren't") or "worth" ("orders worth
 * over $30"), and whether they deny the bound. Returns the position of the bound and the denial.
 */
export function rowsClause(tokens: Token[], i: number): { at: number; denied: boolean } {
  const w = (k: number) => tokens[k]?.word ?? '';
  let k = i;
  if (/^(that|which|who)$/.test(w(k))) {
    k++;
    if (/^(is|are|was|were|do|does|did)$/.test(w(k))) k++;
  }
  const denied = CUT_DENIAL.test(w(k));
  if (denied) k++;
  if (w(k) === 'worth') k++;
  return { at: k, denied };
}

/** Whether a clause from token `i` bounds the rows' measure at a number: "that are over $30", "that don't exceed 30". */
export function clauseBound(tokens: Token[], i: number): boolean {
  const { at } = rowsClause(tokens, i);
  if (at === i) return false;
  return CUT_WORDS.some(([re, , len]) => re.test(tokens.slice(at, at + len).map((t) => t.word).join(' ')) && numberAt(tokens, at + len) !== undefined);
}

/** The claim's one number besides the outcome's own bound ("patients over 60 … longer than 5 days": 60), if it has exactly one. */
export function soleNumber(tokens: Token[], outcomeBound?: number): NonNullable<ReturnType<typeof numberAt>> | undefined {
  const numbers = tokens.filter((t) => numberAt(tokens, t.index) && t.index !== outcomeBound);
  return numbers.length === 1 ? numberAt(tokens, (numbers[0] as Token).index) : undefined;
}

/** The cut's words right before the number at `at` ("over", "more than"), with at least one word before them. */
export function cutWordsBefore(tokens: Token[], at: number): (typeof CUT_WORDS)[number] | undefined {
  return CUT_WORDS.find(([re, , len]) => at - len >= 1 && re.test(tokens.slice(at - len, at).map((t) => t.word).join(' ')));
}

/**
 * A share in percent as a statement prints it: as written when it has at most 2 decimals
 * ("12.5", "33.33"), else at 3 significant digits ("a third": 33.3, not 33.333333).
 */
export function percentText(p: number): string {
  const two = +p.toFixed(2);
  return `${Math.abs(p - two) < 1e-9 ? two : +(+p.toPrecision(3)).toFixed(2)}`;
}

export const FRACTIONS: Record<string, number> = { half: 50, third: 100 / 3, thirds: 100 / 3, quarter: 25, quarters: 25 };

const COUNTS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3 };

/**
 * "More than half of patients", "a third of orders", "less than three quarters": a share in
 * words. Only before "of" or after "than", and never "the first half (of the year)".
 */
export function fractionWord(tokens: Token[]): { value: number; percent: boolean; index: number } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const part = FRACTIONS[(tokens[i] as Token).word];
    if (part === undefined) continue;
    const prev = tokens[i - 1]?.word ?? '';
    if (!(tokens[i + 1]?.word === 'of' || prev === 'than') || /^(first|second|last|1st|2nd|other)$/.test(prev)) continue;
    // "less than half an hour" is a duration (durationWords), not a share
    if (/^(a|an)$/.test(tokens[i + 1]?.word ?? '') && ownEntry(TIME_UNIT, tokens[i + 2]?.word ?? '') !== undefined) continue;
    const times = (tokens[i] as Token).word === 'half' ? 1 : (COUNTS[prev] ?? 1);
    const start = COUNTS[prev] !== undefined ? i - 1 : i;
    return { value: part * times, percent: true, index: start };
  }
  return undefined;
}

/** "… at 40 mg", "… on a dose of 40": a number that names rows by a value (a unit, or "<measure> of" before it). */
export function trailingValue(tokens: Token[], at: number): boolean {
  let k = at - 1;
  if (tokens[k]?.word === 'of') {
    k--;
    while (k > 0 && !/^(at|on|with|for|given|in)$/.test(tokens[k]?.word ?? '') && at - k < 5) k--;
  } else if (!UNIT_WORD.test(tokens[at + 1]?.word ?? '') || ownEntry(TIME_UNIT, tokens[at + 1]?.word ?? '') !== undefined) return false;
  return /^(at|on|with|for|given)$/.test(tokens[k]?.word ?? '');
}
