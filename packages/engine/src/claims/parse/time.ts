/** Time expressions: years, months, dates, ranges, decades, "today", "ever". */

export interface TimePoint {
  year: number;
  month?: number;
  day?: number;
  /** A season of that year (never with month or day): its three months, see seasonMonths. */
  season?: Season;
  /**
   * Winter only: the year of its December. Unset, "winter 2014" is the winter that ends in 2014 (December
   * 2013–February 2014), and the one that starts in it is shown as another reading; "winter 2014–15" sets it.
   */
  decYear?: number;
}

/**
 * A time named relative to the day the claim is read ("last year", "in the past decade", "recently", "today"):
 * its years are counted back from `today`, never taken to be the data's last year.
 */
export interface RelativeTime {
  text: string;
  /** The day it was read relative to, YYYY-MM-DD. */
  today: string;
  /** "recently", "lately": some years before today, not saying which. */
  vague?: boolean;
}

export type TimeMention =
  | { kind: 'point'; at: TimePoint; start: number; end: number; text: string; relative?: RelativeTime }
  /**
   * seasonAtStart: "from summer 2012 to 2015", the season said at the start only (and applied to both ends, as
   * "in summer from 2012 to 2015" is): the summers of those years, or June 2012 to the end of 2015?
   */
  | { kind: 'range'; from: TimePoint; to: TimePoint; start: number; end: number; text: string; since?: boolean; relative?: RelativeTime; seasonAtStart?: string;
    /** "every December from 2012 to 2015": one month said beside a range of bare years, applied to both its ends */
    monthOfEach?: number }
  /** relative: a present-time word ("today", "nowadays"), which names this year on dated data; "is home to" has none. */
  | { kind: 'snapshot'; start: number; end: number; text: string; relative?: RelativeTime }
  /** A calendar month without a year ("in December"): that month of every year, unless a year beside it says which. */
  | { kind: 'month'; month: number; start: number; end: number; text: string }
  | { kind: 'ever'; start: number; end: number; text: string }
  /** A named event or era ("during the Great Recession", "in the 2014 World Cup", "during the pandemic"): dates the catalog does not hold. */
  | { kind: 'period'; start: number; end: number; text: string }
  /**
   * A season without a year ("in summer", "during the fall"): that season of every year. With a year it is a point,
   * and so is one named relative to today ("last fall", "this summer").
   */
  | { kind: 'season'; season: Season; start: number; end: number; text: string; atRangeStart?: boolean };

export type Season = 'winter' | 'spring' | 'summer' | 'autumn';
/** Meteorological seasons, northern hemisphere (winter runs December–February across a year's end). */
export const SEASON_MONTHS: Record<Season, string> = { winter: 'December–February', spring: 'March–May', summer: 'June–August', autumn: 'September–November' };
const SEASON_START: Record<Season, number> = { winter: 12, spring: 3, summer: 6, autumn: 9 };

/** The three (year, month) of a season point, in time order; a winter's December is in the year before unless decYear says. */
export function seasonMonths(tp: TimePoint): { year: number; month: number }[] {
  const first = SEASON_START[tp.season!];
  if (tp.season !== 'winter') return [0, 1, 2].map((k) => ({ year: tp.year, month: first + k }));
  const dec = tp.decYear ?? tp.year - 1;
  return [{ year: dec, month: 12 }, { year: dec + 1, month: 1 }, { year: dec + 1, month: 2 }];
}

/** "summer 2015 (June–August 2015)", "winter 2014 (December 2013–February 2014)". */
export function seasonText(tp: TimePoint): string {
  const ms = seasonMonths(tp);
  const [a, b] = [ms[0]!, ms[2]!];
  const span = a.year === b.year ? `${monthName(a.month)}–${monthName(b.month)} ${b.year}` : `${monthName(a.month)} ${a.year}–${monthName(b.month)} ${b.year}`;
  return `${tp.season} ${tp.year} (${span})`;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR_RE = '(?:1[5-9]\\d\\d|20\\d\\d)';

export function monthNumber(word: string): number {
  const w = word.toLowerCase().replace('.', '');
  return MONTHS.findIndex((m) => m.startsWith(w.slice(0, 3))) + 1;
}

/** A point: "March 1995", "March 5, 2014", "5 March 2014", "2014-03-05", "2014-03", "1995". */
const POINT = `(?:${MONTH_RE}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+${YEAR_RE}|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH_RE}\\s+${YEAR_RE}|${MONTH_RE},?\\s+(?:of\\s+)?${YEAR_RE}|${YEAR_RE}-\\d{2}(?:-\\d{2})?|${YEAR_RE})`;

// Compiled once: building these per call was a measurable share of each verification.
const ISO_POINT = new RegExp(`^(${YEAR_RE})-(\\d{2})(?:-(\\d{2}))?$`);
const MONTH_DAY_YEAR = new RegExp(`^(${MONTH_RE})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(${YEAR_RE})$`, 'i');
const DAY_MONTH_YEAR = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTH_RE})\\s+(${YEAR_RE})$`, 'i');
const MONTH_YEAR = new RegExp(`^(${MONTH_RE}),?\\s+(?:of\\s+)?(${YEAR_RE})$`, 'i');
const YEAR_ONLY = new RegExp(`^(${YEAR_RE})$`);

function readPoint(text: string): TimePoint | undefined {
  const t = text.trim();
  let m = ISO_POINT.exec(t);
  if (m) return { year: Number(m[1]), month: Number(m[2]), ...(m[3] ? { day: Number(m[3]) } : {}) };
  m = MONTH_DAY_YEAR.exec(t);
  if (m) return { year: Number(m[3]), month: monthNumber(m[1]!), day: Number(m[2]) };
  m = DAY_MONTH_YEAR.exec(t);
  if (m) return { year: Number(m[3]), month: monthNumber(m[2]!), day: Number(m[1]) };
  m = MONTH_YEAR.exec(t);
  if (m) return { year: Number(m[2]), month: monthNumber(m[1]!) };
  m = YEAR_ONLY.exec(t);
  if (m) return { year: Number(m[1]) };
  return undefined;
}

const RANGE = new RegExp(
  `\\b(?<pre>from|between|since|over|during|in)?\\s*(?<a>${POINT})\\s*(?:to|and|through|thru|until|till|-|–|—)\\s*(?<b>${POINT})(?!\\d|,\\d)`,
  'giu',
);
/**
 * "from June to December 2015", "between October and December 2015", "October through December 2015": two months
 * and one year after the second, both of that year. Only forwards: "from November to February 2015" could start in
 * 2014 or run backwards, and stays a month without its year.
 */
const MONTHS_OF_A_YEAR = new RegExp(
  `\\b(?:between\\s+(?<ba>${MONTH_RE})\\s+and\\s+(?<bb>${MONTH_RE})|(?:from\\s+)?(?<fa>${MONTH_RE})\\s*(?:to|through|thru|until|till|-|–|—)\\s*(?<fb>${MONTH_RE})),?\\s+(?:of\\s+)?(?<y>${YEAR_RE})\\b`,
  'giu',
);
const DECADE = new RegExp(`\\b(?:in\\s+|during\\s+)?the\\s+(?<d>${YEAR_RE.replace('\\d\\d', '\\d')}0)s\\b`, 'giu');
const SINCE = new RegExp(`\\bsince\\s+(?<a>${POINT})(?!\\d|,\\d)`, 'giu');
const SINGLE = new RegExp(`(?<![\\d$.,])(?<a>${POINT})(?![\\d%]|,\\d|\\.\\d|\\s?(?:mm|ppm|people|million|billion|thousand|jobs|years))`, 'giu');
/** "in December", "every July", "during the month of March", "in Decembers": a month that no year follows. */
const MONTH_ONLY = new RegExp(`\\b(?:in|during|throughout|every|each|for|across|through|of)\\s+(?:the\\s+month\\s+of\\s+)?(?<m>${MONTH_RE})(?<pl>s?)\\b`, 'giu');
/** A capitalised month name anywhere ("December rain", "July temperatures"), but not "May", which may be the verb. */
const MONTH_NAME = /\b(?:January|February|March|April|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b(?:'s)?/gu;
/**
 * "in summer", "Summer 2015", "the winter of 2014", "summers", "in the fall": "fall" only after a word that makes
 * it a season ("in the fall", "last fall", "the wettest fall": a superlative of weather, where "the biggest fall"
 * is a decline) or before a year, since "rain falls" and "jobs fall" are verbs.
 */
const SEASON = new RegExp(
  `(?:\\b(?<s>winter|spring|summer|autumn)s?|(?<=\\b(?:(?:in|during|through|throughout|every|each|this|last|next)\\s+(?:the\\s+)?|(?:hottest|warmest|coldest|coolest|wettest|rainiest|driest|sunniest|snowiest|mildest)\\s+))fall|\\bfall(?=,?\\s+(?:of\\s+)?${YEAR_RE}\\b))(?:,?\\s+(?:of\\s+)?(?<y>${YEAR_RE}))?\\b`,
  'giu',
);
/**
 * "summer jobs", "winter workers": seasonal work, a kind of job, not jobs in that season. Measured nowhere in the
 * catalog (payrolls are seasonally adjusted), so the season word stays with the noun.
 */
export const SEASONAL_WORK = /\b(?:summer|winter|spring|autumn|fall|seasonal|holiday)\s+(?:jobs?|employment|workers?|hires|hiring|positions)\b/iu;
const WORK_AFTER = /^\s+(?:jobs?|employment|workers?|hires|hiring|positions)\b/iu;
/** "last summer", "this winter": one season, counted from the day the claim is read. */
const RELATIVE = /\b(?<w>this|last|next|past|coming)\s+(?:the\s+)?$/iu;
/** "winter 2013–14", "the winter of 2013/2014": a winter named by both its years, which says which one it is. */
const WINTER_SPAN = new RegExp(`\\bwinter,?\\s+(?:of\\s+)?(?<a>${YEAR_RE})\\s*[-–—/]\\s*(?<b>\\d\\d(?:\\d\\d)?)\\b`, 'giu');
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20 };
/** "last year", "so far this year", "in the past decade", "over the last 5 years", "recently": counted back from today. */
const RELATIVE_TIME = /\b(?:(?<soFar>so far )?this year|(?:(?:in|during|over) the (?:last|past|previous) year|last year)|next year|(?:in|during|over|for) the (?:last|past|previous) (?:(?<n>\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twenty) )?(?<unit>decades?|years)|this decade|(?<vague>recently|lately|of late|in recent (?:years|decades|times)))\b/giu;
/** "today", "nowadays": the present, which is this year for dated data. */
const PRESENT = /^(?:today|now|currently|nowadays|these days|at present|presently|as of now)$/iu;

/** Words that make "the …" an event or era, not a stretch of the calendar. */
const EVENT = 'pandemic|epidemic|outbreak|lockdowns?|recession|depression|wars?|crisis|crash|bubble|boom|administration|presidency|reign|era|dynasty|revolution|olympics|olympic games|world cup|championships?|tournament|elections?|shutdown|blackout|heat ?wave|hurricane|storm';
/** Words that end a clause or a comparison and so cannot sit inside an event's name. */
const NOT_IN_NAME = `(?!(?:than|was|were|is|are|and|but|or|from|to|between|by|in|during)\\b)`;
const PERIOD_RES = [
  // "during the 2008 financial crisis", "in the Great Recession", "throughout the Cold War", "amid the pandemic"
  new RegExp(`\\b(?:during|throughout|amid|amidst|in|over|at the (?:height|peak|start|end) of)\\s+(?<p>the\\s+(?:${NOT_IN_NAME}[\\p{L}\\d'.-]+\\s+){0,3}?(?:${EVENT}))\\b`, 'giu'),
  // "during the Renaissance", "during the Tang Dynasty": a capitalised name after "during the"
  new RegExp(`\\b(?:[Dd]uring|[Aa]midst?)\\s+(?<p>[Tt]he\\s+(?:${YEAR_RE}\\s+)?\\p{Lu}[\\p{L}'.-]*(?:\\s+(?:of\\s+)?\\p{Lu}[\\p{L}'.-]*)*)(?!'s)\\b`, 'gu'),
  // "the Great Recession", "World War II", "the Obama administration" anywhere: capitalised words before an event word
  new RegExp(`(?<p>\\b(?:the\\s+)?(?:${YEAR_RE}\\s+)?(?:\\p{Lu}[\\p{L}'.-]*\\s+){1,3}(?:Recession|Depression|Wars?|Crisis|Crash|Pandemic|Olympics|Olympic Games|Games|Cup|Championships?|Revolution|Dynasty|Era|administration|presidency|era)(?:\\s+I{1,3}\\b)?)\\b`, 'gu'),
];

/**
 * The season "last", "this" or "next" names, counted from `today` (YYYY-MM-DD) by the meteorological seasons:
 * "last summer" is the latest summer that ended before today's month, "next" the first to start after it, "this"
 * the one today is in, else this year's (a winter: the one that ended this spring, or from September on the coming one).
 */
export function relativeSeason(word: string, season: Season, today: string): TimePoint {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  const now = y * 12 + m - 1;
  // A season named by year k: its first and last month, counted as year·12 + month − 1 (a winter k starts in December of k − 1).
  const first = (k: number): number => (season === 'winter' ? (k - 1) * 12 + 11 : k * 12 + SEASON_START[season] - 1);
  const at = (k: number): TimePoint => (season === 'winter' ? { year: k, season, decYear: k - 1 } : { year: k, season });
  const ks = [y - 2, y - 1, y, y + 1, y + 2];
  if (word === 'last' || word === 'past') return at(ks.filter((k) => first(k) + 2 < now).at(-1)!);
  if (word === 'next' || word === 'coming') return at(ks.find((k) => first(k) > now)!);
  const current = ks.find((k) => first(k) <= now && now <= first(k) + 2);
  return at(current ?? (season === 'winter' && m >= 9 ? y + 1 : y));
}

/** Today as YYYY-MM-DD (UTC), for callers that do not pass the day a claim is read on. */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const SNAPSHOT = /\b(?:today|now|currently|nowadays|these days|at present|presently|as of now|is home to|are home to)\b/giu;
const EVER = /\b(?:ever|on record|in (?:recorded )?history|of all time|all-time|since records began)\b/giu;

/** Finds time mentions left to right; ranges win over the years inside them. Returns the text with them masked. */
/** `sinceEnd`: where "since 2010" ends, by default today's year (the verifier closes it at the data's end). */
export function findTimes(s: string, sinceEnd?: number, today: string = isoToday()): { times: TimeMention[]; masked: string } {
  const times: TimeMention[] = [];
  const taken: [number, number][] = [];
  const free = (a: number, b: number): boolean => taken.every(([x, y]) => b <= x || a >= y);
  const take = (a: number, b: number): void => { taken.push([a, b]); };
  for (const m of s.matchAll(WINTER_SPAN)) {
    const a = Number(m.groups!.a);
    const b = m.groups!.b!;
    // Only consecutive years ("2013–14", "2013/2014"); anything else is left to the range and season readers.
    if (b !== String(a + 1) && b !== String(a + 1).slice(2)) continue;
    const start = m.index ?? 0;
    times.push({ kind: 'point', at: { year: a + 1, season: 'winter', decYear: a }, start, end: start + m[0].length, text: m[0].trim() });
    take(start, start + m[0].length);
  }
  // First: a year inside an event's name ("the 2014 World Cup") does not name the event's dates.
  for (const re of PERIOD_RES) {
    for (const m of s.matchAll(re)) {
      const text = m.groups!.p!;
      const start = (m.index ?? 0) + m[0].indexOf(text);
      // A month or season ("during the December holidays" aside) is a time the calendar places.
      if (!free(start, start + text.length) || new RegExp(`^the\\s+(?:${MONTH_RE}|winter|spring|summer|autumn|fall)$`, 'iu').test(text)) continue;
      times.push({ kind: 'period', start, end: start + text.length, text });
      take(start, start + text.length);
    }
  }
  const year = Number(today.slice(0, 4));
  for (const m of s.matchAll(RELATIVE_TIME)) {
    const start = m.index ?? 0;
    const text = m[0];
    const where = { start, end: start + text.length, text };
    const g = m.groups!;
    const relative: RelativeTime = { text: text.replace(/^(?:in|during|over|for) /iu, ''), today, ...(g.vague ? { vague: true } : {}) };
    const lower = text.toLowerCase();
    if (g.vague) times.push({ kind: 'range', from: { year: year - 5 }, to: { year: year - 1 }, ...where, relative });
    else if (g.unit) {
      // The last n whole years (or decades) before this one.
      const n = (g.n ? Number(g.n) || NUMBER_WORDS[g.n.toLowerCase()]! : 1) * (/^decade/iu.test(g.unit) ? 10 : 1);
      times.push({ kind: 'range', from: { year: year - n }, to: { year: year - 1 }, ...where, relative });
    } else if (lower === 'this decade') times.push({ kind: 'range', from: { year: year - (year % 10) }, to: { year }, ...where, relative });
    else times.push({ kind: 'point', at: { year: lower.includes('next') ? year + 1 : lower.includes('this') ? year : year - 1 }, ...where, relative });
    take(start, start + text.length);
  }
  for (const m of s.matchAll(MONTHS_OF_A_YEAR)) {
    const start = m.index ?? 0;
    if (!free(start, start + m[0].length)) continue;
    const g = m.groups!;
    const [a, b] = [monthNumber((g.ba ?? g.fa)!.replace(/\.$/, '')), monthNumber((g.bb ?? g.fb)!.replace(/\.$/, ''))];
    if (!(a < b)) continue;
    const year = Number(g.y);
    times.push({ kind: 'range', from: { year, month: a }, to: { year, month: b }, start, end: start + m[0].length, text: m[0].trim() });
    take(start, start + m[0].length);
  }
  for (const m of s.matchAll(RANGE)) {
    const start = m.index ?? 0;
    if (!free(start, start + m[0].length)) continue;
    const from = readPoint(m.groups!.a!);
    const to = readPoint(m.groups!.b!);
    if (!from || !to) continue;
    // A range runs forwards ("in 2005 and 2000" is two points, not a range).
    if (to.year * 12 + (to.month ?? 0) <= from.year * 12 + (from.month ?? 0)) continue;
    times.push({ kind: 'range', from, to, start, end: start + m[0].length, text: m[0].trim() });
    take(start, start + m[0].length);
  }
  for (const m of s.matchAll(DECADE)) {
    const start = m.index ?? 0;
    if (!free(start, start + m[0].length)) continue;
    const d = Number(m.groups!.d);
    times.push({ kind: 'range', from: { year: d }, to: { year: d + 9 }, start, end: start + m[0].length, text: m[0].trim() });
    take(start, start + m[0].length);
  }
  for (const m of s.matchAll(SINCE)) {
    const start = m.index ?? 0;
    if (!free(start, start + m[0].length)) continue;
    const from = readPoint(m.groups!.a!);
    if (!from) continue;
    times.push({ kind: 'range', from, to: { year: sinceEnd ?? Number(today.slice(0, 4)) }, since: true, start, end: start + m[0].length, text: m[0].trim() });
    take(start, start + m[0].length);
  }
  // Before single years: "Summer 2015" is the season of that year, not all of 2015.
  const seasons: TimeMention[] = [];
  for (const m of s.matchAll(SEASON)) {
    const start = m.index ?? 0;
    // "Palm Springs", "Colorado Springs": a place's name, not seasons.
    if (m[0].startsWith('Springs') && /\p{Lu}\p{L}*\s+$/u.test(s.slice(Math.max(0, start - 20), start))) continue;
    if (!m.groups!.y && WORK_AFTER.test(s.slice(start + m[0].length))) continue;
    const season = (m.groups!.s?.toLowerCase() ?? 'autumn') as Season;
    if (!free(start, start + m[0].length)) {
      // "from summer 2012 to 2015": the year is a range's; the season is still said, of each year.
      const word = /^\w+/u.exec(m[0])![0];
      if (free(start, start + word.length)) { seasons.push({ kind: 'season', season, start, end: start + word.length, text: word, atRangeStart: true }); take(start, start + word.length); }
      continue;
    }
    const where = { start, end: start + m[0].length, text: m[0].trim() };
    if (m.groups!.y) times.push({ kind: 'point', at: { year: Number(m.groups!.y), season }, ...where });
    else {
      const rel = RELATIVE.exec(s.slice(Math.max(0, start - 16), start));
      if (rel) {
        // "last summer": that one summer, counted from today as "last year" is.
        const from = start - rel[0].length;
        const text = s.slice(from, where.end).trim();
        times.push({ kind: 'point', at: relativeSeason(rel.groups!.w!.toLowerCase(), season, today), start: from, end: where.end, text, relative: { text, today } });
        take(from, where.end);
        continue;
      }
      seasons.push({ kind: 'season', season, ...where });
    }
    take(start, start + m[0].length);
  }
  for (const m of s.matchAll(SINGLE)) {
    const start = m.index ?? 0;
    if (!free(start, start + m[0].length)) continue;
    const at = readPoint(m.groups!.a!);
    if (!at) continue;
    times.push({ kind: 'point', at, start, end: start + m[0].length, text: m[0].trim() });
    take(start, start + m[0].length);
  }
  const months: TimeMention[] = [];
  for (const m of s.matchAll(MONTH_ONLY)) {
    const text = m.groups!.m! + m.groups!.pl!;
    const start = (m.index ?? 0) + m[0].length - text.length;
    if (!free(start, start + text.length)) continue;
    months.push({ kind: 'month', month: monthNumber(m.groups!.m!), start, end: start + text.length, text });
    take(start, start + text.length);
  }
  for (const m of s.matchAll(MONTH_NAME)) {
    const text = m[0].replace(/'s$/, '');
    const start = m.index ?? 0;
    if (!free(start, start + text.length)) continue;
    months.push({ kind: 'month', month: monthNumber(text), start, end: start + text.length, text });
    take(start, start + text.length);
  }
  months.sort((a, b) => a.start - b.start);
  // One month beside years without one is that month of each: "in July, Seattle was hotter in 2015 than in
  // 2014" compares July 2015 with July 2014; "December rain rose between 2012 and 2015" December to December.
  const dated = times.filter((t) => t.kind === 'point' || t.kind === 'range');
  const monthless = (p: TimePoint): boolean => p.month === undefined && p.day === undefined && p.season === undefined;
  // Likewise one season beside bare years: "In summer, Seattle was hotter in 2015 than in 2014", "Seattle's
  // wettest summer was in 2014".
  const allMonthless = dated.length > 0 && dated.every((t) => (t.kind === 'point' ? monthless(t.at) : t.kind === 'range' && monthless(t.from) && monthless(t.to)));
  if (seasons.length === 1 && months.length === 0 && allMonthless) {
    const said = seasons[0] as Extract<TimeMention, { kind: 'season' }>;
    const season = said.season;
    for (const t of dated) {
      if (t.kind === 'point') t.at = { ...t.at, season };
      else if (t.kind === 'range') {
        // "from summer 2012 to 2015": the season right before the range's first year.
        const atStart = said.atRangeStart && said.end <= t.start && /^\s*$/u.test(s.slice(said.end, t.start));
        if (atStart) t.seasonAtStart = `${/\b(?:from|between)\s+$/iu.exec(s.slice(0, said.start))?.[0] ?? ''}${s.slice(said.start, t.end)}`;
        t.from = { ...t.from, season }; t.to = { ...t.to, season };
      }
    }
  } else times.push(...seasons);
  if (months.length === 1 && dated.length > 0 && dated.every((t) => (t.kind === 'point' ? monthless(t.at) : t.kind === 'range' && monthless(t.from) && monthless(t.to)))) {
    const month = (months[0] as { month: number }).month;
    for (const t of dated) {
      if (t.kind === 'point') t.at = { ...t.at, month };
      else if (t.kind === 'range') { t.from = { ...t.from, month }; t.to = { ...t.to, month }; t.monthOfEach = month; }
    }
  } else times.push(...months);
  for (const re of [SNAPSHOT, EVER]) {
    for (const m of s.matchAll(re)) {
      const start = m.index ?? 0;
      if (!free(start, start + m[0].length)) continue;
      if (re === EVER) times.push({ kind: 'ever', start, end: start + m[0].length, text: m[0] });
      else times.push({ kind: 'snapshot', start, end: start + m[0].length, text: m[0], ...(PRESENT.test(m[0]) ? { relative: { text: m[0], today } } : {}) });
      // "is home to" also carries meaning for the metric: keep it visible.
      if (re === EVER) take(start, start + m[0].length);
    }
  }
  times.sort((a, b) => a.start - b.start);
  let masked = s;
  for (const [a, b] of taken) masked = masked.slice(0, a) + ' '.repeat(b - a) + masked.slice(b);
  return { times, masked };
}

export function formatPoint(p: TimePoint): string {
  // A season of a year: "2015-summer"; a winter is named by the year of its January ("2014-winter" is December 2013–February 2014).
  if (p.season) return `${p.season === 'winter' && p.decYear !== undefined ? p.decYear + 1 : p.year}-${p.season}`;
  if (p.day) return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  if (p.month) return `${p.year}-${String(p.month).padStart(2, '0')}`;
  return String(p.year);
}

export function monthName(m: number): string {
  const n = MONTHS[m - 1] ?? '';
  return n.charAt(0).toUpperCase() + n.slice(1);
}
