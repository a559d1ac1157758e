/**
 * Cuts of the rows before an outcome's own bound ("patients over 60 stay longer than 5 days", "on 40
 * mg", "over 10 km").
 */
import { ownEntry } from '../../own-entry.ts';
import * as C from '../cues.ts';
import { nameWords, type Column, type Dataset } from '../ingest.ts';
import { columnStems, stem, type Token } from '../text.ts';
import { endOf } from './column-matching.ts';
import { soleOutcome } from './cuts.ts';
import { CUT_WORDS, cutWordsBefore, durationWords, numberAt, soleNumber, trailingValue } from './numbers.ts';
import { notTestable } from './refusals.ts';
import type { ColumnMatch, Cut } from './types.ts';
import { columnOfUnit, SPEED_UNIT, speedWords } from './units.ts';
import { ageColumns, isRowNumber, PEOPLE, TIME_UNIT, UNIT_WORD } from './words.ts';

/**
 * "Deliveries over 10 km take longer", "deliveries over 10 km take longer than half an hour": a
 * bound right after the rows' word whose unit names another measure (km of distance_km) cuts that
 * measure, not the column the rows' word names (delivery_minutes). The outcome is the column named
 * between the two bounds, else the one other column named, else the rows' own measure.
 */
export function unitCut(tokens: Token[], ds: Dataset, matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column, outcomeBound?: number):
  { cut: Cut; outcome: ColumnMatch; unit?: ColumnMatch; words: Set<number> } | undefined {
  const n = soleNumber(tokens, outcomeBound);
  if (!n) return undefined;
  const unitWord = tokens[n.index + 1];
  if (n.percent || !unitWord) return undefined;
  // ("deliveries faster than 10 km/h": above 10 on a speed)
  const cw = cutWordsBefore(SPEED_UNIT.test(unitWord.word) ? speedWords(tokens) : tokens, n.index);
  if (!cw) return undefined;
  const from = n.index - cw[2];
  // the rows' word before the bound ("deliveries over", "deliveries of more than")
  const k = /^(of|with)$/.test(tokens[from - 1]?.word ?? '') ? from - 2 : from - 1;
  const rows = matches.find((m) => m.end === k);
  const cutCol = columnOfUnit(ds, unitWord.word, []);
  if (!rows || !cutCol || cutCol.name === rows.column || columnOf(rows).kind !== 'numeric') return undefined;
  const cutMatches = matches.filter((m) => m.column === cutCol.name);
  const unit = cutMatches.find((m) => m.start === unitWord.index);
  // the outcome: a column named between the two bounds, the one other column named, or the rows' measure
  const others = matches.filter((m) => m !== rows && m.column !== cutCol.name);
  const between = outcomeBound !== undefined ? others.filter((m) => m.start > unitWord.index && m.end < outcomeBound) : [];
  // (with a bound of the outcome's own, another column named before it is a group: "bike deliveries over 10 km …", read with the group in readClaim)
  const outcome = between.length === 1 ? between[0] : others.length === 0 ? rows : others.length === 1 && outcomeBound === undefined ? others[0] : undefined;
  if (!outcome || (columnOf(outcome).kind !== 'numeric' && columnOf(outcome).kind !== 'binary')) return undefined;
  const words = new Set<number>();
  for (let j = from; j <= unitWord.index; j++) words.add(j);
  return { cut: { column: cutCol.name, op: cw[1], at: n.value }, outcome, ...(unit ? { unit } : {}), words };
}


/**
 * "Patients over 60 stay longer", "customers under 30 churn more": a bound right after a noun for
 * people, with no measure of its own, is their age; cut at it, like "patients aged over 60", when the
 * data has one age column and one other column to compare the sides on.
 */
export function ageCut(tokens: Token[], ds: Dataset, matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column, text: string, outcomeBound?: number, people?: number):
  { cut: Cut; outcome: ColumnMatch; unit?: ColumnMatch; words: Set<number> } | undefined {
  const n = soleNumber(tokens, outcomeBound);
  if (!n) return undefined;
  if (n.percent) return undefined;
  const cw = cutWordsBefore(tokens, n.index);
  if (!cw) return undefined;
  const from = n.index - cw[2];
  const noun = tokens[from - 1] as Token;
  // (`people`: a group's word in the plural, "drinkers", names people too)
  if (!(PEOPLE.test(noun.word) || (noun.index === people && noun.word.endsWith('s'))) || matches.some((m) => m.start <= n.index && m.end >= from - 1 && !(m.start === from - 1 && columnOf(m).kind === 'binary'))) return undefined;
  // ("patients over 80 kg": the unit names another measure)
  let end = n.index;
  const w = (k: number) => tokens[end + k]?.word ?? '';
  // "over 60 years old", "over 60 years of age": still their age
  if (/^(years?|yrs?)$/.test(w(1))) end += w(2) === 'old' ? 2 : w(2) === 'of' && w(3) === 'age' ? 3 : 1;
  else if (UNIT_WORD.test(w(1))) {
    // "patients over 60 kg stay longer" with no column in kg: the cut's measure is not in the data
    const unit = w(1);
    const comparison = outcomeBound !== undefined || tokens.slice(end + 2).some((t) => C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word));
    if (comparison && ownEntry(TIME_UNIT, unit) === undefined && !/^(percent|pct|points?|units?|items?)$/.test(unit) &&
      !ds.columns.some((c) => c.kind === 'numeric' && columnStems(c.name).includes(stem(unit)))) {
      notTestable(ds, text, `it cuts the rows at "${tokens.slice(from, end + 2).map((t) => t.raw).join(' ')}", a measure in ${unit}, and no column of the data is in ${unit}; reading the number as a bound of another column would test another claim. Name the column the bound is on, or leave the cut out`, matches);
    }
    return undefined;
  }
  // a comparison must follow: "patients over 60 are 20% of rows" cuts nothing
  // ("the drop is higher for patients over 40": the comparison comes first, and the people follow "for")
  const compares = (t: Token) => C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word);
  const after = /^(for|among|in)$/.test(tokens[from - 2]?.word ?? '') && tokens.slice(0, from - 2).some(compares);
  if (outcomeBound === undefined && !after && !tokens.slice(end + 1).some(compares)) return undefined;
  const ages = ageColumns(ds.columns);
  // "patients over 40 have a drop above 10" with no age column: the cut names no column, and
  // reading its number as the outcome's bound would drop the outcome's own
  if (!ages.length && outcomeBound !== undefined) {
    const cut = tokens.slice(from, end + 1).map((t) => t.raw).join(' ');
    notTestable(ds, text, `it cuts the rows at "${cut}", which names no column: a bare bound after a word for people is their age, and the data has no age column, so those rows cannot be picked out; reading ${n.value} as a bound of another column would test another claim. Add an age column, name the column the cut is on, or leave the cut out`, matches);
  }
  // ("old", "age" in "years old", "years of age" name the age cut here, not a column of the claim)
  const ageWord = matches.find((m) => m.column === (ages[0] as Column | undefined)?.name && m.start > n.index && m.end <= end);
  if (ages.length !== 1 || matches.some((m) => m.column === (ages[0] as Column).name && m !== ageWord)) return undefined;
  // the people's word may be a yes/no column ("smokers"), which would be a second group: not cut here
  if (matches.some((m) => m.start === from - 1)) return undefined;
  const outcome = soleOutcome(matches, ageWord ? [ageWord] : [], columnOf);
  if (!outcome) return undefined;
  const words = new Set<number>();
  for (let j = from; j <= end; j++) words.add(j);
  return { cut: { column: (ages[0] as Column).name, op: cw[1], at: n.value }, outcome, ...(ageWord ? { unit: ageWord } : {}), words };
}

/**
 * "Smokers older than 60 stay longer than 5 days", "the stay of smokers older than 60 is above 5":
 * the age's comparative, "than" and a number right after a word for the rows (a group's word or a
 * noun for people) cut the rows at their age when the outcome has a bound of its own.
 */
export function ageComparativeCut(tokens: Token[], ds: Dataset, matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column, outcomeBound?: number):
  { cut: Cut; outcome: ColumnMatch; unit?: ColumnMatch; words: Set<number> } | undefined {
  if (outcomeBound === undefined) return undefined;
  const n = soleNumber(tokens, outcomeBound);
  const ages = ageColumns(ds.columns);
  if (!n || n.percent || ages.length !== 1 || tokens[n.index - 1]?.word !== 'than') return undefined;
  const age = (ages[0] as Column).name;
  const word = tokens[n.index - 2];
  const end = word ? endOf(word, age) : undefined;
  const rows = tokens[n.index - 3];
  const isGroup = (m: ColumnMatch) => columnOf(m).kind === 'binary' || columnOf(m).kind === 'categorical';
  if (end === undefined || !rows || !(PEOPLE.test(rows.word) || matches.some((m) => m.end === rows.index && isGroup(m)))) return undefined;
  const measures = matches.filter((m) => !isGroup(m) && m.column !== age && columnOf(m).kind === 'numeric');
  if (measures.length !== 1) return undefined;
  return { cut: { column: age, op: end > 0 ? '>' : '<', at: n.value }, outcome: measures[0] as ColumnMatch, words: new Set([n.index - 2, n.index - 1, n.index]) };
}

/**
 * "Patients on 40 mg have a drop above 10", "patients on a dose of 40 …": a number with no bound
 * before it, in the unit of another measure ("mg" of dose_mg) or after "<measure> of", names the
 * rows with that value (dose_mg = 40) when the outcome has a bound of its own (`outcomeBound`). A
 * unit no column is in, or a value no row has, is refused rather than read as the outcome's number.
 */
export function valueCut(tokens: Token[], ds: Dataset, matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column, text: string, outcomeBound?: number):
  { cut: Cut; outcome: ColumnMatch; unit?: ColumnMatch; words: Set<number> } | undefined {
  if (outcomeBound === undefined) return undefined;
  const n = soleNumber(tokens, outcomeBound);
  if (!n) return undefined;
  const before = (len: number) => tokens.slice(Math.max(n.index - len, 0), n.index).map((t) => t.word).join(' ');
  if (n.percent || (n.index > outcomeBound && !trailingValue(tokens, n.index)) || CUT_WORDS.some(([re, , len]) => re.test(before(len))) || /^\w+er than$/.test(before(2)) || C.APPROX.test(` ${before(1)} `)) return undefined;
  const unitWord = tokens[n.index + 1];
  let c: Column | undefined;
  const words = new Set<number>([n.index]);
  let unit: ColumnMatch | undefined;
  if (unitWord && UNIT_WORD.test(unitWord.word) && ownEntry(TIME_UNIT, unitWord.word) === undefined && !/^(percent|pct|points?|units?|items?)$/.test(unitWord.word)) {
    const inUnit = ds.columns.filter((k) => k.kind === 'numeric' && columnStems(k.name).includes(stem(unitWord.word)));
    if (!inUnit.length) {
      const unnamed = ds.columns.filter((k) => k.kind === 'numeric' && !isRowNumber(k) && !matches.some((m) => m.column === k.name));
      const example = `with a ${unnamed.length === 1 ? nameWords((unnamed[0] as Column).name).join(' ') : '<column>'} of ${n.value}`;
      notTestable(ds, text, `it gives "${n.value} ${unitWord.raw}", a value in ${unitWord.raw}, and no column's name says it is in ${unitWord.raw}, so the rows it names cannot be picked out; reading ${n.value} as a number of another column would test another claim. Name the column the value is in ("${example}"), or leave it out`, matches);
    }
    if (inUnit.length !== 1) return undefined;
    c = inUnit[0] as Column;
    words.add(unitWord.index);
    unit = matches.find((m) => m.start === unitWord.index && m.column === (c as Column).name);
  } else if (tokens[n.index - 1]?.word === 'of') {
    // "a dose of 40": the measure named right before "of"
    const m = matches.find((k) => k.end === n.index - 2 && columnOf(k).kind === 'numeric');
    if (!m) return undefined;
    c = columnOf(m);
    for (let j = m.start; j < n.index; j++) words.add(j);
    unit = m;
  } else return undefined;
  const outcome = soleOutcome(matches, matches.filter((m) => m.column === (c as Column).name), columnOf);
  if (!outcome) return undefined;
  if (!c.values.some((v) => v === n.value)) {
    const seen = [...new Set(Array.from(c.values).filter((v) => !Number.isNaN(v)))].sort((a, b) => a - b);
    notTestable(ds, text, `it names the rows with ${c.name} = ${n.value}, and no row has that value${seen.length <= 12 ? ` (${c.name} takes ${seen.join(', ')})` : ''}; name a value the data has, or cut ${c.name} at it ("${c.name} above ${n.value}")`, matches);
  }
  return { cut: { column: c.name, op: '=', at: n.value }, outcome, ...(unit ? { unit } : {}), words };
}

/**
 * "Patients over 60 stay longer than 5 days", "patients on 40 mg have a drop above 10": of exactly
 * two numbers, the second, with a bound written right before it and a column named between the
 * two, bounds that column (the outcome), and the first may cut the rows. Its position.
 */
export function secondBound(tokens: Token[], matches: readonly ColumnMatch[], isGroup: (m: ColumnMatch) => boolean): number | undefined {
  const numbers: { index: number; percent: boolean }[] = tokens.filter((t) => numberAt(tokens, t.index)).map((t) => numberAt(tokens, t.index) as NonNullable<ReturnType<typeof numberAt>>);
  // ("… stay longer than a week": a duration in words)
  const duration = numbers.length === 1 ? durationWords(tokens) : undefined;
  if (duration && duration.index > (numbers[0] as { index: number }).index) numbers.push(duration);
  if (numbers.length !== 2 || (numbers[0] as { percent: boolean }).percent) return undefined;
  const [first, at] = [(numbers[0] as { index: number }).index, (numbers[1] as { index: number }).index];
  const words = (from: number) => tokens.slice(Math.max(from, 0), at).map((t) => t.word).join(' ');
  const len = CUT_WORDS.find(([re, , k]) => re.test(words(at - k)))?.[2] ?? (/^\w+er than$/.test(words(at - 2)) ? 2 : C.APPROX.test(` ${words(at - 1)} `) ? 1 : 0);
  // ("a smaller drop than doses above 10 mg": the second number is the other side of a comparison)
  const bound = len > 0 && !tokens.slice(first + 1, at - len).some((t) => t.word === 'than');
  // (not the first number's unit: "over 80 kg" names the cut's measure)
  // ("deliveries over 10 km take longer than 30 minutes": the rows' word, before the first bound, is the outcome when the first's unit names another column)
  // (before it, a group's word is not the outcome: "bike deliveries over 10 km …" needs the rows' measure too)
  const unitNamed = matches.some((m) => m.start === first + 1) && matches.some((m) => m.end < first && !isGroup(m));
  // ("the drop at 40 mg is above 10": the first names rows by a value right after the measure, whether or not a column is in its unit)
  const valueAfterMeasure = trailingValue(tokens, first) && matches.some((m) => m.end < first && !isGroup(m));
  // ("the stay of smokers over 40 is above 5": the first cuts the rows named after the measure)
  const rowsAfterMeasure = rowsCutAt(tokens, matches, isGroup, first) !== undefined && matches.some((m) => m.end < (rowsCutAt(tokens, matches, isGroup, first) as number) && !isGroup(m));
  // ("the stay of smokers older than 60 is above 5": a comparative of the rows' age, then the bound)
  const rowsWord = tokens[first - 3];
  const agedAfterMeasure = tokens[first - 1]?.word === 'than' && /^\w+er$/.test(tokens[first - 2]?.word ?? '') && rowsWord !== undefined &&
    (PEOPLE.test(rowsWord.word) || matches.some((m) => m.end === rowsWord.index && isGroup(m))) && matches.some((m) => m.end < rowsWord.index && !isGroup(m));
  return bound && (unitNamed || valueAfterMeasure || rowsAfterMeasure || agedAfterMeasure || matches.some((m) => m.start > first && m.end < at && !(m.start === first + 1 && UNIT_WORD.test(tokens[m.start]?.word ?? '')))) ? at : undefined;
}

/**
 * "smokers over 40", "patients under 30": the number at `at` is a bare bound right after a word for
 * the rows (a group's word or a noun for people), which cuts them (their age, see ageCut). Returns
 * the position of that word.
 */
export function rowsCutAt(tokens: Token[], matches: readonly ColumnMatch[], isGroup: (m: ColumnMatch) => boolean, at: number): number | undefined {
  const cw = cutWordsBefore(tokens, at);
  const k = cw ? at - cw[2] - 1 : -1;
  const noun = tokens[k];
  if (!cw || !noun || numberAt(tokens, at)?.percent || UNIT_WORD.test(tokens[at + 1]?.word ?? '')) return undefined;
  return PEOPLE.test(noun.word) || matches.some((m) => m.end === k && isGroup(m)) ? k : undefined;
}

/**
 * "The stay is above 5 in smokers over 40": of exactly two numbers, the first is a bound right after
 * the measure and the second cuts the rows named after it (rowsCutAt): the first bounds the
 * outcome. Its position.
 */
export function boundBeforeRows(tokens: Token[], matches: readonly ColumnMatch[], isGroup: (m: ColumnMatch) => boolean): number | undefined {
  const numbers = tokens.filter((t) => numberAt(tokens, t.index));
  if (numbers.length !== 2) return undefined;
  const [first, second] = [(numbers[0] as Token).index, (numbers[1] as Token).index];
  const cw = cutWordsBefore(tokens, first);
  if (!cw || numberAt(tokens, first)?.percent || rowsCutAt(tokens, matches, isGroup, second) === undefined) return undefined;
  return matches.some((m) => m.end < first - cw[2] && !isGroup(m)) ? first : undefined;
}

/**
 * "The drop is above 10 at 40 mg": of exactly two numbers, the first has a bound written before it
 * and the second, after it, names rows by a value (trailingValue): the first bounds the outcome. Its position.
 */
export function boundBeforeValue(tokens: Token[]): number | undefined {
  const numbers = tokens.filter((t) => numberAt(tokens, t.index));
  if (numbers.length !== 2) return undefined;
  const [first, second] = [(numbers[0] as Token).index, (numbers[1] as Token).index];
  if (numberAt(tokens, first)?.percent || !cutWordsBefore(tokens, first) || !trailingValue(tokens, second)) return undefined;
  return first;
}
