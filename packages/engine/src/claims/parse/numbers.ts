/** Numbers as people write them: digits, words, scale words, percents, currency and units. */
import { ownEntry } from '../../own-entry.ts';

const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
/** Number words from zero to nineteen and the tens, in counting order. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = { ...SMALL, ...TENS };
const SCALES: Record<string, number> = {
  hundred: 1e2, thousand: 1e3, k: 1e3, million: 1e6, mn: 1e6, m: 1e6, billion: 1e9, bn: 1e9, b: 1e9, trillion: 1e12,
};
const FRACTIONS: Record<string, number> = { half: 0.5, quarter: 0.25, third: 1 / 3, quarters: 0.25, thirds: 1 / 3 };

// Longest first and whole words only: otherwise "eighty" matched as "eight" and "fourteen" as "four".
const WORD = `(?:${[...Object.keys(SMALL), ...Object.keys(TENS), 'hundred', 'dozen'].sort((a, b) => b.length - a.length).join('|')})(?!\\p{L})`;
const FRACTION = '(?:(?:and\\s+)?(?:a|one|two|three)[\\s-]+(?:half|quarters?|thirds?))';
/** "one point three", "two point five six": a decimal said in words. */
const DIGIT_WORD = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)(?!\\p{L})';
const POINT = `(?:(?:${WORD})(?:[\\s-]+(?:${WORD}))*\\s+point(?:\\s+${DIGIT_WORD})+)`;

/**
 * A number phrase: digits (1,304,887,562 · 4.6 · .5) or words (four and a half · forty-five),
 * an optional scale (1.2 billion · 30 thousand · 4.6m), an optional percent sign or word.
 */
export const NUMBER_RE = new RegExp(
  [
    // Not the tail of a word or code ("CO2", "PM2.5", "A4").
    '(?<![\\p{L}\\d.,])',
    '(?<cur>\\$|US\\$|€|£)?\\s?',
    '(?<sign>-(?=\\d))?',
    '(?<num>',
    '(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?|\\.\\d+',
    `|${POINT}`,
    `|(?:(?:${WORD})(?:[\\s-]+(?:and[\\s-]+)?(?:${WORD}))*(?:[\\s-]+${FRACTION})?)`,
    `|(?:a|one)[\\s-]+half|a\\s+(?=(?:hundred|thousand|million|billion|trillion|dozen)\\b)`,
    ')',
    '(?:\\s?(?<scale>hundred|thousand|million|billion|trillion|bn|mn|k|m|b)(?![a-z]))?',
    '(?:\\s?(?<pct>%|percent(?:age points?)?|per\\s?cent|pp|percentage points?)(?![a-z]))?',
  ].join(''),
  'giu',
);

/** Value of a number-word phrase, or NaN if it is not one ("four and a half" → 4.5). */
export function wordsToNumber(phrase: string): number {
  const words = phrase.toLowerCase().replace(/-/g, ' ').split(/\s+/).filter((w) => w && w !== 'and');
  if (words.length === 0) return NaN;
  let total = 0;
  let current = 0;
  let seen = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (w === 'a' || w === 'one') {
      const next = words[i + 1];
      const fraction = next ? ownEntry(FRACTIONS, next) : undefined;
      if (fraction !== undefined) { current += fraction; i++; seen = true; continue; }
      if (w === 'a') { current = current || 1; seen = true; continue; }
    }
    const fraction = ownEntry(FRACTIONS, w);
    if (fraction !== undefined) {
      // "two thirds", "three quarters": the preceding count multiplies the fraction.
      if (current > 0 && current < 10 && (w === 'thirds' || w === 'quarters')) { current = current * fraction; seen = true; continue; }
      current += fraction; seen = true; continue;
    }
    const small = ownEntry(SMALL, w) ?? ownEntry(TENS, w);
    if (small !== undefined) { current += small; seen = true; continue; }
    if (w === 'dozen') { current = (current || 1) * 12; seen = true; continue; }
    if (w === 'hundred') { current = (current || 1) * 100; seen = true; continue; }
    const s = ownEntry(SCALES, w);
    if (s !== undefined && s >= 1e3) { total += (current || 1) * s; current = 0; seen = true; continue; }
    return NaN;
  }
  return seen ? total + current : NaN;
}

export interface NumberMatch {
  value: number;
  /** Value as written before scaling, and its decimals (for "half a unit of the last digit"). */
  written: number;
  decimals: number;
  scale: number;
  percent: boolean;
  currency: boolean;
  text: string;
  start: number;
  end: number;
}

/** Half a unit of the last stated digit, relative to the value ("3.2" → 0.05/3.2; "47 million" → 0.5e6/47e6). */
export function statedPrecision(m: NumberMatch): number {
  return (0.5 * 10 ** -m.decimals) * m.scale;
}

/** All number phrases in `s` (which should have years and dates masked out). */
export function findNumbers(s: string): NumberMatch[] {
  const out: NumberMatch[] = [];
  for (const m of s.matchAll(NUMBER_RE)) {
    const g = m.groups ?? {};
    const numText = (g.num ?? '').trim();
    if (!numText) continue;
    let written: number;
    let decimals = 0;
    if (/^[\d.,]+$/.test(numText)) {
      written = Number(numText.replace(/,/g, ''));
      decimals = numText.includes('.') ? numText.split('.')[1]!.length : 0;
    } else if (/\spoint\s/i.test(numText)) {
      // "one point three": the words before "point" are the whole part, each digit word after it a decimal.
      const [whole, frac] = numText.toLowerCase().split(/\s+point\s+/) as [string, string];
      const digits = frac.split(/\s+/).map((w) => (w === 'oh' ? 0 : ownEntry(SMALL, w) ?? NaN));
      written = wordsToNumber(whole) + Number(`0.${digits.join('')}`);
      decimals = digits.length;
    } else {
      written = wordsToNumber(numText);
      if (/half|quarter|third/i.test(numText)) decimals = 2;
    }
    if (!Number.isFinite(written)) continue;
    if (g.sign) written = -written;
    const scaleWord = g.scale?.toLowerCase();
    // A bare "m"/"b"/"k" only scales digits directly attached to it ("4.6m"), never words.
    if (scaleWord && scaleWord.length === 1 && !/^\d/.test(numText)) continue;
    const scale = scaleWord ? (ownEntry(SCALES, scaleWord) ?? 1) : 1;
    const start = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
    out.push({
      value: written * scale, written, decimals, scale,
      percent: Boolean(g.pct), currency: Boolean(g.cur), text: m[0].trim(),
      start, end: (m.index ?? 0) + m[0].length,
    });
  }
  return out;
}

/** Unit words that may follow a number, with a conversion to the catalog's unit. */
export interface UnitMatch {
  unit: string;
  /** Converts the claimed number into the catalog unit (°F → °C, inches → mm, GWh → MWh). */
  toCatalog: (v: number) => number;
  length: number;
}

const UNIT_TABLE: [RegExp, string, (v: number) => number][] = [
  [/^\s?(?:°\s?f|degrees? f(?:ahrenheit)?|fahrenheit)\b/i, '°C', (v) => ((v - 32) * 5) / 9],
  [/^\s?(?:°\s?c|degrees? c(?:elsius)?|celsius|degrees?)\b/i, '°C', (v) => v],
  [/^\s?(?:°)/i, '°C', (v) => v],
  [/^\s?(?:mm|millimet(?:er|re)s?)\b/i, 'mm', (v) => v],
  [/^\s?(?:cm|centimet(?:er|re)s?)\b/i, 'mm', (v) => v * 10],
  [/^\s?(?:inch(?:es)?|in\.)(?![a-z])/i, 'mm', (v) => v * 25.4],
  [/^\s?(?:ppm|parts per million)\b/i, 'ppm', (v) => v],
  [/^\s?(?:twh|terawatt[- ]hours?)\b/i, 'MWh', (v) => v * 1e6],
  [/^\s?(?:gwh|gigawatt[- ]hours?)\b/i, 'MWh', (v) => v * 1e3],
  [/^\s?(?:mwh|megawatt[- ]hours?)\b/i, 'MWh', (v) => v],
  [/^\s?(?:kwh|kilowatt[- ]hours?)\b/i, 'MWh', (v) => v / 1e3],
  [/^\s?(?:years?(?: old)?)\b/i, 'years', (v) => v],
  [/^\s?(?:children|kids|babies|births)\b/i, 'children per woman', (v) => v],
  [/^\s?(?:people|persons|inhabitants|residents|citizens|souls)\b/i, 'people', (v) => v],
  [/^\s?(?:jobs|workers|employees|positions)\b/i, 'jobs', (v) => v],
  [/^\s?(?:households|homes)\b/i, 'households', (v) => v],
  [/^\s?(?:days?)\b/i, 'days', (v) => v],
];

export function unitAfter(s: string, pos: number): UnitMatch | undefined {
  const rest = s.slice(pos, pos + 40);
  for (const [re, unit, toCatalog] of UNIT_TABLE) {
    const m = re.exec(rest);
    if (m) return { unit, toCatalog, length: m[0].length };
  }
  return undefined;
}
