/**
 * A measure no word names but a verb or a unit implies ("spend more", "resolved faster", "10 km/h").
 */
import * as C from '../cues.ts';
import { nameWords, type Column, type Dataset } from '../ingest.ts';
import type { Token } from '../text.ts';
import { scaleOf, TIME_TAKEN_UNITS } from './column-matching.ts';
import { cutWordsBefore, numberAt } from './numbers.ts';
import type { ColumnMatch } from './types.ts';
import { columnOfUnit, SPEED_UNIT, speedWords, timeTakenEnd } from './units.ts';
import { columnUnit, isRowNumber } from './words.ts';

/**
 * "Customers spend more with variant B": a verb of spending names the amount spent, which is the one
 * numeric column named as money ("order_value"), when no measure is named otherwise.
 */
export function spendingMeasure(tokens: Token[], ds: Dataset, matches: readonly ColumnMatch[]): ColumnMatch | undefined {
  const kind = (name: string) => ds.columns.find((c) => c.name === name)?.kind;
  if (matches.some((m) => kind(m.column) === 'numeric')) return undefined;
  const verb = tokens.find((t) => C.SPEND_VERB.test(t.word) && !matches.some((m) => t.index >= m.start && t.index <= m.end));
  if (!verb) return undefined;
  const money = ds.columns.filter((c) => c.kind === 'numeric' && nameWords(c.name).some((w) => C.MONEY_WORD.test(w)));
  if (money.length !== 1) return undefined;
  return { column: (money[0] as Column).name, phrase: verb.raw, score: 0.8, start: verb.index, end: verb.index };
}

/**
 * "High priority tickets are resolved faster", "bigger orders arrive later": a word of speed after a
 * verb ("resolved faster", "resolve tickets faster") names the time the thing takes, which is the
 * one column in seconds to weeks ("resolution_days"), when no measure is named after the word and
 * at most one before it (the cause). Not "members are faster" (the rows' own speed), nor with two
 * columns of time taken, nor where a column says speed ("speed_kmh").
 */
export function durationMeasure(tokens: Token[], ds: Dataset, matches: readonly ColumnMatch[]): ColumnMatch | undefined {
  const numeric = matches.filter((m) => ds.columns.find((c) => c.name === m.column)?.kind === 'numeric');
  const word = tokens.find((t) => timeTakenEnd(tokens, t) !== undefined && !matches.some((m) => t.index >= m.start && t.index <= m.end));
  if (!word || numeric.length > 1 || numeric.some((m) => m.end > word.index)) return undefined;
  let k = word.index - 1;
  while (k >= 0 && /^(much|even|far|a|lot|significantly|slightly|somewhat|considerably|way)$/.test((tokens[k] as Token).word)) k--;
  const prev = tokens[k];
  if (!prev || C.AUXILIARY.test(prev.word) || /^(get|gets|got|become|becomes|became|seem|seems|feel|feels|look|looks|the|a|an|and|or|than|no|not)$/.test(prev.word)) return undefined;
  const usable = ds.columns.filter((c) => c.kind === 'numeric' && !isRowNumber(c));
  if (usable.some((c) => scaleOf(word.word, c.name, false) !== undefined)) return undefined;
  const timed = usable.filter((c) => TIME_TAKEN_UNITS.has(columnUnit(c.name) ?? ''));
  if (timed.length !== 1 || numeric.some((m) => m.column === (timed[0] as Column).name)) return undefined;
  return { column: (timed[0] as Column).name, phrase: word.raw, score: 0.8, start: word.index, end: word.index };
}

/** A bound in a unit of speed ("10 km/h") on the one measure of speed, when no word named that measure. */
export function speedMeasure(tokens: Token[], ds: Dataset, matches: readonly ColumnMatch[]): ColumnMatch | undefined {
  const unit = tokens.find((t) => SPEED_UNIT.test(t.word) && numberAt(tokens, t.index - 1) !== undefined);
  const c = unit ? columnOfUnit(ds, unit.word, []) : undefined;
  if (!unit || !c || matches.some((m) => m.column === c.name || (unit.index >= m.start && unit.index <= m.end))) return undefined;
  return { column: c.name, phrase: unit.raw, score: 0.8, start: unit.index, end: unit.index };
}

/**
 * "Deliveries are faster than 10 km/h", "orders weigh more than 5 kg": the claim's one number is a
 * bound whose unit names one measure (speed_kmh, weight_kg), so that measure is what is bounded and
 * the word before its verb that names another measure in part ("deliveries" for delivery_minutes)
 * only names the rows. Returns that word's match, to be dropped.
 */
export function rowsBeforeUnitBound(tokens: Token[], ds: Dataset, matches: readonly ColumnMatch[]): ColumnMatch | undefined {
  const numbers = tokens.filter((t) => numberAt(tokens, t.index) !== undefined);
  const n = numbers.length === 1 ? numberAt(tokens, (numbers[0] as Token).index) : undefined;
  const unit = n && !n.percent ? tokens[n.index + 1] : undefined;
  if (!n || !unit) return undefined;
  // (on a speed, "faster than" bounds from below as "more than" does)
  // ("orders are heavier than 5 kg": an end of the unit's measure before "than" bounds it, as "more than" does)
  const unitMeasure = columnOfUnit(ds, unit.word, []);
  const ends = unitMeasure ? tokens.map((t) => {
    const s = tokens[t.index + 1]?.word === 'than' ? scaleOf(t.word, unitMeasure.name, false) : undefined;
    return s ? { ...t, word: s.end > 0 ? 'more' : 'less' } : t;
  }) : tokens;
  const bound = cutWordsBefore(SPEED_UNIT.test(unit.word) ? speedWords(ends) : ends, n.index);
  const measure = bound ? unitMeasure : undefined;
  if (!bound || !measure || matches.some((m) => m.column === measure.name && m.start !== unit.index && (ends[m.start] as Token | undefined)?.word === tokens[m.start]?.word)) return undefined;
  const kind = (m: ColumnMatch) => ds.columns.find((c) => c.name === m.column)?.kind;
  const others = matches.filter((m) => m.column !== measure.name && kind(m) === 'numeric');
  const rows = others.length === 1 ? others[0] as ColumnMatch : undefined;
  // (a verb between them: right before the bound, "deliveries faster than 10 km/h arrive sooner", the bound cuts the rows)
  return rows && rows.start >= 0 && rows.score < 1 && rows.end + 1 < n.index - bound[2] ? rows : undefined;
}
