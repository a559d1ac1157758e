/**
 * A hypothesis read once on a dataset: its columns, levels, numbers, cuts of the rows and negations.
 */
import type { AnalysisType } from '@verity/contracts/analysis';
import { readFraming } from '../../claims/parse/framing.ts';
import { yearOf } from '../calendar.ts';
import * as C from '../cues.ts';
import { fold, type Column, type Dataset } from '../ingest.ts';
import { columnStems, stem, tokenize, type Token } from '../text.ts';
import { checkAdjustment, confoundingClaim, findAdjustment } from './adjustments.ts';
import { asColumnAs, asWellAsAnd } from './as-comparisons.ts';
import { boundsJoined, shareOfRowsPast, twoBounds } from './bounds.ts';
import { matchColumns } from './column-matching.ts';
import { findCut } from './cuts.ts';
import { durationMeasure, rowsBeforeUnitBound, speedMeasure, spendingMeasure } from './implied-measures.ts';
import { findLevels, levelNumbers } from './levels.ts';
import { negatedGroups, rejectedAlternatives, withoutWords } from './negations.ts';
import { CUT_WORDS, durationWords, findNumber, fractionWord, numberAt } from './numbers.ts';
import { lexicon, notTestable, untestedEffect } from './refusals.ts';
import { ageComparativeCut, ageCut, boundBeforeRows, boundBeforeValue, secondBound, unitCut, valueCut } from './row-cuts.ts';
import { populationMatch, rowNouns } from './rows.ts';
import type { ColumnMatch, LevelMention } from './types.ts';
import { columnOfUnit, speedUnits } from './units.ts';
import { ownEntry } from '../../own-entry.ts';
import { CHANGED, TIME_UNIT, UNIT_WORD } from './words.ts';

/** Comparatives a size can stand before ("5 dollars higher", "10% larger"). */
const SIZE_COMPARATIVE = /^(higher|lower|larger|smaller|bigger|greater|more|less|fewer|longer|shorter|faster|slower|heavier|lighter|cheaper|dearer|older|younger)$/;

/** Units of an amount said in words ("5 dollars higher", "3 points lower"). */
const SIZE_UNIT = /^(dollars?|euros?|pounds?|cents?|percent|points?|units?|times)$/;

/** A cut of the rows read from the claim's words (findCut, unitCut, ageCut, valueCut). */
type CutRead = NonNullable<ReturnType<typeof findCut>>;

/** A number of the claim: its value, whether it was a percentage, its position; a duration in words has its unit and words. */
export type ClaimNumber = { value: number; percent: boolean; index: number; unit?: string; raw?: string };

/**
 * What a hypothesis says on this dataset, read once before its claim is chosen: its words, the
 * columns and levels they name, its numbers and cuts of the rows, and its negations.
 */
export interface Sentence {
  text: string;
  lower: string;
  tokens: Token[];
  ds: Dataset;
  analysisType: AnalysisType;
  matches: ColumnMatch[];
  levels: LevelMention[];
  col: (m: ColumnMatch) => Column;
  population: ColumnMatch | undefined;
  outcomeBound: number | undefined;
  cutRead: CutRead | undefined;
  groupWithCut: ColumnMatch | undefined;
  rowCut: CutRead | undefined;
  numeric: ColumnMatch[];
  grouping: ColumnMatch[];
  number: ClaimNumber | undefined;
  rejected: Set<number>;
  negated: ReturnType<typeof negatedGroups>;
  notClaimed: Set<number>;
  isNull: boolean;
  and: Set<number>;
  asText: string;
  asAs: ReturnType<typeof asColumnAs>;
  alike: boolean;
  notAsMuch: boolean;
  base: { confidence: number; matches: ColumnMatch[] };
  /** a threshold's rows: one group's, or a cut's (set by rowsOfThreshold) */
  inGroup?: { measure: ColumnMatch; within: { column: string; level: string } };
  withLevel?: { column: string; level: string };
}

export function readSentence(hypothesis: string, ds: Dataset, analysisType: AnalysisType): Sentence {

  const text = hypothesis.trim();
  if (!text) notTestable(ds, text, 'the hypothesis is empty', []);
  // "It is not true that X increases Y" denies the statement inside it. Scored as written, the
  // statement would pass as the user's claim: its opposite. Ask for the claim itself instead.
  if (readFraming(text).denied) {
    notTestable(ds, text, 'it says that another statement is false, and its score would be read as the score of that statement; state the claim to test directly, e.g. "X does not increase Y" or "the average of X is not above 50"', []);
  }
  // ("customers with 5+ tickets", "orders of $50+": at least the number)
  const written = speedUnits(text).replace(/(\d)\+(?=[\s,.;:!?)]|$)/g, '$1 or more');
  const lower = ` ${fold(written).replace(/[’]/g, "'")} `;
  const tokens = tokenize(written, lexicon(ds));
  const byName = new Map(ds.columns.map((c) => [c.name, c]));
  const matches = matchColumns(tokens, ds.columns);
  // "deliveries are faster than 10 km/h": the unit names the one measure of speed
  const speed = speedMeasure(tokens, ds, matches);
  if (speed) matches.push(speed);
  const spent = spendingMeasure(tokens, ds, matches);
  if (spent) matches.push(spent);
  const timeTaken = spent ? undefined : durationMeasure(tokens, ds, matches);
  if (timeTaken) matches.push(timeTaken);
  const levels = findLevels(tokens, ds.columns, matches);
  unreadPeriod(ds, text, tokens, levels, matches);
  // A column whose levels are named is a group column even if its own name is not mentioned.
  const levelMatches = new Set<ColumnMatch>();
  const matchLevels = () => {
    for (const lv of levels) {
      if (!matches.some((m) => m.column === lv.column)) {
        const m = { column: lv.column, phrase: lv.level, score: 0.8, start: lv.index, end: lv.index };
        matches.push(m);
        levelMatches.add(m);
      }
    }
    matches.sort((a, b) => a.start - b.start);
  };
  matchLevels();
  const col = (m: ColumnMatch) => byName.get(m.column) as Column;
  for (const noun of rowNouns(tokens, matches, levels, col)) if (matches.length > 1) matches.splice(matches.indexOf(noun), 1);
  // "deliveries are faster than 10 km/h": the unit names the measure, "deliveries" the rows
  const rowsOfUnit = rowsBeforeUnitBound(tokens, ds, matches);
  if (rowsOfUnit) matches.splice(matches.indexOf(rowsOfUnit), 1);
  // "Office workers are happier": "workers" only names the rows, though it partly matches
  // work_mode; dropped, it must not take the group "office" names with it.
  matchLevels();
  // "the link between spend and revenue is due to season": a claim of confounding, refused;
  // "spend increases revenue, controlling for season": season is adjusted for, not a side
  confoundingClaim(lower, matches, ds, text);
  const adjustment = findAdjustment(tokens, matches);
  if (adjustment) {
    checkAdjustment(adjustment, analysisType, ds, text, matches);
    for (const m of adjustment.columns) matches.splice(matches.indexOf(m), 1);
  }
  // "More than 60% of orders arrive on time": what follows "P% of" or "the share of" is what is
  // counted (the rows), not a variable. When it names a column and the one other column is a
  // group or yes/no column, the claim is a share of that column, not a comparison of the two.
  // A yes/no column there is a group the share is counted in ("70% of tutored students"), below.
  const named = populationMatch(tokens, matches, levelMatches);
  const population = named && col(named).kind !== 'binary' ? named : undefined;
  if (population) {
    const rest = matches.filter((m) => m !== population);
    const kind = rest.length === 1 ? byName.get((rest[0] as ColumnMatch).column)?.kind : undefined;
    // (unless the rows pass a number of it: "more than half of orders in variant B are over 50",
    // "most orders in variant B are above $50", where $50 is no share of the group)
    const pastNumber = tokens.some((t) => t.index > population.end && !numberAt(tokens, t.index)?.percent && numberAt(tokens, t.index) &&
      CUT_WORDS.some(([re, , len]) => t.index - len >= 0 && re.test(tokens.slice(t.index - len, t.index).map((u) => u.word).join(' '))));
    if ((kind === 'binary' || kind === 'categorical') && !shareOfRowsPast(tokens) && !pastNumber) matches.splice(matches.indexOf(population), 1);
  }
  // "patients over 60 stay longer than 5 days": the first bound cuts the rows, the second bounds the outcome within them
  const isGroup = (m: ColumnMatch) => col(m).kind === 'binary' || col(m).kind === 'categorical';
  // ("the stay is above 5 in smokers over 40": the bound comes first, the rows' cut after it)
  const outcomeBound = boundBeforeRows(tokens, matches, isGroup) ?? secondBound(tokens, matches, isGroup) ?? boundBeforeValue(tokens);
  let cutRead = unitCut(tokens, ds, matches, col, outcomeBound) ?? findCut(tokens, matches, col, outcomeBound) ?? ageCut(tokens, ds, matches, col, text, outcomeBound) ?? valueCut(tokens, ds, matches, col, text, outcomeBound) ??
    (matches.some((m) => col(m).kind === 'binary' || col(m).kind === 'categorical') ? undefined : ageComparativeCut(tokens, ds, matches, col, outcomeBound));
  // "smokers over 60 stay longer than 5 days", "bike deliveries over 10 km take longer than 30 minutes":
  // a group's word and a cut of the rows before the outcome's own bound; the cut is read without the
  // group, whose level is taken with the outcome's bound below (both describe the rows)
  let groupWithCut: ColumnMatch | undefined;
  if (!cutRead && outcomeBound !== undefined) {
    const groups = matches.filter((m) => col(m).kind === 'binary' || col(m).kind === 'categorical');
    const rest = matches.filter((m) => !groups.includes(m));
    // (the group and the cut both before the outcome's bound, or both after it: "the stay is above 5 in smokers over 40")
    const read = groups.length && new Set(groups.map((m) => m.column)).size === 1 && (groups.every((m) => m.end < outcomeBound) || groups.every((m) => m.start > outcomeBound))
      ? unitCut(tokens, ds, rest, col, outcomeBound) ?? findCut(tokens, rest, col, outcomeBound) ?? ageCut(tokens, ds, rest, col, text, outcomeBound, (groups[0] as ColumnMatch).end) ??
        ageComparativeCut(tokens, ds, matches, col, outcomeBound) : undefined;
    if (read && col(read.outcome).kind === 'numeric' && read.cut.column !== (groups[0] as ColumnMatch).column) {
      cutRead = read;
      groupWithCut = groups[0];
    }
  }
  const rowCut = outcomeBound !== undefined ? cutRead : undefined;
  if (cutRead?.unit) matches.splice(matches.indexOf(cutRead.unit), 1);
  if (!matches.length) notTestable(ds, text, 'no phrase in it matches a column name (or a synonym of one)', []);
  // "between 20 and 30": one end read as a threshold or a cut would be another claim
  // (and "25 to 30 minutes", "from 20 to 30": a range without "between")
  const range = tokens.findIndex((t, i) => (t.word === 'between' || t.word === 'from' || (i === 0 || !numberAt(tokens, i - 1)) && numberAt(tokens, i + 1) && tokens[i + 2]?.word === 'to') &&
    numberAt(tokens, i + 1) && /^(and|to)$/.test(tokens[i + 2]?.word ?? '') && numberAt(tokens, i + 3) && (t.word === 'between' || tokens[i + 2]?.word === 'to'));
  if (range >= 0) {
    const [lo, to, hi] = [1, 2, 3].map((k) => (tokens[range + k] as Token).raw);
    notTestable(ds, text, `it gives a range ("${tokens[range]?.word === 'between' ? 'between ' : tokens[range]?.word === 'from' ? 'from ' : ''}${lo} ${to} ${hi}"), and a range is not tested yet: reading one of its ends as a threshold or a cut would test another claim. State one bound ("above ${lo}" or "below ${hi}"), or test each end as its own claim`, matches);
  }
  // "patients over 40 and under 60": two bounds joined on the same rows are a range too
  const joined = boundsJoined(tokens);
  if (joined) {
    notTestable(ds, text, `it gives a range ("${joined.words}"), and a range is not tested yet: reading one of its ends as a threshold or a cut would test another claim. State one bound ("${joined.first}" or "${joined.second}"), or test each end as its own claim`, matches);
  }
  // "smokers have a drop above 10 and a stay below 5": two claims, each a bound on its own measure
  const pair = twoBounds(tokens, matches, col);
  if (pair) {
    notTestable(ds, text, `it states two claims ("${pair[0]}" and "${pair[1]}"), each a bound on its own measure; reading one as a cut of the rows for the other would test another claim. Test each as its own claim`, matches);
  }
  // geometric mean: a claim naming three columns is not less certain than one naming two
  const confidence = Math.exp(matches.reduce((p, m) => p + Math.log(m.score), 0) / matches.length);
  const numeric: ColumnMatch[] = matches.filter((m) => col(m).kind === 'numeric' || col(m).kind === 'time');
  const grouping = matches.filter((m) => col(m).kind === 'categorical' || col(m).kind === 'binary');
  // "X grew over time": the time column is the cause when only one measure is named.
  const time = ds.columns.find((c) => c.kind === 'time');
  if (time && numeric.length === 1 && grouping.length === 0 && !matches.some((m) => m.column === time.name) &&
      (/\b(over time|trend\w*|over the (years|months|weeks|days|quarters)|(year|month|week|quarter) over (year|month|week|quarter)|since|lately|recently)\b/.test(lower) ||
      // ("grows every month" is a trend; "is at least 200 every month" a bound on every row)
      (/\b(each|every) (year|month|week|day|quarter)\b/.test(lower) && !findNumber(tokens)))) {
    const tm: ColumnMatch = { column: time.name, phrase: 'over time', score: 0.8, start: -1, end: -1 };
    matches.unshift(tm);
    numeric.unshift(tm);
  }
  // ("sales in 2024 were above 1000": a group's name written as a number, after "in", is not the bound)
  const numberLevels = levelNumbers(tokens, levels);
  let number: ClaimNumber | undefined = (numberLevels.size ? tokens.map((_, i) => (numberLevels.has(i) ? undefined : numberAt(tokens, i))).find((x) => x !== undefined) : findNumber(tokens)) ??
    durationWords(tokens) ?? fractionWord(tokens);
  if (!number && numeric.length + grouping.length === 1 && grouping.length === 1) {
    // "most customers are subscribed" = a share above one half
    if (/\b(most|majority)\b/.test(lower)) number = { value: 50, percent: true, index: -1 };
    else if (/\b(minority|few)\b/.test(lower)) number = { value: 50, percent: true, index: -1 };
  }
  // "earn more, not less": the rejected direction gives none, and its "not" claims nothing
  // "B's order values vary more", "more consistent", "the standard deviation is below 5": a claim on
  // the spread, which a test of the average would answer wrongly
  const spread = /\b(var(y|ies|ied) (more|less|most|least|a lot|widely|greatly)|(more|less|most|least|very|highly) (variable|volatile|predictable|stable|dispersed|spread out|consistent)|consistent(ly)? (across|between|over)|variance|variability|volatility|standard deviation|std|stdev|dispersion|spread)\b/.exec(lower);
  // (unless a column is named for it: "price_spread", "stock_volatility")
  const spreadWord = spread ? (spread[0].split(' ').find((w) => /^(var|volat|predict|stab|dispers|spread|consist|std|stdev|standard)/.test(w)) ?? '') : '';
  if (spread && !ds.columns.some((c) => columnStems(c.name).includes(stem(spreadWord)))) {
    notTestable(ds, text, `it is about how much values vary ("${spread[0]}"), and a claim on the spread is not tested yet; testing the average instead would test another claim. State it on the average or median ("the average … is higher for …")`, matches);
  }
  // "B increases order value by at least 5", "spend raises revenue by 2 per unit": the size of a
  // change, which neither a mean against the number nor a comparison without it tests (a change
  // over time, "grew by 5 units per month", stays a trend)
  // "each 10 mg adds 2 mmHg", "revenue rises 3 for every 1,000 spent": an amount per unit of
  // another measure (a slope), which neither a mean nor a direction tests
  const perUnitVerb = '(adds?|added|brings?|brought|gives?|raises?|increases?|lifts?|boosts?|reduces?|lowers?|cuts?|takes?|drops?|yields?|means?|returns?|generates?|produces?|earns?|creates?)';
  const perUnit = new RegExp(String.raw`\b(each|every|per) \$?\d[\d.,]*k? ?([a-z%]+ )?(of (the )?\w+ (\w+ )?)?(more |extra |additional )?(spent |invested )?${perUnitVerb}\b`).exec(lower) ??
    (/\b\d[\d.,]*\b.*\b(for|with) (each|every) \$?\d/.test(lower) ? /\b(for|with) (each|every) \$?\d[\d.,]*k?( [a-z%]+)?/.exec(lower) : null);
  // ("each extra dollar of spend brings 3 dollars": one unit without a number, one amount)
  const perOne = perUnit ? null : new RegExp(String.raw`\b(each|every|per) (extra |additional )?(dollar|euro|pound|cent|unit|point|percent|mg|milligram|kg|gram|hour|minute|visit|order|customer|user|click|session)s? (of (the )?\w+ (\w+ )?)?(more |extra |additional )?(spent |invested )?${perUnitVerb}\b`).exec(lower);
  const numbers = tokens.filter((t) => numberAt(tokens, t.index)).length;
  if ((perUnit && numbers >= 2) || (perOne && numbers >= 1)) {
    const unit = (perUnit ?? perOne) as RegExpExecArray;
    // the cause by the unit after its number ("10 mg" on dose_mg), else the first measure named
    const byUnit = columnOfUnit(ds, (perUnit ? perUnit[2] : perOne?.[3])?.trim(), []);
    const perCause = byUnit?.name ?? (numeric.length >= 2 ? (numeric[0] as ColumnMatch).column : '<cause>');
    const perOutcome = numeric.find((m) => m.column !== perCause)?.column ?? '<outcome>';
    notTestable(ds, text, `it gives an amount per unit ("${unit[0].trim()}"): a rate of change of one measure with another, and the size of an effect per unit is not tested yet; testing a mean, a bound on every row or the direction alone would test another claim. Leave the amounts out to test the direction ("${perCause} increases ${perOutcome}")`, matches);
  }
  const by = tokens.findIndex((t, i) => t.word === 'by' && i > 0 && tokens.slice(0, i).some((u) => CHANGED.test(u.word) || C.POSITIVE.test(u.word) || C.NEGATIVE.test(u.word) || /^(add|adds|added|cut|cuts|rais\w*|lift\w*|boost\w*)$/.test(u.word)) &&
    [1, 2, 3].some((k) => numberAt(tokens, i + k) && (k === 1 || CUT_WORDS.some(([re, , len]) => len === k - 1 && re.test(tokens.slice(i + 1, i + k).map((x) => x.word).join(' '))) || /^(about|around|roughly|nearly|almost|only|just)$/.test(tokens[i + 1]?.word ?? ''))));
  if (by >= 0 && !matches.some((m) => col(m).kind === 'time')) {
    const end = [1, 2, 3].map((k) => by + k).find((i) => numberAt(tokens, i)) as number;
    const amount = tokens.slice(by, end + 1).map((t) => t.raw).join(' ');
    notTestable(ds, text, `it gives the size of a change ("${amount}"), and the size of a difference or an effect is tested only as a lower bound on the difference of two groups' means ("by at least 5"); testing the direction without it, or a mean against the number, would test another claim. State it so, or leave the number out to test the direction`, matches);
  }
  // "B's average order value is 5 dollars higher", "B's orders are 10% larger": the size of a
  // difference said before its comparative, which a comparison without it would drop
  // (not a bound's number: "waits of less than 5 minutes lower complaints")
  const sizeAt = tokens.findIndex((t, i) => numberAt(tokens, i) && !/^(or|and|to)$/.test(tokens[i + 1]?.word ?? '') &&
    !CUT_WORDS.some(([re, , len]) => i - len >= 0 && re.test(tokens.slice(i - len, i).map((u) => u.word).join(' '))) &&
    [1, 2].some((k) => SIZE_COMPARATIVE.test(tokens[i + k]?.word ?? '') && (k === 1 || SIZE_UNIT.test(tokens[i + 1]?.word ?? '') || UNIT_WORD.test(tokens[i + 1]?.word ?? '') || ownEntry(TIME_UNIT, tokens[i + 1]?.word ?? '') !== undefined)));
  if (sizeAt >= 0 && !matches.some((m) => col(m).kind === 'time')) {
    const end = SIZE_COMPARATIVE.test(tokens[sizeAt + 1]?.word ?? '') ? sizeAt + 1 : sizeAt + 2;
    const amount = tokens.slice(sizeAt, end + 1).map((t) => t.raw).join(' ');
    notTestable(ds, text, `it gives the size of a difference ("${amount}"), and the size of a difference or an effect is tested only as a lower bound on the difference of two groups' means ("at least 5 higher"); testing the direction without it, or a mean against the number, would test another claim. State it so, or leave the number out to test the direction`, matches);
  }
  untestedEffect(tokens, lower, ds, text, matches);
  const rejected = rejectedAlternatives(tokens, matches, levels);
  // "patients who did not smoke": the non-smokers, and no claim of no effect
  const negated = negatedGroups(tokens, matches, levels, col, rejected);
  const notClaimed = new Set([...rejected, ...negated.negations, ...(adjustment?.tokens ?? [])]);
  const claimText = withoutWords(lower, tokens, notClaimed);
  const isNull = C.NULL_CLAIM.test(claimText) && !/\bnot the same\b/.test(claimText);
  // "as satisfied as": alike, like "as often as"; "not as satisfied as": less
  // "age as well as income", "women as well as men": "and", no comparison
  const and = asWellAsAnd(tokens, matches, levels, col);
  const asText = withoutWords(lower, tokens, and);
  const asAs = asColumnAs(tokens, matches, and);
  for (const b of asAs.bounds) notClaimed.add(b);
  const alike = C.SAME.test(asText) || asAs.alike;
  const notAsMuch = C.NOT_AS_MUCH.test(asText) || asAs.less;
  const base = { confidence, matches };
  return {
    text, lower, tokens, ds, analysisType, matches, levels, col, population, outcomeBound, cutRead, groupWithCut, rowCut, numeric, grouping, number,
    rejected, negated, notClaimed, isNull, and, asText, asAs, alike, notAsMuch, base,
  };
}

/**
 * "Sales were higher in 2025 than in 2024", "revenue grew in 2024", "Q4 sales": a year named after "in" or
 * "during" that is no group of the data (calendar.ts adds a date column's years when the hypothesis names one
 * it has), or a quarter no column holds. Read otherwise it would be a bound ("within 5% of 2024", "of 4") or the
 * other year alone against the rest.
 */
function unreadPeriod(ds: Dataset, text: string, tokens: Token[], levels: readonly LevelMention[], matches: ColumnMatch[]): void {
  // ("Q4 sales beat Q1 sales": read as the number 4 before)
  const quarter = /\b(Q[1-4])\b/i.exec(text);
  if (quarter && !ds.columns.some((c) => c.levels.some((l) => l.toUpperCase() === quarter[1]!.toUpperCase()))) {
    notTestable(ds, text, `it names a quarter ("${quarter[1]}"), and quarters are read only as the levels of a column that holds them; compare months or years of the dates, or add a column of quarters`, matches);
  }
  const said = tokens.find((t) => /^(1[89]|20|21)\d\d$/.test(t.word) && /^(in|during)$/.test(tokens[t.index - 1]?.word ?? '') && !levels.some((l) => l.index === t.index));
  if (!said) return;
  const time = ds.columns.find((c) => c.kind === 'time');
  if (!time) {
    notTestable(ds, text, `it names the year ${said.raw}, but the data has no column of dates to find its rows in; name a column that holds it, or leave the year out`, matches);
  }
  const years = [...new Set(Array.from(time.values, (v) => yearOf(time, v)).filter(Number.isFinite))].sort((a, b) => a - b);
  const span = years.length ? (years.length === 1 ? `only ${years[0]}` : `${years[0]} to ${years.at(-1)}`) : 'no years (its values are not dates nor year numbers)';
  notTestable(ds, text, `it names ${said.raw}, but the ${time.dates ? 'dates' : 'years'} in ${time.name} cover ${span}${years.length > 1 ? '' : ', so there is no other year to compare it with'}; name ${years.length > 1 ? 'a year they cover' : 'no year'}`, matches);
}
