/**
 * Word lists and tests of single words and columns that the readers share: negations, determiners,
 * units, row numbers.
 */
import { ownEntry } from '../../own-entry.ts';
import * as C from '../cues.ts';
import { nameWords, type Column } from '../ingest.ts';
import type { Token } from '../text.ts';

/** The data's numeric columns of age ("age", "age_years", "aged"), whose bare bound after people ("patients over 60") is theirs. */
export function ageColumns(columns: readonly Column[]): Column[] {
  return columns.filter((c) => c.kind === 'numeric' && nameWords(c.name).some((x) => x === 'age' || x === 'aged'));
}

/** "not", "never", "doesn't" (read without its apostrophe) … */
export const NEGATION = /^(not|never|no|neither|nor|(do|does|did|is|are|was|were|has|have|had|wo|ca|could|would|should)nt)$/;

export const DETERMINERS = new Set(['the', 'all', 'our', 'their', 'those', 'these', 'a', 'an', 'my', 'your', 'its']);

export const CHANGED = /^(grow\w*|grew|increas\w*|decreas\w*|ris(e|es|en|ing)|rose|fell|fall\w*|declin\w*|drop\w*|climb\w*|gain\w*|shr[iau]nk\w*)$/;

/** Words before a measure that make it the rows' description: "orders with a discount over 20%", "when discounts exceed 20%". */
/** Nouns for people, whose bare bound ("patients over 60") is their age. */
export const PEOPLE = /^(patients|people|persons|customers|clients|users|employees|staff|workers|members|students|participants|respondents|subscribers|adults|men|women|buyers|shoppers|visitors|players|residents|drivers|applicants|candidates|smokers|nonsmokers)$/;

export const DESCRIBES_ROWS = /^(for|with|among|amongst|of|on|in|at|from|when|whenever|if|where|once|given)$/;

export const UNIT_WORD = /^(years?|months?|weeks?|days?|hours?|minutes?|seconds?|dollars?|euros?|pounds?|percent|pct|points?|kg|km|miles?|units?|items?|mg|mcg|µg|ml|mmhg|g|grams?|cm|mm|m2|sqm|lbs?|oz|gb|mb|kwh|calories|kcal|kmh|mph|mps|knots)$/;

/** Units of time in their written forms ("mins", "hrs"), one name each. */
export const TIME_UNIT: Record<string, string> = Object.fromEntries(Object.entries({
  second: ['second', 'seconds', 'sec', 'secs'], minute: ['minute', 'minutes', 'min', 'mins'], hour: ['hour', 'hours', 'hr', 'hrs'],
  day: ['day', 'days'], week: ['week', 'weeks', 'wk', 'wks'], month: ['month', 'months'], year: ['year', 'years', 'yr', 'yrs'],
}).flatMap(([unit, forms]) => forms.map((f) => [f, unit])));

/** The unit of time a column's name says it is in ("delivery_minutes", "stay_days", "wait_mins"), when it names one. */
export function columnUnit(name: string): string | undefined {
  const units = new Set(nameWords(name).map((w) => ownEntry(TIME_UNIT, w)).filter((u) => u !== undefined));
  return units.size === 1 ? [...units][0] : undefined;
}

/** A column numbered 1, 2, 3 … down the rows: a row number, whatever its name. */
export function isRowNumber(c: Column): boolean {
  if (c.kind !== 'numeric' || c.missing > 0 || c.values.length < 3) return false;
  const first = c.values[0] as number;
  if (!Number.isInteger(first)) return false;
  for (let i = 1; i < c.values.length; i++) if (c.values[i] !== first + i) return false;
  return true;
}

/**
 * "no" that is the claim's own word, not a level named "no": a limit ("no more than a third") or
 * a claim of no effect ("no effect on returns", "no real difference"). "with no discount" names
 * the level.
 */
export function claimsNo(tokens: Token[], i: number): boolean {
  if (tokens[i]?.word !== 'no') return false;
  const words = tokens.slice(i, i + 3).map((t) => t.word).join(' ');
  return /^no (more|less|fewer|greater|higher|lower|bigger|smaller|longer|shorter)\b/.test(words) || C.NO_EFFECT.test(words);
}

/** Verbs before "no" that say what the rows have: "customers who got no discount", "orders having no coupon". */
export const HAVING = /^(have|has|had|having|get|gets|got|getting|receive|receives|received|receiving|use|uses|used|using|take|takes|took|taking)$/;
