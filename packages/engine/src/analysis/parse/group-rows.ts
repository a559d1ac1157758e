/**
 * A share or a threshold counted within one group ("60% of premium customers churn", "premium
 * customers spend more than 60").
 */
import * as C from '../cues.ts';
import type { Column, Dataset } from '../ingest.ts';
import { columnStems, STOP, tokenize, type Token } from '../text.ts';
import { shareOfRowsPast } from './bounds.ts';
import { levelNumbers, positiveLevel } from './levels.ts';
import { boundAfter, CUT_WORDS, findNumber, numberAt } from './numbers.ts';
import { SHARE_OF } from './rows.ts';
import type { ColumnMatch, LevelMention, NegatedGroup } from './types.ts';
import { columnOfUnit } from './units.ts';
import { DETERMINERS, NEGATION } from './words.ts';

const COUNTED_AMONG = new Set(['among', 'amongst', 'within']);

/** Words right after a share's number that make it a difference between groups: "20% more likely". */
const COMPARED_AFTER = /^(more|less|fewer|higher|lower|likelier|times|x|points?|pp|above|below|over|under)$/;

/**
 * "60% of premium customers churn", "among premium customers, most churn", "the churn rate for
 * premium customers is above 60%": a share of an outcome counted within one group, not a
 * comparison of that group with the others. The group is named by one of its levels, where the
 * counted rows are named (after "P% of", "most", "among", or "for", "in" … once a share has been
 * named, or in a clause about them: "60% of patients who smoke"), and one other yes/no or group
 * column is the outcome. A group the rows' description negates ("patients who do not smoke",
 * "non-smokers", "orders not from the app", see negatedGroups) is the column's other level, as in
 * a comparison; with more than one other level there is no one group to count in.
 */
export function shareWithinGroup(
  tokens: Token[], lower: string, levels: LevelMention[], matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column,
  number: ReturnType<typeof findNumber>, negated: readonly NegatedGroup[] = [],
): { column: string; level: string; outcome: ColumnMatch; others?: string[] } | undefined {
  if (number) {
    // a count or a difference between groups, not a share
    if (!(number.percent || (number.value > 0 && number.value < 1))) return undefined;
    if (COMPARED_AFTER.test(tokens[number.index + 1]?.word ?? '')) return undefined;
  } else if (!/\b(most|majority|minority|few)\b/.test(lower)) return undefined;
  const word = (i: number) => tokens[i]?.word ?? '';
  // a group is named by one of its levels ("premium customers") or, for a yes/no column, by the
  // column itself ("tutored students": tutoring = yes)
  const named = [
    ...levels.map((lv) => ({ ...lv, words: tokenize(lv.level).length })),
    ...matches.filter((m) => m.start >= 0 && columnOf(m).kind === 'binary' && !levels.some((lv) => lv.column === m.column))
      .map((m) => ({ column: m.column, level: positiveLevel(columnOf(m), tokens), index: m.start, words: m.end - m.start + 1 })),
  ].sort((a, b) => a.index - b.index);
  // the rows are counted when named right after k: "P% of", "most of", "among", "most", or after
  // "for", "in" … once a share has been named ("the churn rate for …")
  const countedAfter = (k: number) => {
    const before = word(k);
    const twoBefore = word(k - 1);
    return COUNTED_AMONG.has(before) || /^(most|few)$/.test(before) ||
      (before === 'of' && (/^[$€£]?\d[\d,.]*%$/.test(twoBefore) || SHARE_OF.test(twoBefore) || /^(most|percent|pct|many|half|thirds?|quarters?)$/.test(twoBefore))) ||
      (/^(for|in|from|at|with)$/.test(before) && tokens.slice(0, k).some((t, i) => SHARE_OF.test(t.word) || (/%$/.test(t.word) && tokens[i + 1]?.word === 'of')));
  };
  const inMatch = (i: number) => matches.some((m) => i >= m.start && i <= m.end);
  for (const lv of named) {
    let k = lv.index - 1;
    while (k >= 0 && DETERMINERS.has(word(k))) k--;
    // "non-smokers"
    if (word(k) === 'non') k--;
    // "who work remotely": the column's own word ("work" of work_mode) before its level
    const own = matches.find((m) => m.column === lv.column && m.start >= 0 && m.end === k);
    if (own && own.start < lv.index) k = own.start - 1;
    // "patients who smoke", "patients who do not smoke", "patients that never smoked": the rows
    // (one or two words) are named before the clause
    let opener = k;
    while (opener >= 0 && opener > lv.index - 5 && (NEGATION.test(word(opener)) || C.AUXILIARY.test(word(opener)))) opener--;
    let rows = opener - 1;
    const clause = /^(who|that|which)$/.test(word(opener)) && rows >= 0 && !inMatch(rows);
    if (clause) {
      if (rows > 0 && !inMatch(rows - 1) && !STOP.has(word(rows - 1)) && !/^[$€£]?\d/.test(word(rows - 1))) rows--;
      rows--;
      while (rows >= 0 && DETERMINERS.has(word(rows))) rows--;
    }
    if (!countedAfter(k) && !(clause && countedAfter(rows))) continue;
    // one group: a second level of the same column makes it a comparison
    if (levels.some((o) => o.column === lv.column && o.level !== lv.level)) return undefined;
    // negated, the rows are the column's other level
    let level = lv.level;
    let rest: string[] | undefined;
    if (negated.some((x) => x.column === lv.column && x.index === lv.index)) {
      rest = columnOf({ column: lv.column, phrase: '', score: 0, start: -1, end: -1 }).levels.filter((l) => l !== lv.level);
      if (rest.length === 1) [level, rest] = [rest[0] as string, undefined];
    }
    // the noun after the level names the rows counted ("premium customers"), even when a column
    // (a customer id) shares its name; after a group named in the plural ("smokers recover") or in
    // a clause ("who smoke recover") it is the outcome's verb
    const last = word(lv.index + lv.words - 1);
    const plural = /[^s]s$/.test(last) || /^(women|men|people|children)$/.test(last);
    const others = matches.filter((m) => m.column !== lv.column);
    const rowsNoun = lv.index + lv.words;
    const candidates = others.length > 1 || !(plural || clause) ? others.filter((m) => m.start !== rowsNoun) : others;
    const outcome = candidates.length === 1 ? (candidates[0] as ColumnMatch) : undefined;
    const kind = outcome ? columnOf(outcome).kind : undefined;
    if (!outcome || (kind !== 'binary' && kind !== 'categorical')) return undefined;
    return { column: lv.column, level, outcome, ...(rest ? { others: rest } : {}) };
  }
  return undefined;
}

/**
 * "Premium customers spend more than 60", "engineering employees earn at least 70000 on average",
 * "returns in up markets exceed 2": one group's mean (or median) against a number, not a comparison
 * of that group with the others. The group is named by one level (or by a yes/no column said of
 * the rows: "remote employees"; negated, "employees who are not remote", its other level), the
 * claim names one measure and nothing else, and its one number is written as a threshold: right
 * after comparison words ("more than", "above", "at least" …) or "about". A number followed by a
 * comparative ("20 more than basic customers", "20% higher") is a difference between groups.
 */
/**
 * Whether a yes/no column's word names one of its sides: "smokers" (levels yes/no, or smoker and
 * non-smoker) does; "variant" of A and B names neither.
 */
export function namesASide(g: Column, m: ColumnMatch): boolean {
  const stems = new Set([...columnStems(g.name), ...tokenize(m.phrase).map((t) => t.stem)]);
  return g.levels.some((l) => C.POSITIVE_LEVEL.test(l) || C.BASELINE_LEVEL.test(l) || tokenize(l).some((t) => stems.has(t.stem)));
}

export function groupThreshold(
  tokens: Token[], levels: readonly LevelMention[], matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column,
  negatedGroups: readonly NegatedGroup[], ds: Dataset, negations: ReadonlySet<number> = new Set(),
): { measure: ColumnMatch; within: { column: string; level: string } } | undefined {
  const levelNumbered = levelNumbers(tokens, levels);
  const numbers = tokens.filter((t) => !levelNumbered.has(t.index) && numberAt(tokens, t.index));
  // ("at least 30% of variant B orders are over 60": the share's number, then the one the rows pass)
  const past = numbers.length === 2 ? shareOfRowsPast(tokens) : undefined;
  if (numbers.length !== 1 && !(past && past.at.unit === undefined && past.at.index === (numbers[1] as Token).index)) return undefined;
  const at = past ? past.at.index : (numbers[0] as Token).index;
  const unit = /^(percent|pct|k|thousand|m|million|mn|bn|billion|b)$/.test(tokens[at + 1]?.word ?? '') ? 1 : 0;
  if (COMPARED_AFTER.test(tokens[at + 1 + unit]?.word ?? '')) return undefined;
  const words = (from: number) => tokens.slice(from, at).map((t) => t.word).join(' ');
  // ("older than 40", "longer than 5 days": the comparative of the measure, then a number)
  const asThreshold = CUT_WORDS.some(([re, , len]) => re.test(words(at - len))) || C.APPROX.test(words(at - 1)) || /^close to$/.test(words(at - 2)) ||
    /^\w+er than$/.test(words(at - 2)) ||
    // ("average $50 or more": the bound after the number)
    boundAfter(tokens, at) !== undefined;
  if (!asThreshold) return undefined;
  const measures = matches.filter((m) => columnOf(m).kind === 'numeric');
  const others = matches.filter((m) => !measures.includes(m));
  if (measures.length !== 1 || others.length !== 1) return undefined;
  // "bike deliveries taking over 30 minutes get fewer tips": the unit names another measure, which the bound cuts
  if (columnOfUnit(ds, tokens[at + 1]?.word, [(measures[0] as ColumnMatch).column])) return undefined;
  // "smokers over 40 stay longer": the bound comes right after the group's word, before any verb,
  // and a comparison follows; it describes the rows, not the measure's level
  // (a bound written after the number, "$50 or more", has no words before it, and its "more" compares nothing)
  const trailing = CUT_WORDS.some(([re, , k]) => re.test(words(at - k))) ? undefined : boundAfter(tokens, at);
  const len = trailing ? 0 : CUT_WORDS.find(([re, , k]) => re.test(words(at - k)))?.[2] ?? 1;
  const groupEnds = [...levels.map((lv) => lv.index + tokenize(lv.level).length - 1), ...others.map((m) => m.end)];
  const subject = groupEnds.some((end) => at - len === end + 1 || at - len === end + 2);
  if (subject && tokens.slice((trailing?.end ?? at) + 1).some((t) => C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word))) return undefined;
  const g = columnOf(others[0] as ColumnMatch);
  if (levels.some((lv) => lv.column !== g.name)) return undefined;
  const named = [...new Set(levels.map((lv) => lv.level))];
  let level: string | undefined;
  if (named.length === 1) level = named[0];
  // (a yes/no column's word names its yes side, "smokers"; "the best variant" of A and B names neither)
  else if (!named.length && g.kind === 'binary' && namesASide(g, others[0] as ColumnMatch)) level = positiveLevel(g, tokens, new Set([...noApartFrom(tokens, others[0] as ColumnMatch), ...(negatedGroups.some((x) => x.column === g.name) ? negations : [])]));
  if (level === undefined) return undefined;
  // "customers who are not premium", "employees who are not remote": the other group, when there is one
  if (negatedGroups.some((x) => x.column === g.name)) {
    if (g.levels.length !== 2) return undefined;
    level = g.levels.find((l) => l !== level) as string;
  }
  return { measure: measures[0] as ColumnMatch, within: { column: g.name, level } };
}

/**
 * Positions of a "no" that is said of something other than the group: the claim's "no" before a
 * measure ("smokers see no drop above 10") or a lack of something else ("smokers have no side
 * effects"), not a level "no". A "no" right after the group's words or at most three words before
 * them ("no history of smoking") may name its level.
 */
export function noApartFrom(tokens: Token[], group: ColumnMatch): Set<number> {
  return new Set(tokens.filter((t) => t.word === 'no' && t.index !== group.end + 1 && !(group.start > t.index && group.start - t.index <= 3)).map((t) => t.index));
}
