/**
 * Units of time, speed and measure: which column a unit names, a duration in a column's unit, a
 * percentage on a column.
 */
import { ownEntry } from '../../own-entry.ts';
import { nameWords, type Column, type Dataset } from '../ingest.ts';
import { columnStems, stem, type Token } from '../text.ts';
import { scaleOf } from './column-matching.ts';
import { columnUnit, TIME_UNIT, UNIT_WORD } from './words.ts';

/**
 * Words of speed whose end of a time taken is the opposite of their cue's sign or that have no
 * cue sign: "slower", "later", "more slowly" take more time; "faster", "sooner", "quicker",
 * "speeds up" take less. +1 more time, −1 less.
 */
const MORE_TIME = /^(slow|slower|slowest|slowly|slows|slowed|slowing|later|latest)$/;

const LESS_TIME = /^(fast|faster|fastest|quick|quicker|quickest|quickly|sooner|soonest|earlier|speedier|speedily|rapidly|hasten\w*|accelerat\w*|sped|speeds?|speeding)$/;

export function timeTakenEnd(tokens: Token[], t: Token): 1 | -1 | undefined {
  if (MORE_TIME.test(t.word)) return 1;
  // "speed" only as "speeds up": alone it names a measure
  if (/^(sped|speeds?|speeding)$/.test(t.word) && !particleAfter(tokens, t, 'up')) return undefined;
  return LESS_TIME.test(t.word) ? -1 : undefined;
}

/** "slows the rating down", "speeds up delivery": the particle of a phrasal verb of speed, at most three words after it. */
export function particleAfter(tokens: Token[], t: Token, particle: 'up' | 'down'): number | undefined {
  for (const k of [t.index + 1, t.index + 2, t.index + 3]) if (tokens[k]?.word === particle) return k;
  return undefined;
}

/** Units of speed, one word each after speedUnits ("km/h", "km per hour", "kph": kmh). */
export const SPEED_UNIT = /^(kmh|mph|mps|knots)$/;

/** "10 km/h", "10 kilometres per hour", "10 miles an hour", "5 m/s": one word for each unit of speed. */
export function speedUnits(text: string): string {
  return text
    .replace(/\b(?:km|kms|kilomet(?:er|re)s?)\s*(?:\/|per|an|a)\s*(?:h|hr|hour)\b|\b(?:kph|kmph)\b/gi, 'kmh')
    .replace(/\b(?:mi|miles?)\s*(?:\/|per|an|a)\s*(?:h|hr|hour)\b/gi, 'mph')
    .replace(/\b(?:m|met(?:er|re)s?)\s*(?:\/|per|a)\s*(?:s|sec|second)\b/gi, 'mps');
}

/** A measure of speed, whose high end "faster" names ("speed_kmh", "avg_speed", "velocity"). */
export function isSpeed(c: Column): boolean {
  return c.kind === 'numeric' && (scaleOf('faster', c.name, false)?.end === 1 || nameWords(c.name).some((w) => /^(kmh|kph|kmph|mph|mps|knots)$/.test(w)));
}

/** On a measure of speed, "faster than" and "quicker than" bound from below, "slower than" from above: as "more" and "less". */
export function speedWords(tokens: Token[]): Token[] {
  return tokens.map((t) => /^(faster|quicker|speedier)$/.test(t.word) ? { ...t, word: 'more' } : t.word === 'slower' ? { ...t, word: 'less' } : t);
}

/**
 * The one numeric column (other than `skip`) that a unit word after a number names: by the
 * column's unit ("30 minutes" for delivery_minutes, "5 days" for stay_days) or a word of its name
 * ("over 80 kg" for weight_kg). "Bike deliveries over 30 minutes": the bound cuts delivery_minutes.
 */
export function columnOfUnit(ds: Dataset, word: string | undefined, skip: readonly string[]): Column | undefined {
  if (word === undefined || !UNIT_WORD.test(word) && ownEntry(TIME_UNIT, word) === undefined) return undefined;
  if (SPEED_UNIT.test(word)) {
    const speeds = ds.columns.filter((c) => isSpeed(c) && !skip.includes(c.name));
    return speeds.length === 1 ? speeds[0] : undefined;
  }
  const unit = ownEntry(TIME_UNIT, word);
  const found = ds.columns.filter((c) => c.kind === 'numeric' && !skip.includes(c.name) &&
    ((unit !== undefined && columnUnit(c.name) === unit) || columnStems(c.name).includes(stem(word))));
  return found.length === 1 ? found[0] : undefined;
}

/** Each unit of time in the next smaller one's terms; months and years only in each other's (a month is no whole number of days). */
const UNIT_SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86400, week: 604800 };

const UNIT_MONTHS: Record<string, number> = { month: 1, year: 12 };

/** A duration in the unit of time a column's name gives, or why it cannot be ("no unit", "months in days"). */
export function durationIn(c: Column, d: { value: number; unit: string }): { value: number } | { why: string } {
  const unit = columnUnit(c.name);
  if (c.kind !== 'numeric' || unit === undefined) return { why: 'no unit' };
  for (const table of [UNIT_SECONDS, UNIT_MONTHS]) {
    const from = ownEntry(table, d.unit);
    const to = ownEntry(table, unit);
    if (from !== undefined && to !== undefined) return { value: +((d.value * from) / to).toPrecision(12) };
  }
  return { why: `${d.unit}s in ${unit}s` };
}

/** P% on a measure: P/100 on a column of fractions (every value within ±1, such as 0.2), P on a column in percent (20). */
export function percentOf(c: Column, p: number): number {
  for (const v of c.values) if (Math.abs(v) > 1) return p;
  return p / 100;
}
