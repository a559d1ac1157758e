/**
 * Words that name the rows rather than a variable ("orders", "P% of customers"), and descriptions of
 * rows that name no column.
 */
import * as C from '../cues.ts';
import { nameWords, type Column } from '../ingest.ts';
import { adverbOf, columnStems, STOP, tokenize, type Token } from '../text.ts';
import { clauseBound, CUT_WORDS, findNumber, FRACTIONS, numberAt, trailingValue } from './numbers.ts';
import type { ColumnMatch, LevelMention } from './types.ts';
import { CHANGED, claimsNo, DESCRIBES_ROWS, DETERMINERS, HAVING, isRowNumber, NEGATION, TIME_UNIT, UNIT_WORD } from './words.ts';

/** Words that make a bare number a share: "a churn rate above 20", "a 30 in 100 chance". */
export const BARE_SHARE = /^(percent|pct|percentage|percentages|share|proportion|fraction|rate|rates|ratio|chance|chances|odds|probability|likelihood|out|in)$/;

export const SHARE_OF = /^(percent|pct|share|proportion|fraction|percentage|majority|minority|rate)$/;

/** The column named right after "P% of …" or "the share of …", unless it was found through one of its levels. */
export function populationMatch(tokens: Token[], matches: ColumnMatch[], levelMatches: Set<ColumnMatch>): ColumnMatch | undefined {
  for (let i = 1; i < tokens.length; i++) {
    const prev = (tokens[i - 1] as Token).word;
    const of = (tokens[i] as Token).word === 'of';
    // "most orders come through the app" counts orders as "most of the orders" does
    if (!of && !(prev === 'most' && !matches.some((m) => m.start === i - 1))) continue;
    if (of && !(/^[$€£]?\d[\d,.]*%$/.test(prev) || SHARE_OF.test(prev) || FRACTIONS[prev] !== undefined || prev === 'most')) continue;
    let j = of ? i + 1 : i;
    while (j < tokens.length && DETERMINERS.has((tokens[j] as Token).word)) j++;
    const m = matches.find((x) => x.start === j);
    if (m && !levelMatches.has(m)) return m;
  }
  return undefined;
}

const QUALIFIES_ROWS = /^(who|whose|that|which|on|in|with|without|from|at|through|via|placed|made)$/;

/**
 * Matches that only name the rows: "premium customers", "app orders", "customers who …". Such a
 * word is dropped when its column only numbers the rows (`customer`: 1, 2, 3 …), or when it
 * matches its column only in part ("orders" → order_value) and another column that is not the
 * group matches better ("App orders are returned more often": the outcome is `returned`).
 * Tested as the measure, either gave confident verdicts on the wrong column. A row noun that is
 * the only candidate ("Orders in the north are larger") is kept, and so is a row number named
 * on its own ("sales grow with the order number").
 */
export function rowNouns(tokens: Token[], matches: ColumnMatch[], levels: LevelMention[], columnOf: (m: ColumnMatch) => Column): ColumnMatch[] {
  let first = 0;
  while (first < tokens.length && DETERMINERS.has((tokens[first] as Token).word)) first++;
  const grouping = (c: Column) => c.kind === 'binary' || c.kind === 'categorical';
  // the group's words (`i` to `last`) describe the next word: not after "are" or "not" ("no" is the rows'
  // determiner: "no coupon orders"), nor as an adverb
  const attributive = (i: number, last: number, names: string[]) => !/^(am|is|are|was|were|be|been|being)$/.test(tokens[i - 1]?.word ?? '') &&
    (!NEGATION.test(tokens[i - 1]?.word ?? '') || tokens[i - 1]?.word === 'no') && !names.some((n) => adverbOf(tokens[last]?.word ?? '', n));
  // "smokers stay longer": a yes/no column named in the plural ("smokers" for smoker) is the rows
  // themselves, so the next word is their verb, not a noun it describes ("coupon orders")
  const agentPlural = (o: ColumnMatch) => {
    const last = tokens[o.end]?.word ?? '';
    const own = nameWords(o.column);
    return columnOf(o).kind === 'binary' && /[^s]s$/.test(last) && !own.includes(last) && own.some((w) => !/s$/.test(w) && last.startsWith(w));
  };
  const atRows = matches.filter((m) => {
    if (m.start < 0) return false;
    // after a group's level or a yes/no column used as an adjective: "premium customers", "remote employees"
    // (not one said of the rows or of their verb: "employees who are not remote earn more", "… who
    // work remotely earn more" name no rows by "earn")
    const afterGroup = levels.some((lv) => lv.index + tokenize(lv.level).length === m.start && attributive(lv.index, m.start - 1, [lv.level])) ||
      matches.some((o) => o !== m && o.end + 1 === m.start && grouping(columnOf(o)) && attributive(o.start, o.end, nameWords(o.column)) &&
        // ("smokers older than 40": a comparative with its bound still describes the rows)
        !(agentPlural(o) && tokens[m.end + 1]?.word !== 'than'));
    // ("orders not from the app", "employees not in engineering": the rows, not the measure)
    // (but "orders that are over $30" bounds the measure the noun names)
    // (not a value of another measure: "the stay at 40 mg is …", "the drop at a dose of 40 …")
    const valueAfter = [2, 3, 4, 5].some((j) => numberAt(tokens, m.end + j) !== undefined && trailingValue(tokens, m.end + j));
    const subjectQualified = m.start === first && ((QUALIFIES_ROWS.test(tokens[m.end + 1]?.word ?? '') && !clauseBound(tokens, m.end + 1) && !valueAfter) ||
      (tokens[m.end + 1]?.word === 'not' && /^(from|in|on|at)$/.test(tokens[m.end + 2]?.word ?? '')));
    // "revenue is above 300 in most months": the months counted are the rows (a median)
    // (and "every month", "more than half of months", "in summer months", "average monthly revenue":
    // the months are the rows, or the rate's unit, not a measure that rises or falls)
    const before = tokens[m.start - 1]?.word ?? '';
    const counted = columnOf(m).kind === 'time' && (/^(most|every|each|all)$/.test(before) ||
      (before === 'of' && (/%$/.test(tokens[m.start - 2]?.word ?? '') || FRACTIONS[tokens[m.start - 2]?.word ?? ''] !== undefined || SHARE_OF.test(tokens[m.start - 2]?.word ?? ''))) ||
      (m.start === m.end && /^(hourly|daily|weekly|monthly|quarterly|yearly|annual)$/.test(tokens[m.start]?.word ?? '')) ||
      (tokens[m.start - 2]?.word === 'in' && /^[a-z]+$/.test(before) && !DETERMINERS.has(before) && !/^(later|earlier|early|late|recent|first|last|next|previous|past|final|following|coming|more|fewer|less)$/.test(before) && !C.POSITIVE.test(before) && !C.NEGATIVE.test(before)));
    // "gold customers return fewer orders": what a yes/no column's verb counts, not a measure
    const verbObject = /^(more|fewer|less)$/.test(tokens[m.start - 1]?.word ?? '') &&
      matches.some((o) => o !== m && o.end + 2 === m.start && columnOf(o).kind === 'binary');
    return afterGroup || subjectQualified || counted || verbObject;
  });
  const groups = new Set(levels.map((lv) => lv.column));
  const sameWords = (m: ColumnMatch) => nameWords(m.column).join(' ') === tokens.slice(m.start, m.end + 1).map((t) => t.word).join(' ');
  const measured = (m: ColumnMatch) => matches.some((o) => !atRows.includes(o) && !groups.has(o.column) && o !== m && !grouping(columnOf(o)));
  return matches.filter((m) => m.start >= 0 && (
    // a row number is kept only where the claim names it as it is written ("the order number")
    (isRowNumber(columnOf(m)) && !sameWords(m)) ||
    (atRows.includes(m) && m.score < 1 && matches.some((o) => !atRows.includes(o) && !groups.has(o.column) && o.score > m.score)) ||
    // "holiday months sell more units": the months are the rows, units the measure
    (atRows.includes(m) && columnOf(m).kind === 'time' && measured(m)) ||
    // "800 units per month": a rate's unit, not a second variable (but "grew by 5 per month"
    // is a change over time)
    (columnOf(m).kind === 'time' && tokens[m.start - 1]?.word === 'per' && findNumber(tokens) !== undefined && measured(m) &&
      !tokens.some((t) => CHANGED.test(t.word)))));
}

export const GROUPED_BY = /^(across|by|per|between|among|amongst)$/;

/** A column named as what the rows are split by: "across regions", "in every region", "by channel", "depends on sex". */
export function namedAsGrouping(tokens: Token[], m: ColumnMatch): boolean {
  const one = tokens[m.start - 1]?.word ?? '';
  const two = `${tokens[m.start - 2]?.word ?? ''} ${one}`;
  return GROUPED_BY.test(one) || /^(in|for|across) (every|each|all|the)$/.test(two) || /^depend\w* on$/.test(two);
}

/** Prepositions that open a description of the rows ("patients on placebo", "orders from new customers"). */
const ROWS_QUALIFIER = /^(on|in|from|among|amongst|given|receiving|taking|during|with|having)$/;

/** Words for a treatment arm, which name a group of rows by themselves ("placebo patients"). */
const ARM_WORD = /^(placebo|control|controls|untreated|sham)$/;

/** Words after such a preposition that describe no rows ("on average", "in total", "in under 30 minutes"). */
const NOT_ROWS = /^(average|mean|median|general|total|whole|overall|typical|sum|aggregate|practice|fact|time|most|all|each|every|any|some|less|more|fewer|under|over|above|below|at|up|no|not|about|around|exceed\w*)$/;

/** Words that say the rows lack something ("patients on no medication", "without diabetes"). */
const LACKING = /^(no|without|zero)$/;

/**
 * "Patients have no side effects and …", "patients on no medication", "without diabetes": the words
 * from `i`, a word of lacking, through what is lacked, when no word of it names a column or a level
 * (`used`): the rows that lack it cannot be picked out. Not the claim's own "no" ("no more than",
 * "no effect"), nor one before a measure ("see no drop above 10"), nor a thing of a column ("no
 * history of smoking").
 */
function lackedWords(tokens: Token[], i: number, end: number, used: (i: number) => boolean, named: ReadonlySet<string>): string | undefined {
  const word = (k: number) => tokens[k]?.word ?? '';
  if (!LACKING.test(word(i)) || claimsNo(tokens, i)) return undefined;
  let k = i + 1;
  while (k < end && (DETERMINERS.has(word(k)) || word(k) === 'any')) k++;
  const first = k;
  const plain = (w: string) => /^[a-z]+$/.test(w) && !STOP.has(w) && !NOT_ROWS.test(w) && !NEGATION.test(w) && !LACKING.test(w) && !UNIT_WORD.test(w) &&
    !C.POSITIVE.test(w) && !C.NEGATIVE.test(w);
  while (k < end && plain(word(k)) && !used(k)) k++;
  // (a word of a column's name or level, matched elsewhere in the sentence, names something in the data: "deliveries have no delivery time above 10")
  if (k === first || tokens.slice(first, k).some((t) => named.has(t.stem))) return undefined;
  // ("no history of smoking", "no blood pressure drop above 10": what is lacked is said of a column,
  // unless that column's word is the rows' verb, "on no medication stay longer")
  let after = k;
  while (used(after)) after++;
  const verb = after > k && (C.POSITIVE.test(word(after)) || C.NEGATIVE.test(word(after)));
  if ((used(k) && !verb) || (word(k) === 'of' && used(k + 1))) return undefined;
  const from = ROWS_QUALIFIER.test(word(i - 1)) || DESCRIBES_ROWS.test(word(i - 1)) ? i - 1 : i;
  return tokens.slice(from, k).map((x) => x.raw).join(' ');
}

/**
 * Words before the bound that pick out some of the rows but name no column or level ("patients on
 * placebo", "placebo patients", "orders from new customers", "patients on no medication"): a mean or
 * share over all rows would drop them. Returns the words, or undefined. With `lackingOnly`, only
 * words of what the rows lack (lackedWords), for rows already named by a group.
 */
export function unnamedRows(
  tokens: Token[], columns: readonly Column[], matches: readonly ColumnMatch[], levels: readonly LevelMention[], end: number, lackingOnly = false,
): string | undefined {
  const used = (i: number) => matches.some((m) => i >= m.start && i <= m.end) || levels.some((l) => l.index === i);
  const named = new Set(columns.flatMap((c) => [...columnStems(c.name), ...c.levels.flatMap((l) => tokenize(l).map((t) => t.stem))]));
  // (what the rows lack may also be said after the bound: "the drop is above 10 in patients on no medication")
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (used(i)) continue;
    if (i < end && ARM_WORD.test(t.word)) return t.raw;
    const lacked = i > 0 ? lackedWords(tokens, i, i < end ? end : tokens.length, used, named) : undefined;
    if (lacked) return lacked;
    if (lackingOnly || i === 0 || i >= end || !ROWS_QUALIFIER.test(t.word)) continue;
    let k = i + 1;
    while (k < end && DETERMINERS.has((tokens[k] as Token).word)) k++;
    const w = tokens[k];
    if (k >= end || !w || !/^[a-z]/.test(w.word) || NOT_ROWS.test(w.word) || LACKING.test(w.word) || UNIT_WORD.test(w.word) || used(k) || numberAt(tokens, k)) continue;
    return tokens.slice(i, k + 1).map((x) => x.raw).join(' ');
  }
  return undefined;
}

/**
 * "Patients without a drop above 10", "smokers with a drop above 10", "patients who have a drop
 * above 10": the sentence names rows by a measure past a bound ("with", "without", "who have" …
 * before it) and ends there, with no verb before that says anything about them. Returns the rows'
 * words and the description, or undefined.
 */
export function rowsWithoutClaim(tokens: Token[], matches: readonly ColumnMatch[], columnOf: (m: ColumnMatch) => Column): { rows: string; description: string; claim: string } | undefined {
  const word = (k: number) => tokens[k]?.word ?? '';
  const last = tokens.filter((t) => numberAt(tokens, t.index) !== undefined).at(-1);
  if (!last) return undefined;
  // (nothing after the bound but its unit)
  const end = last.index + (UNIT_WORD.test(word(last.index + 1)) || TIME_UNIT[word(last.index + 1)] !== undefined ? 2 : 1);
  if (end < tokens.length) return undefined;
  for (const m of matches) {
    if (m.start < 0 || m.end >= last.index || columnOf(m).kind !== 'numeric') continue;
    const b = word(m.end + 1) === 'of' ? m.end + 2 : m.end + 1;
    // ("above 10", "of more than 10", "longer than 5 days")
    const between = tokens.slice(b, last.index).map((t) => t.word).join(' ');
    if (!CUT_WORDS.some(([re, , len]) => len === last.index - b && re.test(between)) && !/^\w+er than$/.test(between)) continue;
    let k = m.start - 1;
    while (k >= 0 && /^(a|an|any|the|no|zero)$/.test(word(k))) k--;
    const opener = /^(with|without|having)$/.test(word(k)) ? k : HAVING.test(word(k)) && /^(who|that|which)$/.test(word(k - 1)) ? k - 1 : -1;
    const before = tokens.slice(0, Math.max(opener, 0));
    if (opener < 1 || before.length > 5 || before.some((t) => C.AUXILIARY.test(t.word) || HAVING.test(t.word) || C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word) ||
      /^(who|that|which|than|when|if|where)$/.test(t.word))) continue;
    // the bound as a claim: "have a drop above 10", "have no drop above 10" for "without a drop above 10"
    const bounded = tokens.slice(m.start, end).map((t) => t.raw).join(' ');
    const lacking = word(opener) === 'without' || /^(no|zero)$/.test(word(m.start - 1));
    return { rows: before.map((t) => t.raw).join(' '), description: tokens.slice(opener, end).map((t) => t.raw).join(' '), claim: `have ${lacking ? 'no ' : /^[aeiou]/i.test(bounded) ? 'an ' : 'a '}${bounded}` };
  }
  return undefined;
}
