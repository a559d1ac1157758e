/**
 * Parts of a date column a hypothesis compares: "higher in 2024 than in 2023", "higher in December",
 * "higher on weekends", "lowest on Mondays" (ADR 0040). Each is a categorical column derived from the
 * dates (their calendar day in UTC, as ingest reads them), added only when the hypothesis names one of
 * its values, so no other claim, nor a causal analysis's covariates, sees it. The data hash is the
 * uploaded data's; the proof's ingest step lists what was derived. A time column of year numbers (a "year"
 * column of 2019, 2020 …) gives its years only.
 */
import type { Column, Dataset } from './ingest.ts';
import { tokenize } from './text.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKEND_WORD = /^(weekends?|weekdays?|workdays?)$/;
/** "by month", "across years", "between weekdays", "by day of the week": the groups of a part. */
const BY_PART = /\b(?:by|across|between|per|among|over different|from one)\s+(?:the\s+)?(?:different\s+)?(years?|months?|weekdays?|days? of the week|day of week)\b/gi;

interface Part {
  /** the part's name after the date column's: "date (month)" */
  part: 'year' | 'month' | 'weekday' | 'weekend';
  label: (d: Date) => string;
  /** the hypothesis names one of the part's values */
  named: (words: readonly string[], values: ReadonlySet<string>) => boolean;
}

/** The year of a time value: of a date (epoch ms), or a year number itself (1800–2200), else NaN. */
export function yearOf(c: Column, v: number): number {
  if (!Number.isFinite(v)) return NaN;
  if (c.dates) return new Date(v).getUTCFullYear();
  return Number.isInteger(v) && v >= 1800 && v <= 2200 ? v : NaN;
}

/** A word as a value's name: "mondays" is Monday; "May" and "March" only with their capital (else a verb). */
function asValue(w: string, names: readonly string[]): string | undefined {
  const lower = w.toLowerCase().replace(/s$/, '');
  const name = names.find((n) => n.toLowerCase() === lower || n.toLowerCase() === w.toLowerCase());
  return name && (/^[A-Z]/.test(w) || !/^(May|March)$/.test(name)) ? name : undefined;
}

const PARTS: Part[] = [
  // (a year as a group: "in 2024", "2024 vs 2023"; not the start or end of a span, "since 2023", "from 2023 to 2024")
  { part: 'year', label: (d) => String(d.getUTCFullYear()), named: (words, values) => words.some((w, i) => values.has(w) && !/^(since|from|to|until|till|by|between|and|through|after|before)$/i.test(words[i - 1] ?? '')) },
  { part: 'month', label: (d) => MONTHS[d.getUTCMonth()] as string, named: (words, values) => words.some((w) => values.has(asValue(w, MONTHS) ?? '')) },
  { part: 'weekday', label: (d) => WEEKDAYS[d.getUTCDay()] as string, named: (words, values) => words.some((w) => values.has(asValue(w, WEEKDAYS) ?? '')) },
  { part: 'weekend', label: (d) => (d.getUTCDay() === 0 || d.getUTCDay() === 6 ? 'weekend' : 'weekday'), named: (words) => words.some((w) => WEEKEND_WORD.test(w.toLowerCase())) },
];

/** The dataset with the parts of its date column the hypothesis names, or itself when it names none. */
export function withCalendar(ds: Dataset, hypothesis: string): Dataset {
  const time = ds.columns.filter((c) => c.kind === 'time');
  if (time.length !== 1) return ds;
  const t = time[0] as Column;
  // "differs by month", "varies across the days of the week": the part itself, none of its values
  const byPart = new Set<Part['part']>();
  const rest = hypothesis.replace(BY_PART, (_, what: string) => {
    byPart.add(/^year/i.test(what) ? 'year' : /^month/i.test(what) ? 'month' : 'weekday');
    return ' ';
  });
  const words = tokenize(rest).map((w) => w.raw.replace(/['’]s$/, ''));
  const added: Column[] = [];
  for (const { part, label, named } of PARTS) {
    // (a column of year numbers has years only; a column named for the part is the part's groups)
    if (!t.dates && part !== 'year') continue;
    const name = t.name.toLowerCase() === part ? `${t.name} (groups)` : `${t.name} (${part})`;
    if (ds.columns.some((c) => c.name === name)) continue;
    // every value the part can take, to see whether the hypothesis names one before the rows are read
    if (!byPart.has(part) && !named(words, new Set(part === 'year' ? words.filter((w) => /^\d{4}$/.test(w)) : part === 'month' ? MONTHS : part === 'weekday' ? WEEKDAYS : ['weekend', 'weekday']))) continue;
    const labels: (string | null)[] = Array.from(t.values, (v) => {
      if (part === 'year') return Number.isNaN(yearOf(t, v)) ? null : String(yearOf(t, v));
      return Number.isFinite(v) ? label(new Date(v)) : null;
    });
    const levels = [...new Set(labels.filter((l): l is string => l !== null))].sort();
    // a part with one value compares nothing ("in 2024" of a year's data is a time, not a group)
    if (levels.length < 2 || !(byPart.has(part) || named(words, new Set(levels)))) continue;
    const pos = new Map(levels.map((l, i) => [l, i]));
    const codes = Int32Array.from(labels, (l) => (l === null ? -1 : (pos.get(l) as number)));
    added.push({ name, kind: levels.length === 2 ? 'binary' : 'categorical', values: Float64Array.from(codes, (c) => (c < 0 ? NaN : c)), codes, levels, missing: t.missing });
  }
  return added.length ? { ...ds, columns: [...ds.columns, ...added] } : ds;
}
