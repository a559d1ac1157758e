import type { AliasIndex } from '../catalog/aliases.ts';
import { readFraming } from './framing.ts';
import {
  ARGMAX, ARGMIN, CLAUSE_BREAK, CMP_GT, CMP_LT, DOWN, NEGATED_OPERATOR, NEGATION, NEGATION_ALL, OP_AFTER, OP_BEFORE,
  PRECIP_FALLS, RATIO_WORDS, UP, detectConcept, type CmpOp, type Concept,
} from './lexicon.ts';
import { scanMentions, type AbsentMention, type EntityMention, type MentionScan, type NameRun } from './mentions.ts';
import { findNumbers, NUMBER_WORDS, statedPrecision, unitAfter, type NumberMatch } from './numbers.ts';
import { OPENERS, placeNames, THAN_GAP } from './places.ts';
import { cleanClaim } from './text.ts';
import { findTimes, isoToday, monthNumber, type TimeMention, type TimePoint } from './time.ts';

export interface Quantity {
  /** In the claim's unit after unit conversion (°F → °C etc.); percent values stay in percent. */
  value: number;
  unit?: string;
  percent: boolean;
  /** Absolute half-unit of the last stated digit, in the same unit as value. */
  precision: number;
  text: string;
}

export type ChangeMeasure = 'pct' | 'ratio' | 'diff' | 'direction';

/** By how much one side of a comparison exceeds the other: "8 years higher than", "by more than 4 years", "20% more". */
export interface Gap {
  /** ratio: "twice as many people as Japan", "three times more rain than", "more than twice India's": the first over the second. */
  measure: 'diff' | 'pct' | 'ratio';
  op: CmpOp;
  quantity: Quantity;
  /**
   * "Seattle was not 20% wetter than New York": the stated gap is denied, not the direction reversed. The
   * comparison keeps its direction; the claim holds when the gap in it is below the stated one (or reversed).
   */
  denied?: boolean;
  /** "the gap between Japan and Nigeria was more than 25 years", "differed by": the size of the gap, either way round. */
  absolute?: boolean;
}

export interface ParsedClaim {
  claim: string;
  concept: Concept | null;
  mentions: EntityMention[];
  absent: AbsentMention[];
  unknownNames: string[];
  times: TimeMention[];
  /** fromto: "fell from 8 in 1975 to 5 in 2000", two stated values at two times. */
  form: 'value' | 'between' | 'fromto' | 'compare' | 'change' | 'extreme' | 'none';
  op?: CmpOp;
  hedge?: 'about' | 'nearly';
  quantity?: Quantity;
  quantity2?: Quantity;
  /**
   * versus: "China's population grew faster than India's", "manufacturing lost more jobs than construction": the first
   * thing's change set against the second's (op '>' more, '<' less), read as a rate (relative change) or an amount
   * (absolute change) first, the other reading beside it.
   */
  change?: { dir: 'up' | 'down' | null; measure: ChangeMeasure; op: CmpOp; quantity?: Quantity; versus?: 'rate' | 'amount' };
  /** rank: "the second highest" (2), "third largest" (3); absent for the top. */
  extreme?: { dir: 'max' | 'min'; over: 'time' | 'entities'; claimedTime?: TimePoint; rank?: number; months?: 'year' | 'all' };
  /**
   * Capitalised names that name nothing known, where a place stands ("in Phoenix", "Phoenix was hotter",
   * "than New York and Phoenix"): the claim is about somewhere the catalog lacks.
   */
  places: string[];
  /**
   * missing: the other side is a capitalised name that names nothing known ("rainier than Phoenix").
   * op: a negated comparison ("never warmer than", "not rainier than") is non-strict: at most as warm, so a tie holds.
   */
  compare?: { op: CompareOp; overTime: boolean; missing?: string; gap?: Gap };
  /** A comparison ("rainier than", "outpaced") with only one side found, so the form stayed 'none'. */
  oneSided?: boolean;
  /** "a year", "per year", "annually": an average over years. */
  perYear: boolean;
  /** "averaged 95 mm of rain a month", "per month" (not "in a month", which bounds a month): an average over months. */
  perMonth?: boolean;
  /** A general claim in the present tense ("Seattle gets more rain than New York"), with no past-tense verb. */
  present?: boolean;
  /** "the hottest day", "the wettest day": the largest or smallest daily value in the period. */
  dayAgg?: 'max' | 'min';
  /**
   * "The lowest temperature in Seattle in 2014 was -6 degrees": the superlative names the measure's extreme
   * reading and the number is its value, so a value claim on that reading (dayAgg says which), not a ranking.
   */
  extremeValue?: boolean;
  /**
   * "never went below -10", "stayed above 0", "every day above 20", "at no point over 35": a bound on every
   * single reading, so on the smallest (a lower bound) or the largest (an upper bound); dayAgg says which.
   */
  everyReading?: boolean;
  /**
   * "CO2 first exceeded 400 ppm in 2015" (claims.md first_year_above): the year named is the first whose value is past
   * the bound, so every earlier year is not.
   */
  firstTime?: boolean;
  /**
   * "passed one billion before 2000", "… after 1995": with firstTime, the first crossing is before (or after) the year
   * named rather than in it.
   */
  crossedBy?: 'before' | 'after';
  /** "Seattle was ever colder than -10 degrees": a bound met by some single reading, so on the extreme in its direction. */
  someReading?: boolean;
  /**
   * "Seattle was never warmer than New York", "always rainier", "every year", "in every month of 2014": a comparison
   * said of every period (year or month), not of the mean over them, so one period decides against it. Of a bound
   * ("has never had more than 2,000 mm of rain"), the same: of a flow, each period's total is bounded.
   */
  everyPeriod?: 'year' | 'month' | 'day';
  /**
   * "in 3 of the 4 years", "in most months of 2015": a comparison said of a count of the periods (everyPeriod says
   * which), not of every one: exactly n of them (of: the number stated for all of them; op: "at least 3 of", "more
   * than 2 of", "at most", "fewer than"), or more than half (most).
   */
  periodCount?: { most: true } | { most?: false; n: number; of?: number; op?: CmpOp };
  /** Income brackets named in the claim, as [min, max] dollars (max Infinity). */
  incomeRange?: [number, number];
  /**
   * Why no verdict may be given although a form was read: several assertions in one claim, or a
   * negation or denial ("it is not true that ...") whose reading is uncertain.
   */
  issue?: { kind: 'compound' | 'negation' | 'period' | 'changes'; message: string; parts?: string[] };
}

export type CompareOp = '>' | '<' | '>=' | '<=';

/**
 * The opposite of a comparison: "not warmer than" is at most as warm. With a stated gap ("not 20% wetter
 * than") the gap is what is denied: the direction stays and the gap is marked denied.
 */
function negateCompare(c: NonNullable<ParsedClaim['compare']>): NonNullable<ParsedClaim['compare']> {
  if (c.gap) return { ...c, gap: { ...c.gap, denied: true } };
  return { ...c, op: NEGATE[c.op] as CompareOp };
}

function toQuantity(n: NumberMatch, s: string, unitAt = n.end): Quantity {
  const unit = n.percent ? undefined : unitAfter(s, unitAt);
  const value = unit ? unit.toCatalog(n.value) : n.value;
  const precision = unit ? Math.abs(unit.toCatalog(statedPrecision(n)) - unit.toCatalog(0)) : statedPrecision(n);
  return {
    value, percent: n.percent, precision, text: n.text,
    ...(n.percent ? { unit: '%' } : unit ? { unit: unit.unit } : n.currency ? { unit: '$' } : {}),
  };
}

/**
 * The two numbers of "between 75 and 85 million", "from 137 to 130 million", "from 3 to 6%", "from 50 to 60 °F":
 * a bare number (no scale, percent, currency or unit of its own) shares the other's, as it is read.
 */
function pairOfQuantities(a: NumberMatch, b: NumberMatch, s: string): [Quantity, Quantity] {
  const bare = (n: NumberMatch) => n.scale === 1 && !n.percent && !n.currency && !unitAfter(s, n.end);
  const like = (n: NumberMatch, other: NumberMatch): NumberMatch => ({ ...n, value: n.value * other.scale, scale: other.scale, percent: other.percent, currency: other.currency });
  if (bare(a) && !bare(b)) return [toQuantity(like(a, b), s, b.end), toQuantity(b, s)];
  if (bare(b) && !bare(a)) return [toQuantity(a, s), toQuantity(like(b, a), s, a.end)];
  return [toQuantity(a, s), toQuantity(b, s)];
}

const PLUS_MINUS = /\s*(?:\+\s?\/\s?-|\+-|±|,?\s*\b(?:plus or minus|give or take)\b,?)\s*/giu;

/**
 * The band of "1,230 ± 10 mm" or "150, give or take 5": the centre is the number just before the sign (a unit word
 * between them is allowed), the half-width the number just after it. Years were masked, so "2015 ± 1" is not read.
 */
function plusOrMinus(s: string, numbers: readonly NumberMatch[]): [Quantity, Quantity] | undefined {
  for (const m of s.matchAll(PLUS_MINUS)) {
    const centre = numbers.findLast((n) => n.end <= m.index && /^[\s,]*(?:[\p{L}°%]+\.?)?[\s,]*$/u.test(s.slice(n.end, m.index)));
    const after = m.index + m[0].length;
    // "+/-5" reads as a negative number: its size is the half-width.
    const half = numbers.find((n) => n.start >= after - 1 && n.start <= after);
    if (!centre || !half) continue;
    // "127 ± 1 million", "40 ± 5%": a bare centre takes the half-width's scale, percent and currency.
    const bareCentre = centre.scale === 1 && !centre.percent && !centre.currency && !unitAfter(s, centre.end);
    const c = bareCentre ? { ...centre, value: centre.value * half.scale, scale: half.scale, percent: half.percent, currency: half.currency } : centre;
    // Edges are worked out in the claim's own unit and converted after, so that "60 °F ± 5" is 55–65 °F.
    const size = Math.abs(half.value) * (half.scale === 1 ? c.scale : 1);
    const unitAt = unitAfter(s, c.end) ? c.end : half.end;
    const sizeText = half.text.replace(/^-/, '');
    const edge = (sign: 1 | -1): Quantity => ({ ...toQuantity({ ...c, value: c.value + sign * size }, s, unitAt), text: `${c.text} ${sign < 0 ? '-' : '+'} ${sizeText}` });
    return [edge(-1), edge(1)];
  }
  return undefined;
}

/** The text after the last clause boundary: a negation further back belongs to another clause. */
function ownClause(before: string): string {
  let cut = 0;
  for (const m of before.matchAll(CLAUSE_BREAK)) cut = m.index + m[0].length;
  return before.slice(cut);
}

/** A negated verb in the number's own clause ("was not above", "wasn't over"), not "not more than". */
function negatedIn(before: string): boolean {
  return NEGATION.test(ownClause(before).replace(NEGATED_OPERATOR, ' '));
}

function opBefore(s: string, n: NumberMatch): { op: CmpOp; hedge?: 'about' | 'nearly'; negated: boolean } | undefined {
  const before = s.slice(Math.max(0, n.start - 40), n.start);
  for (const [re, op, hedge] of OP_BEFORE) {
    const m = re.exec(before);
    // The operator's own words ("not more than") are not a negation of the verb before it.
    // The whole clause before the operator: "at no point in 2014 was Seattle colder than" starts far back.
    if (m) return { op, ...(hedge ? { hedge } : {}), negated: negatedIn(s.slice(0, n.start - before.length + m.index)) };
  }
  const after = s.slice(n.end, n.end + 30);
  const unitLen = unitAfter(s, n.end)?.length ?? 0;
  for (const [re, op] of OP_AFTER) if (re.test(after.slice(unitLen))) return { op, negated: negatedIn(s.slice(0, n.start)) };
  return undefined;
}

/** Links and e-mail addresses carry no years, numbers or names of the claim. */
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/\S*/gi;

function maskLinks(s: string): string {
  return s.includes('.') || s.includes('@') ? s.replace(LINK, (m) => ' '.repeat(m.length)) : s;
}

/** Words that join two clauses; "and" inside a name, a number or "between 70 and 80" is skipped below. */
const JOINER = /\s*;\s*|(?:\s*,\s*|\s+)(?:and|but|while|whereas|yet|although|though|as well as|and also)\s+|(?<=[a-z\d% ]{2})[.!?]\s+(?=\p{Lu})/giu;

/** Comparative verbs that need no "than": "Peru outpaced Egypt". */
const CMP_VERB = /\b(?:outpac|outnumber|outstrip|outperform|overt(?:ook|ake)|surpass|exceed|trail|lagg?)\w*|\bbeat\b/i;

function asserts(seg: string, start: number, end: number, numbers: readonly NumberMatch[]): boolean {
  return numbers.some((n) => n.start >= start && n.end <= end) || UP.test(seg) || DOWN.test(seg) ||
    RATIO_WORDS.some(([re]) => re.test(seg)) || ARGMAX.test(seg) || ARGMIN.test(seg) ||
    ((CMP_GT.test(seg) || CMP_LT.test(seg)) && /\bthan\b/i.test(seg)) || CMP_VERB.test(seg);
}

/** The clauses of a claim that each assert something ("A was above 80 and B had 5 billion"), or [] when there is one. */
function assertingClauses(claim: string, s: string, mentions: readonly EntityMention[], numbers: readonly NumberMatch[]): string[] {
  const cuts: [number, number][] = [];
  for (const m of s.matchAll(JOINER)) {
    // From the joining word or mark on: the spaces before it may be a blanked-out year of the first part.
    const a = m.index + m[0].length - m[0].trimStart().length;
    const b = m.index + m[0].length;
    if (mentions.some((x) => a < x.end && b > x.start) || numbers.some((x) => a < x.end && b > x.start)) continue;
    const before = s.slice(Math.max(0, a - 40), a);
    if (/\band\b/i.test(m[0]) && /\bbetween\s+(?:\S+\s+){0,3}\S*$/i.test(before)) continue;
    // "80 and above", "$75,000 and over": part of the number, unless another number follows ("and above 75").
    const opAfter = OP_AFTER.map(([re]) => re.exec(s.slice(a))).find((x) => x);
    if (opAfter && !numbers.some((n) => n.start >= a + opAfter[0].length && n.start <= a + opAfter[0].length + 20)) continue;
    cuts.push([a, b]);
  }
  if (cuts.length === 0) return [];
  const parts: string[] = [];
  let from = 0;
  for (const [a, b] of [...cuts, [s.length, s.length] as [number, number]]) {
    if (asserts(s.slice(from, a), from, a, numbers)) parts.push(claim.slice(from, a).trim().replace(/^[,;.\s]+|[,;.\s]+$/g, ''));
    from = b;
  }
  return parts.length >= 2 ? parts : [];
}

const NEGATE: Record<CmpOp, CmpOp> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>', '=': '=' };
/** A bound on a multiple turned with it: "more than fivefold" down is below a fifth. */
const MIRROR: Record<CmpOp, CmpOp> = { '>': '<', '>=': '<=', '<': '>', '<=': '>=', '=': '=' };

/** A negated operator has one opposite only for a plain threshold: "not about 80" or "not nearly 80" has none. */
function foldable(o: { op: CmpOp; hedge?: 'about' | 'nearly'; negated: boolean }): boolean {
  return o.negated && o.op !== '=' && !o.hedge;
}

/** "It is not true that X": the opposite of X where it has a single reading, else no verdict. */
function deny(r: ParsedClaim): ParsedClaim {
  if (r.form === 'value' && r.op && r.op !== '=' && !r.hedge) return { ...r, op: NEGATE[r.op] };
  if (r.form === 'compare' && r.compare) return { ...r, compare: negateCompare(r.compare) };
  if (r.form === 'change' && r.change && r.change.op !== '=' && !r.hedge) return { ...r, change: { ...r.change, op: NEGATE[r.change.op] } };
  return {
    ...r, issue: {
      kind: 'negation',
      message: 'The claim says a statement is false, and the opposite of this kind of statement (an exact or approximate value, a range, a ranking or a from-to change) has no single reading. State what the data should show instead.',
    },
  };
}

const INCOME_MORE = /\$\s?(\d[\d,]*)(?:\s?(k|thousand))?\s*(?:or more|or above|and (?:above|over|up)|\+|or higher)/i;
const INCOME_LESS = /(?:under|less than|below)\s*\$\s?(\d[\d,]*)(?:\s?(k|thousand))?/i;
const INCOME_BETWEEN = /(?:between\s*)?\$\s?(\d[\d,]*)(?:\s?(k|thousand))?\s*(?:and|to|-)\s*\$\s?(\d[\d,]*)(?:\s?(k|thousand))?/i;

function dollars(num: string, k?: string): number {
  return Number(num.replace(/,/g, '')) * (k ? 1000 : 1);
}

function maskRange(s: string, start: number, len: number): string {
  return s.slice(0, start) + ' '.repeat(len) + s.slice(start + len);
}

/**
 * The other side of a comparison whose one named side is known, when it is a capitalised name that names
 * nothing ("Seattle is rainier than Phoenix", "Tokyo got more rain than Seattle", "Peru outpaced Atlantis").
 * `at` is where the comparative word starts; `places` give a name its state or country ("Phoenix, Arizona").
 */
function otherSide(s: string, scan: MentionScan, at: number, places: readonly NameRun[]): string | undefined {
  const known = scan.mentions[0]!;
  const than = /\bthan\b/i.exec(s);
  const verb = CMP_VERB.exec(s);
  const pivot = than && than.index >= at ? than : verb;
  if (!pivot) return undefined;
  const pivotEnd = pivot.index + pivot[0].length;
  let run: NameRun | undefined;
  if (known.end <= pivot.index) {
    const next = scan.nameRuns.find((r) => r.start >= pivotEnd);
    const gap = next && s.slice(pivotEnd, next.start);
    if (next && gap !== undefined && (pivot === verb ? /^\s+(?:the\s+)?$/i.test(gap) : THAN_GAP.test(gap))) run = next;
  } else if (known.start >= pivotEnd) {
    // The subject: the nearest name before the comparative word ("Tokyo got more rain than"), else the first
    // after it ("More rain falls in Tokyo than"); an opener that names nothing ("Few places") is none.
    const side = scan.nameRuns.filter((r) => r.end <= pivot.index && !(r.first && OPENERS.has(r.text.split(' ')[0]!.toLowerCase())));
    run = side.filter((r) => r.end <= at).pop() ?? side.find((r) => r.start > at);
  }
  const name = run && (places.find((x) => x.start === run.start)?.text ?? run.text);
  // A measure's word in capitals ("than Rainfall") is not a place.
  return name && detectConcept(name) === null ? name : undefined;
}

const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
/** "second highest", "3rd-largest", "the second most populous": an ordinal right before the superlative. */
const ORDINAL_BEFORE = /\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(\d{1,2})(?:st|nd|rd|th))[\s-]+$/i;

function rankBefore(s: string, at: number): number | undefined {
  const m = ORDINAL_BEFORE.exec(s.slice(Math.max(0, at - 16), at));
  if (!m) return undefined;
  const k = m[2] ? Number(m[2]) : ORDINALS[m[1]!.toLowerCase()]!;
  return k > 1 ? k : undefined;
}

const FOLD_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14,
  fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, thousand: 1000,
};
/** "tenfold", "ten-fold", "10-fold", "10 fold": a multiple, as "ten times" is. */
const FOLD = new RegExp(`\\b(\\d+(?:\\.\\d+)?|${Object.keys(FOLD_WORDS).join('|')})[\\s-]?fold\\b`, 'i');

const GAP_BETWEEN = /\b(?:gap|difference)\b[^.;]*?\bbetween\b|\bdiffer(?:ed|s)?\s+by\b/i;

const MULTIPLE_WORDS: Record<string, number> = { twice: 2, double: 2, triple: 3, half: 0.5, ...FOLD_WORDS };
/**
 * "twice as much rain as", "ten times as many people as", "three times more rain than", "ten times wetter than",
 * "twice India's", "three times that of", "twice the population of", "tenfold more than".
 */
const RATIO_COMPARE = new RegExp(
  `\\b(?:(twice|double|triple|half)|(\\d+(?:\\.\\d+)?|${Object.keys(FOLD_WORDS).join('|')})(?:\\s+times|[\\s-]?fold))\\s+` +
  `(?:as\\s+(?:\\w+\\s+){0,3}?as\\b|(?:more|larger|higher|bigger|greater|longer|wetter|rainier|older|less|fewer|lower|smaller)\\b(?:\\s+\\w+){0,3}?\\s+than\\b|(?:that|those)\\s+(?:of|in|for)\\b|the\\s+\\w+(?:\\s+\\w+)?\\s+(?:of|in|for)\\b|[\\p{Lu}][\\p{L}.' ]*?'s?\\b)`,
  'iu',
);

/** "3 times finance unemployment": a bare multiple right before the other side's name. */
const RATIO_BARE = new RegExp(`\\b(twice|double|triple|(?:\\d+(?:\\.\\d+)?|${Object.keys(FOLD_WORDS).join('|')})\\s+times)\\s+(?:the\\s+|that\\s+of\\s+)?$`, 'i');

function ratioCompare(s: string, mentions: readonly { start: number }[] = []): { k: number; index: number; text: string } | undefined {
  const second = mentions[1];
  const bare = second ? RATIO_BARE.exec(s.slice(0, second.start)) : null;
  if (bare) {
    const w = bare[1]!.toLowerCase().replace(/\s+times$/, '');
    return { k: Number(w) || MULTIPLE_WORDS[w]!, index: bare.index, text: bare[1]! };
  }
  const m = RATIO_COMPARE.exec(s);
  if (!m) return undefined;
  // "three times less" reads as a third as much; "fewer", "smaller", "lower" too.
  const word = (m[1] ?? m[2]!).toLowerCase();
  const k = Number(word) || MULTIPLE_WORDS[word]!;
  const less = /^\S+(?:\s+times|[\s-]?fold)?\s+(?:less|fewer|lower|smaller)\b/i.test(m[0]);
  // "half as many as", "half India's"; "half more than" says no multiple.
  if (word === 'half' && /^half\s+(?:more|larger|higher|bigger|greater|longer|wetter|rainier|older|less|fewer|lower|smaller)\b/i.test(m[0])) return undefined;
  return { k: less ? 1 / k : k, index: m.index, text: m[0].replace(/\s+(?:as|than|of)$/i, '') };
}

/** "three times faster than", "twice as slowly as": a multiple of a speed, which RATIO_COMPARE's words leave out. */
const SPEED_MULTIPLE = new RegExp(
  `\\b(?:(twice|double|triple|half)|(\\d+(?:\\.\\d+)?|${Object.keys(FOLD_WORDS).join('|')})\\s+times)\\s+(?:(faster|quicker|slower)\\s+than|as\\s+(?:fast|quickly|rapidly|steeply|sharply|slowly)\\s+as)\\b`,
  'i',
);

/**
 * The multiple of one change against another: "twice as fast as" (a rate, k = 2), "three times as many jobs as" (an
 * amount), "three times faster than", "half as fast as" (k = 0.5), "three times slower than" (k = 1/3).
 */
function changeMultiple(s: string): { k: number; index: number; text: string; rate: boolean } | undefined {
  const speed = SPEED_MULTIPLE.exec(s);
  if (speed) {
    const word = (speed[1] ?? speed[2]!).toLowerCase();
    const k = Number(word) || MULTIPLE_WORDS[word]!;
    return { k: speed[3] && /slower/i.test(speed[3]) ? 1 / k : k, index: speed.index, text: speed[0].replace(/\s+(?:as|than)$/i, ''), rate: true };
  }
  const m = ratioCompare(s);
  return m && { ...m, rate: /\b(?:fast|faster|quick(?:ly|er)?|rapidly|steeply|sharply|slow(?:ly|er)?)\b/i.test(m.text) };
}

/** "first exceeded 400 ppm", "first fell below 320", "reached 400 ppm for the first time": the year a bound was first crossed. */
const FIRST_CROSS = /\bfirst\s+(?:(?:rose|climbed|went|got|moved|dropped|fell|dipped|sank|went)\s+(?:above|over|past|beyond|below|under|to)|exceeded|passed|topped|crossed|surpassed|broke|hit|reached)\b|\bfirst\s+\w+\s+(?:more|less|fewer) than\b|\bfor the first time\b/i;
const FIRST_DOWN = /\b(?:dropped|fell|dipped|sank|below|under)\b/i;
/** A verb of crossing a bound, with no "first" ("passed 1 billion before 2000"). */
const CROSS = /\b(?:(?:rose|climbed|went|got|moved|dropped|fell|dipped|sank)\s+(?:above|over|past|beyond|below|under)|exceeded|passed|topped|crossed|surpassed|broke|hit|reached)\b/i;
/** "before 2000", "after 1995", "prior to 2000": right before the year. */
const BEFORE_AFTER = /\b(before|after|prior to|sometime before|sometime after)\s+(?:the year\s+)?(?=\d{4}\b)/i;

/**
 * The bound a first crossing names: the claim's operator, or, for "first reached 400" / "first fell to 320" (read as
 * a value), at or beyond it in the verb's direction. Undefined when the claim names no first crossing.
 */
function firstCrossing(s: string, op: CmpOp | undefined, span = false): CmpOp | undefined {
  // ("passed 1 billion before 2000": before or after a year, a verb of crossing needs no "first")
  const m = FIRST_CROSS.exec(s) ?? (span ? CROSS.exec(s) : null);
  if (!m || !op) return undefined;
  if (op !== '=') return op;
  const verb = m[0].startsWith('for') ? s.slice(Math.max(0, m.index - 40), m.index) : m[0];
  return FIRST_DOWN.test(verb) ? '<=' : '>=';
}

/** Hedges before a multiple ("nearly tripled"), read as before a number: nearly X is [0.95X, X], about X is ±5 %. */
const RATIO_HEDGES: [RegExp, CmpOp, ('about' | 'nearly')?][] = [
  [/^(?:just|slightly|a little) (?:under|short of|shy of|less than)$/i, '<'],
  [/^(?:nearly|almost|close to but under)$/i, '<=', 'nearly'],
  [/^(?:about|around|roughly|approximately|more or less|close to)$/i, '=', 'about'],
];
const RATIO_HEDGE = new RegExp(`\\b(${RATIO_HEDGES.map(([re]) => re.source.slice(1, -1)).join('|')})\\s+$`, 'i');

const BY_FRACTION = /\bby\s+((?:about|around|roughly|nearly|almost|more than|over|at least|less than|under|just over|just under)\s+)?(?:(a|one|two|three)[\s-]+)?(half|thirds?|quarters?|fifths?)\b/i;

const GAP_AFTER = /^\s*(?:more|higher|greater|larger|bigger|longer|warmer|hotter|wetter|rainier|older|less|fewer|lower|smaller|shorter|cooler|colder|drier|younger)\b/i;
const GAP_BEFORE = new RegExp(`(?:${CMP_VERB.source}|\\bthan\\b)[^.;]*\\bby\\s+(?:(?:more than|over|at least|less than|under|about|around|roughly|nearly|almost|just over|just under)\\s+)?$`, 'i');

/** A number that says how far apart the two sides are: "8 years higher than", "20% more rain", "exceeded ... by 4 years". */
function isGap(s: string, n: NumberMatch): boolean {
  const unitLen = n.percent ? 0 : unitAfter(s, n.end)?.length ?? 0;
  return GAP_AFTER.test(s.slice(n.end + unitLen, n.end + unitLen + 20)) || GAP_BEFORE.test(s.slice(0, n.start));
}

function gapOf(s: string, x: { n: NumberMatch; o?: { op: CmpOp; hedge?: 'about' | 'nearly'; negated: boolean } }): { gap: Gap; hedge?: 'about' | 'nearly' } {
  const q = toQuantity(x.n, s);
  const pp = /percentage points?|\bpp\b/i.test(x.n.text);
  return { gap: { measure: q.percent && !pp ? 'pct' : 'diff', op: x.o?.op ?? '=', quantity: q }, ...(x.o?.hedge ? { hedge: x.o.hedge } : {}) };
}

/** "by 2000", "by the end of 2000" right before the year: a level reached at some time up to then. */
const BY_TIME = /\bby\s+(?:the\s+end\s+of\s+)?$/i;
const HEDGE_WORD = '(?:about|around|roughly|approximately|some|close to)\\s+';
const REACH_UP = new RegExp(`\\b(?:reach(?:ed|es|ing)?|hit(?:s|ting)?|attain(?:ed|s)?|got(?:ten)? to|(?:rose|risen|rises?|climb(?:ed|s)?|gr(?:ew|own|ows?)|increas(?:ed|es?)|went up|gone up|jump(?:ed|s)?|surg(?:ed|es?)) to)\\s+(?:${HEDGE_WORD})?$`, 'i');
const REACH_DOWN = new RegExp(`\\b(?:fell|fallen|falls?|dropp?(?:ed|s)?|declin(?:ed|es?)|decreas(?:ed|es?)|sank|sunk|shr(?:ank|unk|inks?)|went down|gone down|plung(?:ed|es?)|slipp?(?:ed|s)?) to\\s+(?:${HEDGE_WORD})?$`, 'i');

/**
 * "reached 80 by 2000", "fell to 2 by 2000": at or above (below) the level by that year, not exactly it. Only
 * for a lone point in time that "by" introduces; a plain or "about" number, not "nearly" or an operator.
 */
function reachedBy(claim: string, s: string, n: NumberMatch, times: readonly TimeMention[], o: { op: CmpOp; hedge?: 'about' | 'nearly' } | undefined): CmpOp | undefined {
  if ((o && (o.op !== '=' || o.hedge === 'nearly')) || times.some((t) => t.kind === 'range')) return undefined;
  const points = times.filter((t) => t.kind === 'point');
  if (points.length !== 1 || !BY_TIME.test(claim.slice(Math.max(0, points[0]!.start - 20), points[0]!.start))) return undefined;
  const before = s.slice(Math.max(0, n.start - 40), n.start);
  return REACH_UP.test(before) ? '>=' : REACH_DOWN.test(before) ? '<=' : undefined;
}

/** Present-tense verbs of a general claim, and past-tense (or perfect) ones that tie it to some time. */
const PRESENT_VERB = /\b(?:is|are|isn't|aren't|has|have|does|do|doesn't|don't|gets?|rains|pours|snows|sees?|receives?|averages?|tends?|remains?|stays?|generates?|produces?|lives?|earns?|employs?|outpaces?|outnumbers?|exceeds?|trails?|lags?|beats?|leads?)\b/i;
const PAST_VERB = /\b(?:was|were|wasn't|weren't|had|hadn't|did|didn't|got|received|saw|averaged|remained|stayed|generated|produced|lived|earned|employed|outpaced|outnumbered|exceeded|trailed|lagged|beat|led|has been|have been|used to|will|would)\b/i;

const SUPERLATIVE_OF_MONTHS = /\b\w+est\s+(?:calendar\s+)?month\b/i;

const SUPERLATIVE_MONTH = /\b\w+est\s+(?:January|February|March|April|May|June|July|August|September|October|November|December|winter|spring|summer|autumn|fall)s?\b/i;

/** A bound said of every reading, not of the average: "never went below", "has never been above", "always above", "stayed above", "every day", "at no point". */
export const EVERY_READING = /\bnever\s+(?:once\s+)?(?:above|below|over|under|colder|cooler|warmer|hotter|wetter|drier|rainier)\b|\bnever\s+(?:once\s+)?(?:went|go(?:es)?|dropped|drops?|fell|falls?|dipped|dips?|sank|got|gets?|rose|rises?|climbed|climbs?|exceeded|exceeds?|topped|tops?|passed|reached|hit|was|were|is|are|been)\b|\balways\s+(?:(?:been|stayed|remained)\s+)?(?:above|below|over|under|colder|cooler|warmer|hotter|wetter|drier|rainier|at (?:least|most))\b|\b(?:stayed|stays?|remained|remains?|kept|keeps?)\s+(?:\w+\s+)?(?:above|below|under|over|at or (?:above|below))\b|\b(?:every|each)\s+(?:single\s+)?(?:day|reading|month)\b|\bat no (?:point|time)\b|\bon no day\b|\bat all times\b/i;

/** A comparison said of every period: "never", "always", "at no point", "every year", "each December", "in every month". */
const UNIVERSAL = /\b(?:never|always|at no (?:point|time)|at all times|in no (?:year|month))\b|\b(?:every|each)\s+(?:single\s+)?(?:year|month|january|february|march|april|may|june|july|august|september|october|november|december|winter|spring|summer|autumn|fall)s?\b/iu;
/** "every month", "in any month", "in a month", "monthly": the periods are months; "every day", "on no day", "in a day": days, which are read apart. */
const EACH_MONTH = /\b(?:every|each|any|no|per|a|one)\s+(?:single\s+)?month\b|\bmonthly\b/i;
/** A comparison said of each day: "colder than New York every day in 2014", "never wetter on any day". */
const EVERY_DAY = /\b(?:every|each|any)\s+(?:single\s+)?day\b|\bon no day\b/i;
const EACH_DAY = /\b(?:every|each|any|no|per|a|one)\s+(?:single\s+)?day\b|\bdaily\b/i;

/** "rose every year", "fell each year", "grew year after year": a change in every year of the span, not between its ends. */
const EVERY_YEAR_CHANGE = /\b(?:every|each)\s+(?:single\s+)?year\b|\byear after year\b|\byear on year\b/i;

function periodOf(x: 'year' | 'month' | 'day' | undefined): { everyPeriod?: 'year' | 'month' | 'day' } {
  return x ? { everyPeriod: x } : {};
}

function everyPeriodOf(claim: string, universal = UNIVERSAL.test(claim)): 'year' | 'month' | undefined {
  if (!universal || EACH_DAY.test(claim)) return undefined;
  return EACH_MONTH.test(claim) ? 'month' : 'year';
}

/**
 * The subject is a superlative of the measure ("the lowest temperature", "Seattle's highest CO2 level") and a
 * copula puts a number right after it ("was -6 degrees", "is about 400 ppm"). A superlative of a period ("the
 * wettest month", "the warmest year") ranks periods instead, and is left to the ranking.
 */
const SUPERLATIVE_OWNER = /^\s*(?:in\s+[^,]*,\s*)?(?:the|its|their|[\p{L}.' ]+?'s?)\s+(?:(?:single|daily|recorded|all-time)\s+)?$/iu;
const SUPERLATIVE_OF_PERIOD = /^\s+(?:day\s+)?(?:month|year|season|week|decade|quarter|January|February|March|April|May|June|July|August|September|October|November|December|winter|spring|summer|autumn|fall)s?\b/i;
const COPULA_NUMBER = /^[^.;:]*?\b(?:was|were|is|are|stood at|came to|peaked at|bottomed out at|(?:reached|hit|topped|climbed to|rose to|got to|fell to|dropped to|dipped to|sank to))\s+(?:(?:about|around|roughly|approximately|nearly|almost|just|slightly|a little|more|less|fewer|than|over|under|above|below|at least|at most|some|close to|only|exactly|precisely)\s+)*$/i;

/** "The hottest day reached 35 degrees", "the lowest temperature fell to -10": at or past the number, as "reached 80 by 2000" is. */
const EXTREME_REACH = /\b(?:(reached|hit|topped|climbed to|rose to|got to)|(fell to|dropped to|dipped to|sank to))\s+$/i;

/** The bound a verb of reaching gives an extreme value stated as a plain number ("reached 35 degrees": at least 35). */
function extremeReach(s: string, numbers: readonly NumberMatch[]): CmpOp | undefined {
  const n = numbers[0];
  const m = n ? EXTREME_REACH.exec(s.slice(0, n.start)) : null;
  return m ? (m[1] ? '>=' : '<=') : undefined;
}

function extremeValueDir(s: string, numbers: readonly NumberMatch[]): 'max' | 'min' | undefined {
  const max = ARGMAX.exec(s);
  const min = ARGMIN.exec(s);
  const m = max && (!min || max.index <= min.index) ? max : min;
  if (!m) return undefined;
  const end = m.index + m[0].length;
  const n = numbers.find((x) => x.start >= end);
  if (!n || !SUPERLATIVE_OWNER.test(s.slice(0, m.index)) || SUPERLATIVE_OF_PERIOD.test(s.slice(end)) || !COPULA_NUMBER.test(s.slice(end, n.start))) return undefined;
  return m === max ? 'max' : 'min';
}

/** The claimed time of a ranking: after its verb ("was 2014", "came in 2014") or before it ("2014 was the wettest"). */
const CLAIMED_AFTER = /\b(?:was|is|were|are|came|occurred|happened|fell|being)\s+(?:in\s+)?$/iu;
const CLAIMED_BEFORE = /^\s*(?:was|is|were|came|ranked)\b/iu;
type PointMention = Extract<TimeMention, { kind: 'point' }>;

/**
 * Two points that a "from … to" or "between … and" joins, which the range reader leaves apart when their ends are
 * unlike ("from 2012 to summer 2015"): the ends of a range all the same.
 */
function joinedEnds(claim: string, times: readonly TimeMention[]): [PointMention, PointMention] | undefined {
  const pts = times.filter((t): t is PointMention => t.kind === 'point');
  for (let k = 0; k + 1 < pts.length; k++) {
    const [a, b] = [pts[k]!, pts[k + 1]!];
    const from = /\b(from|between)\s+(?:the\s+)?$/iu.exec(claim.slice(Math.max(0, a.start - 16), a.start))?.[1]?.toLowerCase();
    const join = claim.slice(a.end, b.start);
    if (!from || !(from === 'from' ? /^\s*(?:to|through|thru|until|till|[-–—])\s*(?:the\s+)?$/iu : /^\s*and\s+(?:the\s+)?$/iu).test(join)) continue;
    if (a.at.year > b.at.year) continue;
    return [a, b];
  }
  return undefined;
}

/**
 * The comparative that sets one change against another's, right before the other side's name: "grew faster than
 * India's", "lost more jobs than construction", "rose more than", "grew twice as fast as", "as quickly as".
 */
const CHANGE_COMPARED = /(?:\b(?:faster|slower|quicker|more|less|fewer|(?:more|less)\s+(?:quickly|slowly|rapidly|steeply|sharply))(?:\s+(?!than\b)[\p{L}-]+){0,2}\s+than|\bas\s+(?:fast|quickly|slowly|rapidly|steeply|sharply|much|many)(?:\s+(?!as\b)[\p{L}-]+){0,2}\s+as)\s+(?:(?:that|those)\s+(?:of|in)\s+|the\s+|in\s+)?$/iu;

/** A noun of change as the thing compared: "population growth outpaced", "job losses were larger". */
const CHANGE_NOUN = /\b(?:growth|increases?|declines?|gains?|loss(?:es)?|drops?)\b/iu;

/** A change of one named thing compared with the change of another, named after the comparative ("than India's"). */
function comparedChange(s: string, mentions: readonly EntityMention[]): { a: EntityMention; b: EntityMention } | undefined {
  const sorted = [...mentions].sort((x, y) => x.start - y.start);
  for (let k = 1; k < sorted.length; k++) {
    const b = sorted[k]!;
    if (CHANGE_COMPARED.test(s.slice(Math.max(0, b.start - 60), b.start))) return { a: sorted[0]!, b };
  }
  return undefined;
}

/** Counts of periods in words, one to twelve (the months of a year). */
const COUNT_WORDS: Record<string, number> = Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([, n]) => n >= 1 && n <= 12));
const COUNT = String.raw`\d{1,3}|` + Object.keys(COUNT_WORDS).join('|');
/** "in 3 of the 4 years", "in at least three of the twelve months", "in most months", "in most of the years": a count of periods. */
const PERIOD_COUNT = new RegExp(String.raw`\b(?:in|on|during)\s+(?:(at\s+least|at\s+most|no\s+more\s+than|no\s+fewer\s+than|more\s+than|fewer\s+than|less\s+than|only|exactly)\s+)?(?:(${COUNT})\s+(?:out\s+)?of\s+(?:the\s+)?(?:(${COUNT})\s+)?|(most)\s+(?:of\s+the\s+)?)(year|month|day)s\b(?:\s+of\b)?`, 'iu');

/**
 * A share of periods not read as a count: "in most Decembers", "in most of 2015", "in half (of) the months", "in most
 * winters", "in 3 of the 4 Julys". Not a ranking ("most" is a superlative elsewhere), and not the whole span either.
 */
const SHARE_OF_PERIODS = new RegExp(String.raw`\b(?:in|on|during|for)\s+(?:most|half|the\s+majority|a\s+majority|(?:(?:at\s+least|at\s+most|more\s+than|fewer\s+than|only)\s+)?(?:${COUNT})\s+(?:out\s+)?of(?:\s+the)?(?:\s+(?:${COUNT}))?)\s+(?:of\s+)?(?:the\s+|its\s+)?(?:(?:years|months|days|weeks|seasons|Januarys|Februarys|Marches|Aprils|Mays|Junes|Julys|Augusts|Septembers|Octobers|Novembers|Decembers|winters|springs|summers|autumns|falls)\b|\d{4}\b|(?:the\s+)?(?:year|time|period|decade)\b)`, 'iu');

/** "3 of the 4 warmest years", "two of the three wettest years", "the 3 hottest months": a count among the top periods. */
const TOP_PERIODS = new RegExp(String.raw`\b(?:(?:${COUNT})\s+(?:out\s+)?of\s+(?:the|its|their)\s+(?:${COUNT})\s+|the\s+(?:${COUNT})\s+)(?:\w+est|most\s+\w+|least\s+\w+)\s+(?:years|months|days|weeks|seasons|decades|summers|winters|springs|autumns|falls)\b`, 'iu');

/** "than in any other year", "than all other months", "than in every other year": the other periods of the same thing. */
const ANY_OTHER_MONTH = /\bthan\s+(?:in\s+|during\s+)?(?:any|all|every)\s+other\s+(January|February|March|April|May|June|July|August|September|October|November|December)s?\b(?:\s+on\s+record\b)?/iu;
const ANY_OTHER = /\bthan\s+(?:in\s+|during\s+)?(?:any|all|every)\s+other\s+(year|month)s?\b(?:\s+on\s+record\b)?/iu;

/** The bound before a count of periods: "at least 3 of" (≥), "more than 2 of" (>), "at most" (≤); "only", "exactly" or none: that many. */
function countOp(x: string | undefined): { op?: CmpOp } {
  const w = (x ?? '').toLowerCase().replace(/\s+/gu, ' ');
  const op: CmpOp | undefined = w === 'at least' || w === 'no fewer than' ? '>=' : w === 'at most' || w === 'no more than' ? '<=' : w === 'more than' ? '>' : w === 'fewer than' || w === 'less than' ? '<' : undefined;
  return op ? { op } : {};
}

function countOf(x: string): number {
  return COUNT_WORDS[x.toLowerCase()] ?? Number(x);
}

/** Blanks the verb of "rain falls" (same length, so positions stay): it says where rain falls, not that it fell. */
function blankPrecipFalls(s: string): string {
  return s.replace(PRECIP_FALLS, (m: string, verb: string) => m.slice(0, m.length - verb.length) + ' '.repeat(verb.length));
}

/**
 * Parses a claim into its parts; resolution against a catalog happens in verify/resolve.ts. `today`
 * (YYYY-MM-DD) is the day relative times ("last year") are counted from.
 */
/** "than the year before", "than a year earlier", "than the previous year": the year before the one the claim names. */
const YEAR_BEFORE = /\bthan (?:in )?(?:(?:the|a|one) year (?:before|earlier)|the (?:previous|prior|preceding) year|last year)\b/i;

/** "Seattle got less rain in 2013 than the year before": read as "… than in 2012" when the claim names one year. */
function yearBeforeNamed(claim: string): string {
  const said = YEAR_BEFORE.exec(claim);
  const years = claim.match(/\b(?:1[89]|20)\d\d\b/g) ?? [];
  return said && years.length === 1 ? `${claim.slice(0, said.index)}than in ${Number(years[0]) - 1}${claim.slice(said.index + said[0].length)}` : claim;
}

export function parseClaim(claimText: string, aliases: AliasIndex, today: string = isoToday()): ParsedClaim {
  const claim = yearBeforeNamed(cleanClaim(claimText));
  const { times: timesSaid, masked: timeMasked } = findTimes(maskLinks(claim), undefined, today);
  // "wetter in December 2015 than in any other December": a ranking of one month across the years; its second
  // "December" is no time of the claim's own
  const anyOtherMonth = ANY_OTHER_MONTH.exec(claim);
  const times = anyOtherMonth ? timesSaid.filter((t) => !(t.kind === 'month' && t.start >= anyOtherMonth.index && t.end <= anyOtherMonth.index + anyOtherMonth[0].length)) : timesSaid;
  const framing = readFraming(timeMasked);
  let s = blankPrecipFalls(framing.masked);
  // "in 3 of the 4 years", "in most months of": counted periods, masked so that neither the numbers nor "most" (a
  // superlative elsewhere) are read as the claim's.
  const counted = PERIOD_COUNT.exec(s);
  if (counted) s = maskRange(s, counted.index, counted[0].length);
  // "in most Decembers", "in most of 2015", "in half the months": a share of periods the count above does not read.
  const share = counted ? null : SHARE_OF_PERIODS.exec(claim);
  // "warmer in 2015 than in any other year": a ranking of one thing's years, not a second thing called "other".
  const anyOther = ANY_OTHER.exec(s) ?? anyOtherMonth;
  if (anyOther) s = maskRange(s, anyOther.index, anyOther[0].length);
  const concept = detectConcept(s);
  let incomeRange: [number, number] | undefined;
  if (concept === 'household_income_share' || /\bhouseholds\b/i.test(s)) {
    let m = INCOME_BETWEEN.exec(s);
    if (m) { incomeRange = [dollars(m[1]!, m[2]), dollars(m[3]!, m[4])]; s = maskRange(s, m.index, m[0].length); }
    else if ((m = INCOME_MORE.exec(s))) { incomeRange = [dollars(m[1]!, m[2]), Infinity]; s = maskRange(s, m.index, m[0].length); }
    else if ((m = INCOME_LESS.exec(s))) { incomeRange = [0, dollars(m[1]!, m[2])]; s = maskRange(s, m.index, m[0].length); }
  }
  const scanned = scanMentions(s, aliases);
  const found = placeNames(s, scanned);
  // "Arizona" in "Phoenix, Arizona" names where Phoenix is, and "New York" in "the New York Times reported"
  // who said it: neither is a thing the claim is about.
  const aside = [...found.qualifiers, ...found.sources];
  const scan = aside.length ? { ...scanned, mentions: scanned.mentions.filter((m) => !aside.includes(m)) } : scanned;
  const perYear = /\b(?:a|per|each|every) year\b|\bannually\b|\byearly\b/i.test(s);
  const perMonth = /(?<!\bin )\b(?:a|per) month\b/i.test(s) && !perYear;
  const dayMax = /\b(?:hottest|warmest|wettest|rainiest) day\b|\bhighest (?:daily )?(?:temperature|precipitation|rainfall)\b/i.test(s);
  const dayMin = /\b(?:coldest|coolest) day\b|\blowest (?:daily )?temperature\b/i.test(s);
  const present = PRESENT_VERB.test(s) && !PAST_VERB.test(s);
  // Numbers inside entity names ("7-Eleven") are not quantities.
  const numbers = findNumbers(s).filter((n) => !scan.mentions.some((m) => n.start < m.end && n.end > m.start));
  const extremeDir = extremeValueDir(s, numbers);
  const base = {
    claim, concept, mentions: scan.mentions, absent: scan.absent, unknownNames: scan.unknownNames, times, perYear, ...(perMonth ? { perMonth } : {}),
    ...(present ? { present } : {}),
    places: found.places.map((r) => r.text),
    ...(extremeDir ? { dayAgg: extremeDir, extremeValue: true } : dayMax ? { dayAgg: 'max' as const } : dayMin ? { dayAgg: 'min' as const } : {}),
    ...(incomeRange ? { incomeRange } : {}),
  };
  const withOp = numbers.map((n) => ({ n, o: opBefore(s, n) }));
  // Negations of a verb anywhere in the claim; each branch below says whether it read the one there is.
  const negations = NEGATION.test(s) ? (s.replace(NEGATED_OPERATOR, ' ').match(NEGATION_ALL) ?? []).length : 0;
  const negatedAt = (at: number): boolean => negations > 0 && negatedIn(s.slice(Math.max(0, at - 40), at));
  // A named event or era with no other time stated: its dates are not the catalog's to guess.
  const period = times.find((t) => t.kind === 'period');
  const dated = times.some((t) => t.kind !== 'period' && t.kind !== 'snapshot');
  const done = (r: ParsedClaim, negationRead: boolean): ParsedClaim => {
    if (period && !dated) {
      return {
        ...r, issue: {
          kind: 'period',
          message: `"${period.text}" names an event or era whose dates the verifier does not place, and a verdict on a whole year or more would not be about it. State its dates instead, e.g. "from June to July 2014" or "from 2008 to 2010".`,
        },
      };
    }
    const parts = assertingClauses(claim, s, scan.mentions, numbers);
    if (parts.length > 0) {
      return {
        ...r, issue: {
          kind: 'compound', parts,
          message: `The claim makes ${parts.length} separate assertions; a verdict covers one, so check them one at a time: ${parts.map((x) => `"${x}"`).join('; ')}.`,
        },
      };
    }
    if (framing.uncertain) return { ...r, issue: { kind: 'negation', message: framing.uncertain } };
    if (negations > 1 || (negations === 1 && !negationRead)) {
      const word = NEGATION.exec(s)?.[0] ?? 'not';
      return {
        ...r, issue: {
          kind: 'negation',
          message: `The claim has ${negations > 1 ? 'several negations' : `a negation ("${word}")`} that cannot be tied to its number or comparison with certainty. State the claim without ${negations > 1 ? 'them' : 'it'}, or with the negation next to the operator, e.g. "Japan's life expectancy was not above 80 in 2005".`,
        },
      };
    }
    const bounded = r.form === 'value' && r.op && r.op !== '=' && !r.hedge && !r.dayAgg;
    const bound = bounded && EVERY_READING.test(s)
      ? { everyReading: true, dayAgg: r.op === '>' || r.op === '>=' ? 'min' as const : 'max' as const, ...periodOf(everyPeriodOf(claim, true)) }
      : r.form === 'value' && r.op && r.op !== '=' && !r.hedge && !r.dayAgg && times.some((t) => t.kind === 'ever')
        ? { someReading: true, dayAgg: r.op === '>' || r.op === '>=' ? 'max' as const : 'min' as const }
        : bounded ? periodOf(everyPeriodOf(claim))
          : r.form === 'compare' && !r.compare?.gap ? periodOf(EVERY_DAY.test(claim) ? 'day' : everyPeriodOf(claim))
            : r.form === 'change' && r.change?.measure === 'direction' && EVERY_YEAR_CHANGE.test(claim) ? { everyPeriod: 'year' as const } : {};
    // "before 2000", "after 1995": a span on one side of the year, not the year; read only of a bound first crossed
    const side = BEFORE_AFTER.exec(claim);
    const sideOf = side && times.length === 1 && times[0]!.kind === 'point' && side.index + side[0].length === times[0]!.start ? side : null;
    const crossing = r.form === 'value' && !r.hedge && !r.dayAgg && !('everyReading' in bound) && !('someReading' in bound);
    const first = crossing ? firstCrossing(s, r.op, sideOf !== null) : undefined;
    if (sideOf && !first) {
      return { ...r, issue: { kind: 'period', message: `"${sideOf[0]}${times[0]!.text}" is a span of time on one side of ${times[0]!.text}, not the year: the verifier reads a value in a year or over a range ("in ${times[0]!.text}", "between 1990 and ${times[0]!.text}"), or a bound first crossed before or after a year ("passed 1 billion before ${times[0]!.text}").` } };
    }
    const spanSide = sideOf && first ? { crossedBy: /^after/i.test(sideOf[1]!) ? 'after' as const : 'before' as const } : {};
    const count = counted && r.form === 'compare' && !r.compare?.gap && !r.compare?.overTime
      ? { everyPeriod: counted[5]!.toLowerCase() as 'year' | 'month' | 'day', periodCount: counted[4] ? { most: true as const } : { n: countOf(counted[2]!), ...(counted[3] ? { of: countOf(counted[3]) } : {}), ...countOp(counted[1]) } }
      : {};
    if (counted && !('periodCount' in count)) {
      return { ...r, issue: { kind: 'period', message: `"${counted[0].trim()}" counts the periods in which the claim holds; a count is read only of a comparison of two named things ("Seattle was warmer than New York in most months of 2015"), not of this claim.` } };
    }
    const read = first ? { ...r, ...bound, op: first, firstTime: true, ...spanSide } : { ...r, ...bound, ...count };
    return framing.denied ? deny(read) : read;
  };

  // "Seattle had 3 of the 4 warmest years", "the 3 wettest months": a count among the top periods of a ranking
  const top = TOP_PERIODS.exec(claim);
  if (top) {
    return done({ ...base, form: 'none', issue: { kind: 'period', message: `"${top[0]}" counts places among the top periods of a ranking, which is not read (its numbers are no values of the measure): rank one period ("Seattle's warmest year was 2015"), or compare two named things in N of M periods ("Seattle was warmer than New York in 3 of the 4 years").` } }, false);
  }
  if (share) {
    return done({ ...base, form: 'none', issue: { kind: 'period', message: `"${share[0]}" says the claim holds in a share of the periods, which is read only as "in most years / months / days of …" or "in N of the M years / months" ("Seattle was warmer than New York in most months of 2015"); it is neither a ranking nor a statement about the whole span.` } }, false);
  }

  // "1,230 ± 10 mm", "150 +/- 5", "about 1,200 mm, give or take 50": the band the two numbers state, read as "between".
  const band = plusOrMinus(s, numbers);
  if (band) return done({ ...base, form: 'between', op: '=', quantity: band[0], quantity2: band[1] }, false);

  // between X and Y (values, not years: those were masked)
  const btw = /\bbetween\s+(\S[^]*?)\s+(?:and|to)\s+(\S+)/i.exec(s);
  if (btw && numbers.length >= 2) {
    const a = numbers.find((n) => n.start >= btw.index && n.start < btw.index + btw[0].length);
    const b = a && numbers.find((n) => n.start > a.end && n.start <= btw.index + btw[0].length + 20);
    if (a && b && !UP.test(s) && !DOWN.test(s)) {
      const [qa, qb] = pairOfQuantities(a, b, s);
      return done({ ...base, form: 'between', op: '=', quantity: qa, quantity2: qb }, false);
    }
  }

  // "from 8 children in 1975 to 5 in 2000", "rose from 54 to 73 years between 1955 and 2005": both stated values are checked.
  const pointCount = times.filter((t) => t.kind === 'point').length;
  const rangeCount = times.filter((t) => t.kind === 'range').length;
  const ft = /\bfrom\s+(?:about\s+|around\s+|roughly\s+)?(\S[^]*?)\bto\s+(?:about\s+|around\s+|roughly\s+)?/i.exec(s);
  if (ft && (pointCount >= 2 || (rangeCount === 1 && pointCount === 0)) && numbers.length >= 2) {
    const a = numbers.find((n) => n.start >= ft.index && n.start < ft.index + ft[0].length);
    const b = a && numbers.find((n) => n.start >= ft.index + ft[0].length);
    if (a && b) {
      const hedge = /\b(?:about|around|roughly|approximately|some)\b/i.test(s) ? { hedge: 'about' as const } : {};
      const [qa, qb] = pairOfQuantities(a, b, s);
      return done({ ...base, form: 'fromto', op: '=', ...hedge, quantity: qa, quantity2: qb }, false);
    }
  }

  // "The gap between Japan's and Nigeria's life expectancy was more than 25 years", "they differed by 5 years": a
  // comparison by the size of the gap, either way round, not a value of the first one named.
  const between = GAP_BETWEEN.exec(s);
  const sized = between && scan.mentions.length >= 2 && !UP.test(s) && !DOWN.test(s) ? withOp.find((x) => x.n.start > between.index) : undefined;
  if (sized) {
    const o = sized.o;
    const q = toQuantity(sized.n, s);
    const pp = /percentage points?|\bpp\b/i.test(sized.n.text);
    const gap: Gap = { measure: q.percent && !pp ? 'pct' : 'diff', op: o ? (o.negated ? NEGATE[o.op] : o.op) : '=', quantity: q, absolute: true };
    return done({ ...base, form: 'compare', ...(o?.hedge ? { hedge: o.hedge } : {}), compare: { op: '>', overTime: false, gap } }, o ? foldable(o) : false);
  }

  // A multiple of the other side ("twice as many people as Japan", "three times more rain than Seattle", "more than
  // twice India's"): a comparison of two named things (or two times of one) by their ratio, not a change.
  // Not of changes ("grew twice as fast as India's"), which compare rates of change, not the values.
  const mult = UP.test(s) || DOWN.test(s) ? undefined : ratioCompare(s, scan.mentions);
  if (mult && (scan.mentions.length >= 2 || times.filter((t) => t.kind === 'point').length >= 2 || times.filter((t) => t.kind === 'range').length === 2)) {
    const overTime = scan.mentions.length < 2;
    const o = opBefore(s, { start: mult.index, end: mult.index } as NumberMatch);
    const negated = negatedAt(mult.index);
    const op: CmpOp = o && (o.op !== '=' || o.hedge) ? o.op : mult.k < 1 ? '<=' : '>=';
    const gap: Gap = { measure: 'ratio', op, quantity: { value: mult.k, percent: false, precision: 0, text: mult.text } };
    const compare = { op: '>' as CompareOp, overTime, gap };
    return done({ ...base, form: 'compare', ...(o?.hedge ? { hedge: o.hedge } : {}), compare: negated ? negateCompare(compare) : compare }, negated);
  }

  // Change: a verb of rising or falling, a multiple, or "lost half".
  const ratioWord = RATIO_WORDS.find(([re]) => re.test(s));
  const ratioText = ratioWord ? (ratioWord[0].exec(s)?.[0] ?? '') : '';
  const up = UP.test(s);
  const down = DOWN.test(s);
  // ("grew twice", "fell twice between 2008 and 2010": a multiple, as "grew two times" is)
  const timesN = /\b(\d+(?:\.\d+)?|two|three|four|five|ten)\s+times\b/i.exec(s) ??
    /\b(?:grew|rose|increased|climbed|jumped|soared|fell|dropped|decreased|declined|shrank|sank|plunged)\s+(twice)\b(?!\s+(?:as|than)\b)/i.exec(s);
  // "grew tenfold", "a 10-fold increase", "fell fivefold": a multiple, as "ten times" is.
  // Only beside a verb of change: "twofold higher than New York" compares two things.
  const foldN = up || down ? FOLD.exec(s) : null;
  if (ratioWord || up || down || timesN || foldN) {
    // "China's population grew faster than India's", "manufacturing lost more jobs than construction": the two changes
    // are compared, which the change reading (one thing's change at a time) cannot do; it would read the first alone.
    const pair = up || down ? comparedChange(s, scan.mentions) : undefined;
    // Two changes set against each other with no size, multiple or negation: each change is read, then compared.
    const said = pair ? CHANGE_COMPARED.exec(s.slice(Math.max(0, pair.b.start - 60), pair.b.start)) : null;
    const plain = pair && said && !/\bas\b/i.test(said[0]) && up !== down && !numbers.length && !timesN && !foldN && !ratioWord &&
      !/\b(?:twice|double|triple|half|times)\b/i.test(s) && !negatedAt(said.index + Math.max(0, pair.b.start - 60));
    if (pair && plain) {
      const less = /\b(?:slower|less|fewer|more\s+slowly|less\s+(?:quickly|rapidly|steeply|sharply))\b/i.test(said![0]);
      const rate = /\b(?:faster|slower|quicker|quickly|slowly|rapidly|steeply|sharply)\b/i.test(said![0]);
      return done({ ...base, form: 'change', change: { dir: up ? 'up' : 'down', measure: 'direction', op: less ? '<' : '>', versus: rate ? 'rate' : 'amount' } }, false);
    }
    // "grew twice as fast as India's", "lost three times as many jobs as", "grew three times faster than": the first
    // change as a multiple of the second, at least that multiple as "twice as many people as" is read
    const multiple = pair && up !== down ? changeMultiple(s) : undefined;
    if (pair && multiple) {
      const o = opBefore(s, { start: multiple.index, end: multiple.index } as NumberMatch);
      const negated = negatedAt(multiple.index);
      const stated: CmpOp = o && (o.op !== '=' || o.hedge) ? o.op : multiple.k < 1 ? '<=' : '>=';
      const quantity = { value: multiple.k, percent: false, precision: 0, text: multiple.text };
      return done({ ...base, form: 'change', ...(o?.hedge ? { hedge: o.hedge } : {}),
        change: { dir: up ? 'up' : 'down', measure: 'ratio', op: negated ? NEGATE[stated] : stated, quantity, versus: multiple.rate ? 'rate' : 'amount' } }, negated);
    }
    if (pair) {
      const read = done({ ...base, form: 'change', change: { dir: up && !down ? 'up' : down && !up ? 'down' : null, measure: 'direction', op: '>' } }, true);
      return read.issue ? read : {
        ...read, issue: {
          kind: 'changes',
          message: `The claim compares the change of ${pair.a.text} with the change of ${pair.b.text}; the verifier checks one thing's change at a time and would read ${pair.a.text}'s alone. Check each change on its own (how much ${pair.a.text} rose or fell, then ${pair.b.text}) and compare the two.`,
        },
      };
    }
    const verb = (ratioWord?.[0] ?? (up ? UP : DOWN)).exec(s);
    const negated = verb ? negatedAt(verb.index) : false;
    const dir = up && !down ? 'up' : down && !up ? 'down' : ratioWord ? (ratioWord[1] >= 1 ? 'up' : 'down') : null;
    if (ratioWord && !/\btimes\b/i.test(s)) {
      // "nearly tripled", "roughly halved", "just under doubled": the hedge before the multiple, as before a number.
      const hedged = verb ? RATIO_HEDGE.exec(s.slice(Math.max(0, verb.index - 30), verb.index)) : null;
      const h = hedged ? RATIO_HEDGES.find(([re]) => re.test(hedged[1]!))! : undefined;
      if (h) {
        return done({ ...base, form: 'change', ...(h[2] ? { hedge: h[2] } : {}), change: { dir, measure: 'ratio', op: h[1], quantity: { value: ratioWord[1], percent: false, precision: 0, text: `${hedged![1]} ${ratioText}` } } }, false);
      }
      const op = negated ? NEGATE[ratioWord[2]] : ratioWord[2];
      return done({ ...base, form: 'change', change: { dir, measure: 'ratio', op, quantity: { value: ratioWord[1], percent: false, precision: 0, text: ratioText } } }, negated);
    }
    if (foldN && !timesN) {
      const k = Number(foldN[1]) || FOLD_WORDS[foldN[1]!.toLowerCase()]!;
      const o = opBefore(s, { start: foldN.index, end: foldN.index } as NumberMatch);
      const op = o?.op && o.op !== '=' ? o.op : o?.hedge ? o.op : '>=';
      // "fell fivefold" is to a fifth: the bound turns with the ratio ("more than fivefold" down is below a fifth).
      const fall = dir === 'down';
      return done({ ...base, form: 'change', ...(o?.hedge ? { hedge: o.hedge } : {}), change: { dir: fall ? 'down' : 'up', measure: 'ratio', op: fall ? MIRROR[op] : op, quantity: { value: fall ? 1 / k : k, percent: false, precision: 0, text: foldN[0] } } }, false);
    }
    if (timesN) {
      const k = Number(timesN[1]) || { two: 2, twice: 2, three: 3, four: 4, five: 5, ten: 10 }[timesN[1]!.toLowerCase()] || NaN;
      const o = opBefore(s, { start: timesN.index, end: timesN.index } as NumberMatch);
      const op = o?.op ?? '>=';
      // "fell two times" is to a half, as "fell twofold" is (was: a rise of at least ×2)
      if (down && !up) {
          return done({ ...base, form: 'change', ...(o?.hedge ? { hedge: o.hedge } : {}), change: { dir: 'down', measure: 'ratio', op: MIRROR[op], quantity: { value: 1 / k, percent: false, precision: 0, text: timesN[0] } } }, false);
      }
      return done({ ...base, form: 'change', ...(o?.hedge ? { hedge: o.hedge } : {}), change: { dir: 'up', measure: 'ratio', op, quantity: { value: k, percent: false, precision: 0, text: timesN[0] } } }, false);
    }
    // "lost more than half their value", "fell by half"
    const half = /\b(?:lost|lose|fell by|dropped by|shed|down by|cut by)\s+(more than |over |at least |less than |nearly |almost |about )?(?:half|50 ?%)/i.exec(s);
    if (half) {
      const o = half[1]?.trim().toLowerCase();
      const op: CmpOp = o === 'more than' || o === 'over' ? '<' : o === 'at least' ? '<=' : o === 'less than' ? '>' : '<=';
      return done({ ...base, form: 'change', change: { dir: 'down', measure: 'ratio', op, quantity: { value: 0.5, percent: false, precision: 0, text: half[0] } } }, false);
    }
    // "rose by a third", "fell by about a quarter", "grew by two thirds": a share of the start, in percent.
    const frac = BY_FRACTION.exec(s);
    if (frac && dir) {
      const k = { a: 1, one: 1, two: 2, three: 3 }[frac[2]?.toLowerCase() ?? 'a']!;
      const per = frac[3]!.toLowerCase().replace(/s$/, '');
      const value = (100 * k) / { half: 2, third: 3, quarter: 4, fifth: 5 }[per]!;
      const at = frac.index + 3 + (frac[1]?.length ?? 0);
      const o = opBefore(s, { start: at, end: at } as NumberMatch);
      const op = o ? (o.negated ? NEGATE[o.op] : o.op) : '=';
      // A fraction is a round figure: it holds within a twentieth of itself (a third: 31.7–35 %).
      const quantity: Quantity = { value, percent: true, unit: '%', precision: value / 20, text: frac[0].slice(3).trim() };
      return done({ ...base, form: 'change', ...(o?.hedge ? { hedge: o.hedge } : {}), change: { dir, measure: 'pct', op, quantity } }, o ? foldable(o) : false);
    }
    const first = withOp.find((x) => x.n) ?? undefined;
    if (first) {
      const before = s.slice(Math.max(0, first.n.start - 40), first.n.start);
      const singleTime = times.filter((t) => t.kind === 'point').length === 1 && !times.some((t) => t.kind === 'range');
      // "rose to 10%", "dropped below 2.5 by 2005": a level at the end, not a change.
      const verbThenLevel = new RegExp(`(?:${UP.source}|${DOWN.source})\\s+(?:to|below|under|above|over|past|beyond)\\s+(?:about\\s+|around\\s+|roughly\\s+)?$`, 'i');
      if ((/\bto\s+(?:\w+\s+)?$/i.test(before.slice(-12)) && !/\bby\b/i.test(before.slice(-12))) || (singleTime && verbThenLevel.test(before))) {
        const reach = reachedBy(claim, s, first.n, times, first.o) ?? (extremeDir && !first.o ? extremeReach(s, [first.n]) : undefined);
        const o = reach ? { ...first.o, op: reach, negated: negatedAt(first.n.start) } : first.o ?? { op: '=' as CmpOp, negated: false };
        return done({ ...base, form: 'value', op: o.negated ? NEGATE[o.op] : o.op, ...(o.hedge ? { hedge: o.hedge } : {}), quantity: toQuantity(first.n, s) }, foldable(o));
      }
      const q = toQuantity(first.n, s);
      const pp = /percentage points?|\bpp\b/i.test(first.n.text);
      const measure: ChangeMeasure = q.percent && !pp ? 'pct' : 'diff';
      let op = first.o?.op ?? '=';
      if (first.o?.negated) op = NEGATE[op];
      return done({ ...base, form: 'change', ...(first.o?.hedge ? { hedge: first.o.hedge } : {}), change: { dir, measure, op, quantity: q } }, first.o ? foldable(first.o) : false);
    }
    if (dir) {
      return done({ ...base, form: 'change', change: { dir, measure: 'direction', op: negated ? '<=' : '>' } }, negated);
    }
  }

  // "Seattle was warmer in 2015 than in any other year", "wetter in December 2014 than in any other month": the
  // named period ranks first (last) among the thing's periods, as "2015 was Seattle's warmest year" does.
  if (anyOther) {
    const gt = CMP_GT.exec(s);
    const lt = CMP_LT.exec(s);
    const pts = times.filter((t): t is PointMention => t.kind === 'point');
    const at = pts.length === 1 ? pts[0]!.at : undefined;
    const said = anyOther[1]!.toLowerCase();
    // (one named month of each year, "any other July", is ranked as "Seattle's warmest July was in 2015" is)
    const named = said === 'year' || said === 'month' ? undefined : monthNumber(said);
    const unit = said;
    const fits = at && !at.day && !at.season && (named ? at.month === named : unit === 'month' ? at.month !== undefined : at.month === undefined);
    if ((gt || lt) && fits && scan.mentions.length <= 1 && times.filter((t) => t.kind !== 'ever').length === 1) {
      const dir = gt && (!lt || gt.index <= lt.index) ? 'max' as const : 'min' as const;
      const negated = negatedAt((dir === 'max' ? gt : lt)!.index);
      const read = done({ ...base, form: 'extreme', extreme: { dir, over: 'time', claimedTime: at, ...(unit === 'month' && !named ? { months: 'all' as const } : {}) } }, negated);
      return negated && !read.issue ? { ...read, issue: { kind: 'negation', message: `The claim negates a ranking of one thing's ${unit}s ("not … ${anyOther[0]}"), which may deny the ranking or the comparison; state it without the negation ("was warmer in 2015 than in any other year") to have it checked.` } } : read;
    }
    if (named) {
      return done({ ...base, form: 'none', issue: { kind: 'period', message: `"${anyOther[0]}" ranks one month across the years; it is read of a single named thing and that month of one year ("Seattle was wetter in ${anyOther[1]} 2015 than in any other ${anyOther[1]}").` } }, false);
    }
    return done({ ...base, form: 'none', issue: { kind: 'period', message: `"${anyOther[0]}" ranks one thing's ${unit}s; it is read of a single named thing and a single ${unit === 'month' ? 'month and year' : 'year'} ("Seattle was warmer in 2015 than in any other year").` } }, false);
  }

  // Extremes: over time when a year is the subject, else over entities.
  const max = ARGMAX.exec(s);
  const min = ARGMIN.exec(s);
  const hasOpNumber = withOp.some((x) => x.o && x.o.op !== '=');
  if ((max || min) && !hasOpNumber && !extremeDir) {
    const dir = max && (!min || max.index <= min.index) ? 'max' : 'min';
    const rank = rankBefore(s, (dir === 'max' ? max : min)!.index);
    const ranked = rank ? { rank } : {};
    // "wettest year from 2012 to summer 2015 was 2014": ends the range reader left as two points (unlike ends)
    // are the span ranked, and the claimed year is the one the verb names, not the range's start.
    const ends = joinedEnds(claim, times);
    const rest = times.filter((t) => t !== ends?.[0] && t !== ends?.[1]);
    const pointsLeft = rest.filter((t) => t.kind === 'point');
    const point = pointsLeft.find((t) => CLAIMED_AFTER.test(claim.slice(Math.max(0, t.start - 24), t.start)))
      ?? pointsLeft.find((t) => CLAIMED_BEFORE.test(claim.slice(t.end, t.end + 12)) && !/\b(?:in|of|during|for|over|from|between|since|to|and)\s+$/iu.test(claim.slice(Math.max(0, t.start - 12), t.start)))
      ?? pointsLeft[0];
    const spanned = ends && point ? { times: [...rest, { kind: 'range' as const, from: ends[0].at, to: ends[1].at, start: ends[0].start, end: ends[1].end, text: claim.slice(ends[0].start, ends[1].end) }].sort((a, b) => a.start - b.start) } : {};
    // "Seattle's wettest December was in 2015", "its wettest summer was in 2014": a month or season right after
    // the superlative ranks that month or season over the years.
    const monthRanked = point?.kind === 'point' && (point.at.month !== undefined || point.at.season !== undefined) && SUPERLATIVE_MONTH.test(claim);
    // A year beside a range ("highest in 2009 between 2000 and 2010") is the claimed one of the range's years.
    const inRange = point?.kind === 'point' && times.some((t) => t.kind === 'range' && t.from.year <= point.at.year && point.at.year <= t.to.year);
    const overTime = /\b(?:year|years|month|months|day|days|decade)\b/i.test(s) || /\bpeak(?:ed|s)?\b/i.test(s) || (point !== undefined && scan.mentions.length === 0) || monthRanked || inRange;
    // "the coldest month in 2013 was December" ranks the months of 2013; "December 2015 was the wettest month",
    // with the year on the month, ranks every month of the data.
    const months = point?.kind === 'point' && point.at.month !== undefined && SUPERLATIVE_OF_MONTHS.test(s)
      // "the wettest month in 2014 was December 2014": the bare year beside it still names the year ranked.
      ? { months: /^\d{4}$/.test(point.text.trim()) || pointsLeft.some((t) => t !== point && t.kind === 'point' && /^\d{4}$/.test(t.text.trim()) && t.at.year === point.at.year) ? 'year' as const : 'all' as const } : {};
    if (overTime && point && point.kind === 'point') return done({ ...base, ...spanned, form: 'extreme', extreme: { dir, over: 'time', claimedTime: point.at, ...ranked, ...months } }, false);
    if (!overTime) return done({ ...base, form: 'extreme', extreme: { dir, over: 'entities', ...ranked } }, false);
  }

  // Comparison of two named things (or one thing at two times) without a number, or with the gap between them.
  const pointTimes = times.filter((t) => t.kind === 'point');
  const gapAt = withOp.find((x) => isGap(s, x.n));
  const valueNumbers = withOp.filter((x) => x !== gapAt && (x.o || numbers.length === 1));
  let oneSided = false;
  if (valueNumbers.length === 0 || (valueNumbers.length === 1 && /\bthan\b/i.test(s) && scan.mentions.length >= 2 && !valueNumbers[0]!.o)) {
    // "not more than 10 years higher than": the words before a gap's number are its operator, so the comparison
    // is the word after it when there is one.
    const from = gapAt?.o ? gapAt.n.end : 0;
    const after = from > 0 && (CMP_GT.test(s.slice(from)) || CMP_LT.test(s.slice(from)));
    const cmpAt = (re: RegExp): RegExpExecArray | null => {
      const m = re.exec(after ? s.slice(from) : s);
      if (m && after) m.index += from;
      return m;
    };
    const cmpGt = cmpAt(CMP_GT);
    const cmpLt = cmpAt(CMP_LT);
    // Two times of one thing: two years, or two months without a year ("rainier in November than in July").
    const monthTimes = times.filter((t) => t.kind === 'month' || t.kind === 'season');
    // ("from October to December 2015 than from October to December 2014": two spans of one thing)
    const rangeTimes = times.filter((t) => t.kind === 'range' && !t.since && !t.relative);
    const overTime = scan.mentions.length <= 1 && (pointTimes.length >= 2 || monthTimes.length >= 2 || rangeTimes.length === 2) && /\bthan\b/i.test(s);
    if (cmpGt || cmpLt) {
      const op: CompareOp = cmpGt && (!cmpLt || cmpGt.index <= cmpLt.index) ? '>' : '<';
      const word = (cmpGt && op === '>' ? cmpGt : cmpLt ?? cmpGt)!;
      // One known side and a name that is not in the catalog: compared, so the answer can say which name is missing.
      const missing = scan.mentions.length === 1 && !overTime && scan.absent.length === 0 ? otherSide(s, scan, word.index, found.places) : undefined;
      if (scan.mentions.length >= 2 || overTime || scan.absent.length > 0 || missing) {
        // "not warmer than New York", "no wetter than": the operator's own negation (set aside above for
        // "not more than 80") negates the comparison.
        const negated = negatedAt(word.index) || /\b(?:no|not)\s+$/i.test(s.slice(0, word.index));
        const gap = gapAt ? gapOf(s, gapAt) : undefined;
        // "India's population growth outpaced China's", "job losses in construction were larger than in finance": the
        // changes are compared, not the levels, which is the change reading's to do, two at a time.
        const first = scan.mentions.length >= 2 && !overTime ? Math.min(...scan.mentions.map((m) => m.start)) : -1;
        // ("job losses in construction were larger …": the noun may come before the first thing named)
        const changeNoun = first >= 0 && first < word.index ? CHANGE_NOUN.exec(s.slice(0, word.index)) : null;
        // (with no size or negation, each change is read and the two compared, as "grew faster than" is: ADR 0032)
        if (changeNoun && !negated && !gap && !numbers.length) {
          const dir = /^(?:growth|increases?|gains?)$/i.test(changeNoun[0]) ? 'up' as const : 'down' as const;
          const rate = /\b(?:outpac\w*|faster|quicker|slower|outstrip\w*|trail\w*|lagg?\w*)\b/i.test(s.slice(changeNoun.index, word.index + 20));
          return done({ ...base, form: 'change', change: { dir, measure: 'direction', op, versus: rate ? 'rate' : 'amount' } }, false);
        }
        if (changeNoun) {
          const [a, b] = [...scan.mentions].sort((x, y) => x.start - y.start) as [EntityMention, EntityMention];
          const read = done({ ...base, form: 'compare', compare: { op, overTime } }, negated);
          return read.issue ? read : { ...read, issue: { kind: 'changes', message: `The claim compares the ${changeNoun[0].toLowerCase()} of ${a.text} with that of ${b.text}, not their values; the verifier checks one thing's change at a time. Check each change on its own (how much ${a.text} rose or fell, then ${b.text}) and compare the two.` } };
        }
        return done({ ...base, form: 'compare', ...(gap?.hedge ? { hedge: gap.hedge } : {}), compare: ((c) => (negated ? negateCompare(c) : c))({ op, overTime, ...(missing ? { missing } : {}), ...(gap ? { gap: gap.gap } : {}) }) }, negated);
      }
      oneSided = /\bthan\b/i.test(s) || CMP_VERB.test(s);
    }
  }

  // A value: the first number with an operator, else a lone number read as "equals".
  const pick = withOp.find((x) => x.o) ?? (numbers.length >= 1 ? { n: numbers[0]!, o: undefined } : undefined);
  if (pick) {
    const reach = reachedBy(claim, s, pick.n, times, pick.o) ?? (extremeDir && !pick.o ? extremeReach(s, [pick.n]) : undefined);
    const o = reach ? { ...pick.o, op: reach, negated: negatedAt(pick.n.start) } : pick.o ?? { op: '=' as CmpOp, negated: false };
    const op = o.negated ? NEGATE[o.op] : o.op;
    return done({ ...base, form: 'value', op, ...(o.hedge ? { hedge: o.hedge } : {}), quantity: toQuantity(pick.n, s) }, foldable(o));
  }
  return done({ ...base, form: 'none', ...(oneSided ? { oneSided } : {}) }, false);
}
