/**
 * The direction a claim states, and denials of it ("are not happier").
 */
import * as C from '../cues.ts';
import { nameWords } from '../ingest.ts';
import { columnStems, tokenize, type Token } from '../text.ts';
import { bothEnds, endOf, scaleEndAt, scaleOf, takesTime } from './column-matching.ts';
import {  } from './levels.ts';
import type { ColumnMatch, LevelMention } from './types.ts';
import { particleAfter, timeTakenEnd } from './units.ts';
import { NEGATION } from './words.ts';

/**
 * +1 or −1 from the claim's direction words, 0 when it has none. An outcome that measures a fall
 * (`bp_drop`, `weight_loss`) turns the sign round when the claim speaks of the quantity itself:
 * "the drug lowers blood pressure" is a larger `bp_drop`. A word of a matched column's own name
 * ("a smaller drop in blood pressure") is part of that name, not a direction, but a column's word
 * in the comparative ("makes employees happier" for satisfaction) says "higher", unless negated
 * ("not happier" is not "lower", so it gives no direction). `ignore`: words that are not the
 * claim's direction (a cut's "more than", a rejected "not less"; a negation among them does not
 * negate a comparative); `levels`: a level is a name, even when it reads as a comparative ("older"
 * customers) or a direction ("top" stores); `inverted`: direction words a negation in the rows'
 * description turns round ("students who do not study more" study less).
 */
export function directionSign(
  tokens: Token[], matches: ColumnMatch[], from = 0, outcome?: string,
  { ignore = new Set<number>(), levels = [], inverted = new Set<number>() }:
    { ignore?: ReadonlySet<number>; levels?: readonly LevelMention[]; inverted?: ReadonlySet<number> } = {},
): 1 | -1 | 0 {
  let sign = 1;
  let any = false;
  for (const { t, comparative, low } of directionWords(tokens, matches, from, ignore, levels)) {
    if (comparative) {
      if (tokens.slice(Math.max(0, t.index - 3), t.index).some((w) => NEGATION.test(w.word) && !ignore.has(w.index))) continue;
      any = true;
      // "younger employees earn more": the low end of age, so lower salary with higher age
      if (low) sign = -sign;
      continue;
    }
    any = true;
    if (low ?? C.NEGATIVE.test(t.word)) sign = -sign;
    if (inverted.has(t.index)) sign = -sign;
  }
  if (any && outcome !== undefined && measuresAFall(outcome)) {
    const outcomeStems = new Set(columnStems(outcome));
    if (!tokens.some((t) => outcomeStems.has(t.stem) && (C.NEGATIVE.test(t.word) || /^loss/.test(t.word)))) sign = -sign;
  }
  return any ? (sign as 1 | -1) : 0;
}

/** A column that measures a fall ("bp_drop", "weight_loss"): a claim that something lowers the quantity raises it. */
export function measuresAFall(column: string): boolean {
  return nameWords(column).some((w) => C.NEGATIVE.test(w) || /^(loss|losses)$/.test(w));
}

/**
 * The claim's direction words: cue words outside column names and levels, and a matched column's
 * word in the comparative ("happier" for satisfaction, "younger" for age), flagged `comparative`.
 * `low`: the word names the low end ("younger", "faster deliveries" for a delivery time; see
 * scaleEndAt), which overrides the cue's own sign ("slower deliveries" take longer). The two ends
 * joined by "and" ("younger and older employees") give no direction.
 */
export function directionWords(
  tokens: Token[], matches: ColumnMatch[], from: number, ignore: ReadonlySet<number>, levels: readonly LevelMention[],
): { t: Token; comparative: boolean; low?: boolean }[] {
  const nameStems = new Set(matches.flatMap((m) => columnStems(m.column)));
  // a group's name is not a direction, even when it reads as one ("top and bottom stores", "lower class")
  const levelWords = new Set(levels.flatMap((lv) => Array.from({ length: tokenize(lv.level).length }, (_, k) => lv.index + k)));
  const out: { t: Token; comparative: boolean; low?: boolean }[] = [];
  // a claim about a time taken and no speed: "slower" is more of it, "faster" less ("car deliveries are slower")
  const timed = matches.some((m) => takesTime(m.column)) && !matches.some((m) => scaleOf('faster', m.column)?.end === 1);
  // the particle of "slows down", "speeds up" is part of the verb, not a direction of its own
  const particles = new Set(tokens.flatMap((t) =>
    /^slow(s|ed|ing)?$/.test(t.word) ? [particleAfter(tokens, t, 'down')] : /^(sped|speeds?|speeding)$/.test(t.word) ? [particleAfter(tokens, t, 'up')] : []));
  for (const t of tokens) {
    if (t.index < from || ignore.has(t.index) || levelWords.has(t.index) || particles.has(t.index)) continue;
    const inside = matches.find((m) => t.index >= m.start && t.index <= m.end);
    if (inside || nameStems.has(t.stem)) {
      if (!inside || levels.some((lv) => lv.column === inside.column && lv.index === inside.start)) continue;
      // ("resolved sooner" naming resolution_days: durationMeasure)
      const end = endOf(t, inside.column) ?? (takesTime(inside.column) ? timeTakenEnd(tokens, t) : undefined);
      if (end === undefined || bothEnds(tokens, t, inside.column, end)) continue;
      out.push({ t, comparative: true, ...(end < 0 ? { low: true } : {}) });
      continue;
    }
    const end = scaleEndAt(tokens, matches, t) ?? (timed ? timeTakenEnd(tokens, t) : undefined);
    if (end !== undefined) out.push({ t, comparative: false, low: end < 0 });
    else if (C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word)) out.push({ t, comparative: false });
  }
  return out;
}

/** Words of degree before a comparative or a verb of effect ("much higher", "strongly increases"). */
const DEGREE = /^(much|far|way|slightly|somewhat|significantly|substantially|considerably|dramatically|markedly|strongly|greatly|vastly|hugely|massively|even|any|lot|bit|little)$/;

/**
 * Where the claim denies its own direction: "are not more satisfied", "aren't happier", "no more
 * likely to churn", "don't earn more", "does not make employees happier", "B doesn't beat A". Such
 * a claim says there is no difference, as "does not increase" or "does not depend on" do, not that
 * the direction holds. The denial belongs to the claim's verb: "no" right before the direction
 * word, or "not" after an auxiliary, "never" or a contracted "n't" at most two words before it;
 * not a "not" in a clause that describes the rows ("employees who do not work remotely earn
 * more") nor a bare "not" ("fewer sales, not more"). Returns the positions of the denying words
 * ("no" in "no happier" is not a level named "no").
 */
export function denials(tokens: Token[], matches: ColumnMatch[], ignore: ReadonlySet<number>, levels: readonly LevelMention[]): Set<number> {
  const out = new Set<number>();
  for (const { t } of directionWords(tokens, matches, 0, ignore, levels)) {
    // ("do not have a much higher drop", "not even a slightly higher": the words of degree before the
    // direction, and an article among them, are not counted)
    let degree = 0;
    const skipped = (w: string) => DEGREE.test(w) || ((w === 'a' || w === 'an') && degree > 0);
    while (skipped(tokens[t.index - 1 - degree]?.word ?? '')) degree++;
    for (let k = t.index - 1 - degree; k >= Math.max(0, t.index - 3 - degree); k--) {
      const w = (tokens[k] as Token).word;
      if (!NEGATION.test(w) || w === 'nor' || w === 'neither') continue;
      if (w === 'no' && k !== t.index - 1 - degree) continue;
      if (w === 'not' && !C.AUXILIARY.test(tokens[k - 1]?.word ?? '')) continue;
      if (inRowsClause(tokens, k)) continue;
      out.add(k);
      break;
    }
  }
  return out;
}

/**
 * A negation that opens a clause about the rows: "who do not smoke", "that aren't remote", "who have
 * never smoked" (an opener, then an auxiliary before "not", or "never" or "n't" right after the
 * opener or its auxiliary). "Customers who churn do not spend more" denies the claim: "not" follows
 * the clause's verb.
 */
export function inRowsClause(tokens: Token[], k: number): boolean {
  const word = (i: number) => tokens[i]?.word ?? '';
  if (word(k) === 'not') return C.AUXILIARY.test(word(k - 1)) && C.CLAUSE_OPENER.test(word(k - 2));
  if (word(k) !== 'never' && !(NEGATION.test(word(k)) && word(k).endsWith('nt'))) return false;
  return C.CLAUSE_OPENER.test(word(k - 1)) || (C.AUXILIARY.test(word(k - 1)) && C.CLAUSE_OPENER.test(word(k - 2)));
}

/**
 * "Office employees are not remote", "remote employees do not churn", "most women never work
 * remotely", "60% of patients do not recover": a negation of the claim's verb (an auxiliary's
 * "not", "never", "n't") at most three words before the outcome's name denies the outcome's level
 * itself: the claim is about the other level. Not a negation in a clause about the rows (negatedGroups) nor one that denies a
 * direction ("do not churn more", see denials).
 */
export function deniesOutcome(tokens: Token[], outcome: ColumnMatch, skip: ReadonlySet<number>): boolean {
  for (let k = outcome.start - 1; k >= Math.max(0, outcome.start - 3); k--) {
    const w = tokens[k]?.word ?? '';
    if (!NEGATION.test(w) || /^(no|nor|neither)$/.test(w)) continue;
    if (skip.has(k) || inRowsClause(tokens, k)) return false;
    if (w === 'not' && !C.AUXILIARY.test(tokens[k - 1]?.word ?? '')) return false;
    return true;
  }
  return false;
}
