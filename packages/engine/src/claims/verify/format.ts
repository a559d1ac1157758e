import type { DatasetDef } from '../types.ts';
/** Deterministic number formatting (no locale data), so evidence text is identical everywhere. */

function group(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `exact` forces that many decimals at any size (trailing zeros still dropped). */
export function fmtNumber(v: number, maxDecimals = 2, exact?: number): string {
  if (!Number.isFinite(v)) return String(v);
  const abs = Math.abs(v);
  const decimals = exact ?? (abs >= 1000 ? 0 : abs >= 100 ? Math.min(1, maxDecimals) : maxDecimals);
  let fixed = abs.toFixed(decimals);
  if (fixed.includes('.')) fixed = fixed.replace(/0+$/, '').replace(/\.$/, '');
  const [i, d] = fixed.split('.');
  return `${v < 0 ? '-' : ''}${group(i ?? '0')}${d ? `.${d}` : ''}`;
}

const MILLION_UNITS = ['people', 'jobs', 'households', 'MWh'];
const inMillions = (v: number, unit: string): boolean => Math.abs(v) >= 1e7 && MILLION_UNITS.includes(unit);

/** A value with its unit: "82.5 years", "1,304,887,562 people", "4.7 %", "0.98 °C". */
export function fmtValue(v: number, unit: string, exact?: number): string {
  if (unit === '%') return `${fmtNumber(v, 2, exact)} %`;
  if (unit === 'pp') return `${fmtNumber(v, 2, exact)} percentage points`;
  if (unit === '$' || unit === 'international $') return `$${fmtNumber(v, 2, exact)}`;
  if (inMillions(v, unit)) return `${fmtNumber(v / 1e6, 2, exact === undefined ? undefined : exact + 6)} million ${unit}`;
  return `${fmtNumber(v, 2, exact)} ${unit}`;
}

/**
 * Values that differ are never shown alike: where the usual rounding prints two of them the same, all are
 * printed with as many decimals as it takes to tell them apart ("15.857 °C, not 15.863 °C").
 */
export function fmtApart(values: readonly number[], unit: string): string[] {
  const shown = values.map((v) => fmtValue(v, unit));
  const clash = (xs: readonly string[]): boolean => values.some((v, i) => values.some((w, j) => j > i && v !== w && xs[i] === xs[j]));
  if (!clash(shown)) return shown;
  for (let d = 1; d <= 12; d++) {
    const more = values.map((v) => fmtValue(v, unit, d));
    if (!clash(more)) return more.map((x, i) => (x.length >= shown[i]!.length ? x : shown[i]!));
  }
  return values.map((v) => fmtValue(v, unit, 12));
}

/**
 * Data values printed beside the claimed one: each with the digits that tell it from the claim where the usual
 * rounding prints them alike ("130.353 million; the claim says 130.4 million"), the claim with the most any needed.
 */
export function fmtAgainst(values: readonly number[], claim: number, unit: string): { values: string[]; claim: string } {
  // k decimals of the number as printed ("130.353 million": of the millions).
  const at = (v: number, k: number): string => (inMillions(v, unit) ? `${fmtNumber(v / 1e6, 2, k)} million ${unit}` : fmtValue(v, unit, k));
  let said = fmtValue(claim, unit);
  const shown = values.map((v) => {
    const a = fmtValue(v, unit);
    if (v === claim || a !== fmtValue(claim, unit)) return a;
    for (let k = 1; k <= 12; k++) {
      const [x, c] = [at(v, k), at(claim, k)];
      if (x !== c) {
        if (c.length > said.length) said = c;
        return x.length >= a.length ? x : a;
      }
    }
    return at(v, 12);
  });
  return { values: shown, claim: said };
}

export function fmtSigned(v: number, unit: string): string {
  return `${v >= 0 ? '+' : '-'}${fmtValue(Math.abs(v), unit)}`;
}

/** A relative difference, "+2.8 %"; one too small for a decimal gets the digits that show it ("+0.03 %"), never "+0 %". */
export function fmtPct(fraction: number): string {
  const v = Math.abs(fraction * 100);
  let shown = fmtNumber(v, 1);
  for (let d = 2; v > 0 && shown === '0' && d <= 12; d++) shown = fmtNumber(v, d);
  return `${fraction >= 0 ? '+' : '-'}${shown} %`;
}

/** The plural of an entity noun: "countries", "cities", "states". */
export function plural(noun: string): string {
  if (/s$/.test(noun)) return noun;
  return /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

/**
 * How a dataset is named in messages: a catalog file by its id ("gapminder"), a user's own upload by
 * the name its owner gave it, not its internal id.
 */
export function datasetName(def: DatasetDef): string {
  return def.package ? def.id : def.title || def.id;
}
