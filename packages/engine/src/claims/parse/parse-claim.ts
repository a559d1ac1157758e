import type { AliasIndex } from '../catalog/aliases.ts';
import {
  ARGMAX, ARGMIN, CMP_GT, CMP_LT, DOWN, NEGATION, OP_AFTER, OP_BEFORE, RATIO_WORDS, UP, detectConcept,
  type CmpOp, type Concept,
} from './lexicon.ts';
import { scanMentions, type AbsentMention, type EntityMention } from './mentions.ts';
import { findNumbers, statedPrecision, unitAfter, type NumberMatch } from './numbers.ts';
import { cleanClaim } from './text.ts';
import { findTimes, type TimeMention, type TimePoint } from './time.ts';

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
  change?: { dir: 'up' | 'down' | null; measure: ChangeMeasure; op: CmpOp; quantity?: Quantity };
  extreme?: { dir: 'max' | 'min'; over: 'time' | 'entities'; claimedTime?: TimePoint };
  compare?: { op: '>' | '<'; overTime: boolean };
  /** "a year", "per year", "annually": an average over years. */
  perYear: boolean;
  /** "the hottest day", "the wettest day": the largest or smallest daily value in the period. */
  dayAgg?: 'max' | 'min';
  /** Income brackets named in the claim, as [min, max] dollars (max Infinity). */
  incomeRange?: [number, number];
}

function toQuantity(n: NumberMatch, s: string): Quantity {
  const unit = n.percent ? undefined : unitAfter(s, n.end);
  const value = unit ? unit.toCatalog(n.value) : n.value;
  const precision = unit ? Math.abs(unit.toCatalog(statedPrecision(n)) - unit.toCatalog(0)) : statedPrecision(n);
  return {
    value, percent: n.percent, precision, text: n.text,
    ...(n.percent ? { unit: '%' } : unit ? { unit: unit.unit } : n.currency ? { unit: '$' } : {}),
  };
}

function opBefore(s: string, n: NumberMatch): { op: CmpOp; hedge?: 'about' | 'nearly'; negated: boolean } | undefined {
  const before = s.slice(Math.max(0, n.start - 40), n.start);
  for (const [re, op, hedge] of OP_BEFORE) {
    if (re.test(before)) {
      const negated = NEGATION.test(before.slice(-40));
      return { op, ...(hedge ? { hedge } : {}), negated };
    }
  }
  const after = s.slice(n.end, n.end + 30);
  const unitLen = unitAfter(s, n.end)?.length ?? 0;
  for (const [re, op] of OP_AFTER) if (re.test(after.slice(unitLen))) return { op, negated: NEGATION.test(before) };
  return undefined;
}

const NEGATE: Record<CmpOp, CmpOp> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>', '=': '=' };

const INCOME_MORE = /\$\s?(\d[\d,]*)(?:\s?(k|thousand))?\s*(?:or more|or above|and (?:above|over|up)|\+|or higher)/i;
const INCOME_LESS = /(?:under|less than|below)\s*\$\s?(\d[\d,]*)(?:\s?(k|thousand))?/i;
const INCOME_BETWEEN = /(?:between\s*)?\$\s?(\d[\d,]*)(?:\s?(k|thousand))?\s*(?:and|to|-)\s*\$\s?(\d[\d,]*)(?:\s?(k|thousand))?/i;

function dollars(num: string, k?: string): number {
  return Number(num.replace(/,/g, '')) * (k ? 1000 : 1);
}

function maskRange(s: string, start: number, len: number): string {
  return s.slice(0, start) + ' '.repeat(len) + s.slice(start + len);
}

/** Parses a claim into its parts; resolution against a catalog happens in verify/resolve.ts. */
export function parseClaim(claimText: string, aliases: AliasIndex): ParsedClaim {
  const claim = cleanClaim(claimText);
  const { times, masked: timeMasked } = findTimes(claim);
  let s = timeMasked;
  const concept = detectConcept(s);
  let incomeRange: [number, number] | undefined;
  if (concept === 'household_income_share' || /\bhouseholds\b/i.test(s)) {
    let m = INCOME_BETWEEN.exec(s);
    if (m) { incomeRange = [dollars(m[1]!, m[2]), dollars(m[3]!, m[4])]; s = maskRange(s, m.index, m[0].length); }
    else if ((m = INCOME_MORE.exec(s))) { incomeRange = [dollars(m[1]!, m[2]), Infinity]; s = maskRange(s, m.index, m[0].length); }
    else if ((m = INCOME_LESS.exec(s))) { incomeRange = [0, dollars(m[1]!, m[2])]; s = maskRange(s, m.index, m[0].length); }
  }
  const scan = scanMentions(s, aliases);
  const perYear = /\b(?:a|per|each|every) year\b|\bannually\b|\byearly\b/i.test(s);
  const dayMax = /\b(?:hottest|warmest|wettest|rainiest) day\b|\bhighest (?:daily )?(?:temperature|precipitation|rainfall)\b/i.test(s);
  const dayMin = /\b(?:coldest|coolest) day\b|\blowest (?:daily )?temperature\b/i.test(s);
  const base = {
    claim, concept, mentions: scan.mentions, absent: scan.absent, unknownNames: scan.unknownNames, times, perYear,
    ...(dayMax ? { dayAgg: 'max' as const } : dayMin ? { dayAgg: 'min' as const } : {}),
    ...(incomeRange ? { incomeRange } : {}),
  };
  // Numbers inside entity names ("7-Eleven") are not quantities.
  const numbers = findNumbers(s).filter((n) => !scan.mentions.some((m) => n.start < m.end && n.end > m.start));
  const withOp = numbers.map((n) => ({ n, o: opBefore(s, n) }));

  // between X and Y (values, not years: those were masked)
  const btw = /\bbetween\s+(\S[^]*?)\s+(?:and|to)\s+(\S+)/i.exec(s);
  if (btw && numbers.length >= 2) {
    const a = numbers.find((n) => n.start >= btw.index && n.start < btw.index + btw[0].length);
    const b = a && numbers.find((n) => n.start > a.end && n.start <= btw.index + btw[0].length + 20);
    if (a && b && !UP.test(s) && !DOWN.test(s)) {
      // "between 75 and 85 million": the first bound shares the second's scale and unit.
      const qa = toQuantity(a, s);
      const qb = toQuantity(b, s);
      if (a.scale === 1 && b.scale > 1) { qa.value *= b.scale; qa.precision *= b.scale; }
      if (!qa.unit && qb.unit) qa.unit = qb.unit;
      return { ...base, form: 'between', op: '=', quantity: qa, quantity2: qb };
    }
  }

  // "from 8 children in 1975 to 5 in 2000": both stated values are checked.
  const pointCount = times.filter((t) => t.kind === 'point').length;
  const ft = /\bfrom\s+(?:about\s+|around\s+|roughly\s+)?(\S[^]*?)\bto\s+(?:about\s+|around\s+|roughly\s+)?/i.exec(s);
  if (ft && pointCount >= 2 && numbers.length >= 2) {
    const a = numbers.find((n) => n.start >= ft.index && n.start < ft.index + ft[0].length);
    const b = a && numbers.find((n) => n.start >= ft.index + ft[0].length);
    if (a && b) {
      const hedge = /\b(?:about|around|roughly|approximately|some)\b/i.test(s) ? { hedge: 'about' as const } : {};
      const qa = toQuantity(a, s);
      const qb = toQuantity(b, s);
      if (!qb.unit && qa.unit) qb.unit = qa.unit;
      return { ...base, form: 'fromto', op: '=', ...hedge, quantity: qa, quantity2: qb };
    }
  }

  // Change: a verb of rising or falling, a multiple, or "lost half".
  const ratioWord = RATIO_WORDS.find(([re]) => re.test(s));
  const ratioText = ratioWord ? (ratioWord[0].exec(s)?.[0] ?? '') : '';
  const up = UP.test(s);
  const down = DOWN.test(s);
  const timesN = /\b(\d+(?:\.\d+)?|two|three|four|five|ten)\s+times\b/i.exec(s);
  if (ratioWord || up || down || timesN) {
    const negated = NEGATION.test(s);
    const dir = up && !down ? 'up' : down && !up ? 'down' : ratioWord ? (ratioWord[1] >= 1 ? 'up' : 'down') : null;
    if (ratioWord && !/\btimes\b/i.test(s)) {
      const op = negated ? NEGATE[ratioWord[2]] : ratioWord[2];
      return { ...base, form: 'change', change: { dir, measure: 'ratio', op, quantity: { value: ratioWord[1], percent: false, precision: 0, text: ratioText } } };
    }
    if (timesN) {
      const k = Number(timesN[1]) || { two: 2, three: 3, four: 4, five: 5, ten: 10 }[timesN[1]!.toLowerCase()] || NaN;
      const o = opBefore(s, { start: timesN.index, end: timesN.index } as NumberMatch);
      return { ...base, form: 'change', change: { dir: 'up', measure: 'ratio', op: o?.op ?? '>=', quantity: { value: k, percent: false, precision: 0, text: timesN[0] } } };
    }
    // "lost more than half their value", "fell by half"
    const half = /\b(?:lost|lose|fell by|dropped by|shed|down by|cut by)\s+(more than |over |at least |less than |nearly |almost |about )?(?:half|50 ?%)/i.exec(s);
    if (half) {
      const o = half[1]?.trim().toLowerCase();
      const op: CmpOp = o === 'more than' || o === 'over' ? '<' : o === 'at least' ? '<=' : o === 'less than' ? '>' : '<=';
      return { ...base, form: 'change', change: { dir: 'down', measure: 'ratio', op, quantity: { value: 0.5, percent: false, precision: 0, text: half[0] } } };
    }
    const first = withOp.find((x) => x.n) ?? undefined;
    if (first) {
      const before = s.slice(Math.max(0, first.n.start - 40), first.n.start);
      const singleTime = times.filter((t) => t.kind === 'point').length === 1 && !times.some((t) => t.kind === 'range');
      // "rose to 10%", "dropped below 2.5 by 2005": a level at the end, not a change.
      const verbThenLevel = new RegExp(`(?:${UP.source}|${DOWN.source})\\s+(?:to|below|under|above|over|past|beyond)\\s+(?:about\\s+|around\\s+|roughly\\s+)?$`, 'i');
      if ((/\bto\s+(?:\w+\s+)?$/i.test(before.slice(-12)) && !/\bby\b/i.test(before.slice(-12))) || (singleTime && verbThenLevel.test(before))) {
        const o = first.o ?? { op: '=' as CmpOp, negated: false };
        return { ...base, form: 'value', op: o.negated ? NEGATE[o.op] : o.op, ...(o.hedge ? { hedge: o.hedge } : {}), quantity: toQuantity(first.n, s) };
      }
      const q = toQuantity(first.n, s);
      const pp = /percentage points?|\bpp\b/i.test(first.n.text);
      const measure: ChangeMeasure = q.percent && !pp ? 'pct' : 'diff';
      let op = first.o?.op ?? '=';
      if (first.o?.negated) op = NEGATE[op];
      return { ...base, form: 'change', ...(first.o?.hedge ? { hedge: first.o.hedge } : {}), change: { dir, measure, op, quantity: q } };
    }
    if (dir) {
      return { ...base, form: 'change', change: { dir, measure: 'direction', op: negated ? '<=' : '>' } };
    }
  }

  // Extremes: over time when a year is the subject, else over entities.
  const max = ARGMAX.exec(s);
  const min = ARGMIN.exec(s);
  const hasOpNumber = withOp.some((x) => x.o && x.o.op !== '=');
  if ((max || min) && !hasOpNumber) {
    const dir = max && (!min || max.index <= min.index) ? 'max' : 'min';
    const point = times.find((t) => t.kind === 'point');
    const overTime = /\b(?:year|years|month|months|day|days|decade)\b/i.test(s) || /\bpeak(?:ed|s)?\b/i.test(s) || (point !== undefined && scan.mentions.length === 0);
    if (overTime && point && point.kind === 'point') return { ...base, form: 'extreme', extreme: { dir, over: 'time', claimedTime: point.at } };
    if (!overTime) return { ...base, form: 'extreme', extreme: { dir, over: 'entities' } };
  }

  // Comparison of two named things (or one thing at two times) without a number.
  const pointTimes = times.filter((t) => t.kind === 'point');
  const valueNumbers = withOp.filter((x) => x.o || numbers.length === 1);
  if (valueNumbers.length === 0 || (valueNumbers.length === 1 && /\bthan\b/i.test(s) && scan.mentions.length >= 2 && !valueNumbers[0]!.o)) {
    const cmpGt = CMP_GT.exec(s);
    const cmpLt = CMP_LT.exec(s);
    const overTime = scan.mentions.length <= 1 && pointTimes.length >= 2 && /\bthan\b/i.test(s);
    if ((scan.mentions.length >= 2 || overTime || scan.absent.length > 0) && (cmpGt || cmpLt)) {
      const op = cmpGt && (!cmpLt || cmpGt.index <= cmpLt.index) ? '>' : '<';
      const negated = NEGATION.test(s);
      return { ...base, form: 'compare', compare: { op: negated ? (op === '>' ? '<' : '>') : op, overTime } };
    }
  }

  // A value: the first number with an operator, else a lone number read as "equals".
  const pick = withOp.find((x) => x.o) ?? (numbers.length >= 1 ? { n: numbers[0]!, o: undefined } : undefined);
  if (pick) {
    const o = pick.o ?? { op: '=' as CmpOp, negated: false };
    const op = o.negated ? NEGATE[o.op] : o.op;
    return { ...base, form: 'value', op, ...(o.hedge ? { hedge: o.hedge } : {}), quantity: toQuantity(pick.n, s) };
  }
  return { ...base, form: 'none' };
}
