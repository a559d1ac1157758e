/**
 * Dates written other than as ISO-8601 (engine.md §2): "03/14/2025", "14.03.2025", "2025/03/14",
 * "Mar 14 2025", "14 March 2025". A column of them becomes a time column (epoch milliseconds,
 * UTC) only when every date in it reads one way. Day-first or month-first is decided by the
 * column, never guessed: a column whose numeric dates read both ways (no day above 12 settles it)
 * is not read as dates, and the reason is given in plain words.
 */

const MONTH = '(?<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const WEEKDAY = '(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+)?';
const TIME = '(?:,?\\s+(?:at\\s+)?(?<h>\\d{1,2}):(?<mi>\\d{2})(?::(?<s>\\d{2}))?)?';
const NUMERIC = new RegExp(`^(?<a>\\d{1,4})(?<sep>[./-])(?<b>\\d{1,2})\\k<sep>(?<c>\\d{1,4})${TIME}$`);
const DAY_MONTH_YEAR = new RegExp(`^${WEEKDAY}(?<d>\\d{1,2})(?:st|nd|rd|th)?[\\s-]+${MONTH},?[\\s-]+(?<y>\\d{4})${TIME}$`, 'i');
const MONTH_DAY_YEAR = new RegExp(`^${WEEKDAY}${MONTH}\\s+(?<d>\\d{1,2})(?:st|nd|rd|th)?,?\\s+(?<y>\\d{4})${TIME}$`, 'i');
const MONTH_YEAR = new RegExp(`^${MONTH}[\\s-]+(?<y>\\d{4})$`, 'i');
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

interface Clock {
  h: number;
  mi: number;
  s: number;
}

type Parts =
  /** year, month and day are known */
  | ({ form: 'fixed'; y: number; m: number; d: number } & Clock)
  /** "a/b/yyyy": day-first or month-first, decided by the whole column */
  | ({ form: 'either'; a: number; b: number; y: number } & Clock)
  /** "03/14/25": the century is not written */
  | { form: 'short-year' };

function clock(g: Record<string, string | undefined>): Clock {
  return { h: Number(g.h ?? 0), mi: Number(g.mi ?? 0), s: Number(g.s ?? 0) };
}

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** The parts of one date-like cell; undefined when it does not look like a date at all. */
function parts(cell: string): Parts | undefined {
  const s = cell.trim();
  if (s.length > 40 || !/\d/.test(s)) return undefined;
  let m = NUMERIC.exec(s);
  if (m?.groups) {
    const g = m.groups;
    const [a, b, c] = [g.a as string, g.b as string, g.c as string];
    if (a.length === 4 && c.length <= 2) return { form: 'fixed', y: Number(a), m: Number(b), d: Number(c), ...clock(g) };
    if (a.length <= 2 && c.length === 4) return { form: 'either', a: Number(a), b: Number(b), y: Number(c), ...clock(g) };
    // version numbers such as "1.2.10" look the same: only slashes or two-digit fields count
    if (a.length <= 2 && c.length === 2 && (g.sep === '/' || (a.length === 2 && b.length === 2))) return { form: 'short-year' };
    return undefined;
  }
  m = DAY_MONTH_YEAR.exec(s) ?? MONTH_DAY_YEAR.exec(s);
  if (m?.groups) return { form: 'fixed', y: Number(m.groups.y), m: monthNumber(m.groups.mon as string), d: Number(m.groups.d), ...clock(m.groups) };
  m = MONTH_YEAR.exec(s);
  if (m?.groups) return { form: 'fixed', y: Number(m.groups.y), m: monthNumber(m.groups.mon as string), d: 1, h: 0, mi: 0, s: 0 };
  return undefined;
}

/** Epoch milliseconds (UTC) of a real calendar date and time; NaN for 31/02 or 25:00. */
function utc(y: number, mo: number, d: number, c: Clock): number {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || c.h > 23 || c.mi > 59 || c.s > 59) return NaN;
  const t = Date.UTC(y, mo - 1, d, c.h, c.mi, c.s);
  return new Date(t).getUTCDate() === d ? t : NaN;
}

const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(?:([Zz])|([+-]\d{2}):?(\d{2}))?$/;

/**
 * Epoch milliseconds of an ISO-8601 date or date-time; NaN when it is not one. A date-time
 * written without a zone is read as UTC, like a date alone: never in the server's own time zone,
 * so the same data gives the same result on every machine.
 */
export function isoMs(text: string): number {
  const s = text.trim();
  const m = ISO_DATE_TIME.exec(s);
  if (!m) return Date.parse(s);
  const zone = m[3] ? 'Z' : m[4] ? `${m[4]}:${m[5]}` : 'Z';
  return Date.parse(`${m[1]}T${m[2]}${zone}`);
}

/** True if the cell is written like a date in one of the forms above (read or not). */
export function looksLikeDate(cell: string): boolean {
  return parts(cell) !== undefined;
}

export type DateColumn =
  | { read: true; ms: Float64Array; unread: number; unreadExample?: string }
  | { read: false; why: string };

/**
 * Reads a column whose present cells look like dates. `cells[i]` is the trimmed text of row i,
 * or undefined where the row is missing or holds no text.
 */
export function readDateColumn(name: string, cells: readonly (string | undefined)[]): DateColumn {
  const parsed = cells.map((c) => (c === undefined ? undefined : parts(c)));
  const either = parsed.flatMap((p, i) => (p?.form === 'either' ? [{ p, cell: cells[i] as string }] : []));
  const valid = (y: number, mo: number, d: number) => !Number.isNaN(utc(y, mo, d, { h: 0, mi: 0, s: 0 }));
  const onlyDayFirst = either.find(({ p }) => valid(p.y, p.b, p.a) && !valid(p.y, p.a, p.b));
  const onlyMonthFirst = either.find(({ p }) => valid(p.y, p.a, p.b) && !valid(p.y, p.b, p.a));
  if (onlyDayFirst && onlyMonthFirst) {
    return {
      read: false,
      why: `${name} mixes dates that can only be day first (such as ${JSON.stringify(onlyDayFirst.cell)}) with dates that can only be month first (such as ${JSON.stringify(onlyMonthFirst.cell)}), so it is not used as a date; write the dates as YYYY-MM-DD to use it`,
    };
  }
  const differ = either.find(({ p }) => p.a !== p.b && valid(p.y, p.a, p.b) && valid(p.y, p.b, p.a));
  if (!onlyDayFirst && !onlyMonthFirst && differ) {
    const { p, cell } = differ;
    const iso = (mo: number, d: number) => `${p.y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    return {
      read: false,
      why: `${name} holds dates such as ${JSON.stringify(cell)} that read as either ${iso(p.b, p.a)} (day first) or ${iso(p.a, p.b)} (month first), and no day above 12 settles which, so it is not used as a date; write the dates as YYYY-MM-DD to use it`,
    };
  }
  // one order is settled by a date that reads only that way (or every date reads the same both ways)
  const dayFirst = onlyDayFirst !== undefined;
  const shortYear = cells.find((c, i) => c !== undefined && parsed[i]?.form === 'short-year');
  const ms = new Float64Array(cells.length);
  let present = 0;
  let unread = 0;
  let unreadExample: string | undefined;
  for (let i = 0; i < cells.length; i++) {
    const p = parsed[i];
    const cell = cells[i];
    if (cell === undefined) {
      ms[i] = NaN;
      continue;
    }
    present++;
    let t = NaN;
    if (p?.form === 'fixed') t = utc(p.y, p.m, p.d, p);
    else if (p?.form === 'either') t = dayFirst ? utc(p.y, p.b, p.a, p) : utc(p.y, p.a, p.b, p);
    else if (p === undefined) {
      // an ISO-8601 date among the others
      const iso = /^\d{4}-\d{2}-\d{2}/.test(cell) ? isoMs(cell) : NaN;
      t = Number.isFinite(iso) ? iso : NaN;
    }
    ms[i] = t;
    if (Number.isNaN(t)) {
      unread++;
      unreadExample ??= cell;
    }
  }
  if (shortYear !== undefined && unread > 0.1 * present) {
    return {
      read: false,
      why: `${name} holds dates with two-digit years such as ${JSON.stringify(shortYear)}, whose century and day/month order are not written, so it is not used as a date; write the dates as YYYY-MM-DD to use it`,
    };
  }
  if (unread > 0.1 * present) {
    return { read: false, why: `${name} looks like dates, but ${unread} of ${present} (such as ${JSON.stringify(unreadExample)}) are not real calendar dates, so it is not used as a date` };
  }
  return { read: true, ms, unread, ...(unreadExample === undefined ? {} : { unreadExample }) };
}
