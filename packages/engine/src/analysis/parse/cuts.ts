/**
 * Cuts of a measure at a number that split the rows in two ("discounts over 20%", "patients older than
 * 40").
 */
import { ownEntry } from '../../own-entry.ts';
import * as C from '../cues.ts';
import type { Column } from '../ingest.ts';
import { columnStems, STOP, type Token } from '../text.ts';
import { endOf } from './column-matching.ts';
import { inRowsClause } from './direction.ts';
import { boundAfter, CUT_DENIAL, CUT_WORDS, DENIED_OP, fractionWord, numberAt, rowsClause } from './numbers.ts';
import { absentBefore, hadOrNot, presentBefore } from './presence.ts';
import type { Bound, ColumnMatch, Cut } from './types.ts';
import { durationIn, isSpeed, percentOf, speedWords } from './units.ts';
import { claimsNo, columnUnit, DESCRIBES_ROWS, DETERMINERS, NEGATION, PEOPLE, TIME_UNIT, UNIT_WORD } from './words.ts';

/** The one column a cut's groups are compared on, when the claim names exactly one more, a measure or a yes/no. */
export function soleOutcome(matches: ColumnMatch[], cutMatches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column): ColumnMatch | undefined {
  const others = matches.filter((o) => !cutMatches.includes(o));
  const kind = others.length === 1 ? columnOf(others[0] as ColumnMatch).kind : undefined;
  return kind === 'numeric' || kind === 'binary' ? others[0] : undefined;
}

/**
 * "Orders with no discount are returned less": the rows without any of a measure, at most 0 ("= 0"
 * on a column that is never negative), against the rest, compared on the one other column, like a
 * cut at a number; returned when the claim has no number.
 */
function absenceCut(tokens: Token[], matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column):
  { cut: Cut; outcome: ColumnMatch; words: Set<number> } | undefined {
  for (const m of matches) {
    if (columnOf(m).kind !== 'numeric') continue;
    const gone = absentBefore(tokens, m.start);
    // "orders with discounts", "patients with complications" (no article): the rows that have some
    // when the rows may have none (hadOrNot); "employees with experience", where nearly everyone has
    // some, stays an association with the amount. Only in the words that name the rows, before the
    // outcome and any direction word: "returns rise with discounts" is about the amount.
    const bare = hadOrNot(columnOf(m));
    const k = gone ?? presentBefore(tokens, m.start, bare);
    if (k === undefined) continue;
    const outcome = soleOutcome(matches, [m], columnOf);
    if (!outcome) return undefined;
    const article = gone !== undefined || /^(a|an|any)$/.test(tokens[m.start - 1]?.word ?? '');
    if (!article && (outcome.start < m.end || tokens.slice(0, k).some((t) => C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word)))) continue;
    const words = new Set<number>();
    for (let j = k; j < m.start; j++) words.add(j);
    return { cut: { column: m.column, op: gone === undefined ? '>' : '<=', at: 0 }, outcome, words };
  }
  return undefined;
}

/**
 * "Discounts over 20% increase returns", "employees with more than 10 years of experience earn
 * more": a number next to a measure's name cuts the rows in two, those over it and the rest, and
 * the claim compares them on the one other column. Only where the measure describes the rows
 * (the sentence's first column, or after "with", "for", "when" …), so "discounts push order value
 * above 80" keeps order value the outcome, and only when the cut's number is the claim's only
 * number ("60% of orders over $50 …" is a share). A word of the measure's own name after the
 * number is its unit ("a tenure of at least 12 months"), not another column: it is returned as
 * `unit` for the caller to drop.
 */
export function findCut(tokens: Token[], matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column, outcomeBound?: number):
  { cut: Cut; outcome: ColumnMatch; unit?: ColumnMatch; words: Set<number> } | undefined {
  const numbers = tokens.map((t) => numberAt(tokens, t.index)).filter((n) => n !== undefined && n.index !== outcomeBound);
  const n = numbers[0];
  if (matches.some((m) => m.start < 0)) return undefined;
  if (!numbers.length && !fractionWord(tokens)) return absenceCut(tokens, matches, columnOf);
  if (!n || numbers.length !== 1) return undefined;
  const last = n.index + (/^(percent|pct|k|thousand|m|million|mn|bn|billion|b)$/.test(tokens[n.index + 1]?.word ?? '') ? 1 : 0);
  // the comparison words starting at token i, with the side they name (on a speed, "faster than" is above)
  let fastHigh = false;
  const fastTokens = speedWords(tokens);
  const cutWords = (i: number) => {
    for (const [re, op, len] of CUT_WORDS) {
      if (i >= 0 && re.test((fastHigh ? fastTokens : tokens).slice(i, i + len).map((t) => t.word).join(' '))) return { op, len };
    }
    return undefined;
  };
  const ends = boundThanEnd(tokens, matches, columnOf, n.index, last, cutWords);
  if (ends) return ends;
  const describesRows = (m: ColumnMatch, at: number, ofPeople = false) => {
    let k = at - 1;
    while (k >= 0 && DETERMINERS.has((tokens[k] as Token).word)) k--;
    // ("the drop is higher for patients older than 40": the measure describes the people named before it)
    // ("… for patients not older than 40": the denial is the cut's)
    const p = CUT_DENIAL.test(tokens[k]?.word ?? '') ? k - 1 : k;
    const people = ofPeople && PEOPLE.test(tokens[p]?.word ?? '') && DESCRIBES_ROWS.test(tokens[p - 1]?.word ?? '');
    return { ok: m === matches[0] || k < 0 || DESCRIBES_ROWS.test(tokens[k]?.word ?? '') || people, before: tokens[k]?.word ?? '' };
  };
  for (const m of matches) {
    const c = columnOf(m);
    // ("there is no drop above 10 in smokers": what there is or is not is the claim's bound, not the rows)
    if (c.kind !== 'numeric' || thereIs(tokens, m.start)) continue;
    fastHigh = isSpeed(c);
    let found: { op: Bound; from: number } | undefined;
    const rows = describesRows(m, m.start, true);
    if (rows.ok) {
      let i = m.end + 1;
      // "a discount of over 20%", "when discounts are above 20%"
      if (tokens[i]?.word === 'of' || (/^(is|are|was|were)$/.test(tokens[i]?.word ?? '') && /^(when|whenever|if|where|once)$/.test(rows.before))) i++;
      // "patients with no drop above 10", "without a drop of more than 10": the rows lacking such a
      // value are those on the other side of the bound
      let a = m.start - 1;
      while (a >= 0 && /^(a|an|any|the)$/.test(tokens[a]?.word ?? '')) a--;
      // (also "patients who do not have a drop above 10", "who never saw a drop …")
      const lacking = tokens[a]?.word === 'without' || (a > 0 && tokens[a]?.word === 'no' && !claimsNo(tokens, a)) ||
        (a > 0 && !DESCRIBES_ROWS.test(tokens[a]?.word ?? '') && NEGATION.test(tokens[a - 1]?.word ?? '') && inRowsClause(tokens, a - 1));
      const w = cutWords(i);
      if (w && i + w.len === n.index) found = { op: lacking ? DENIED_OP[w.op] : w.op, from: m.end + 1 };
      // "orders that are over $30", "orders that aren't more than $30", "orders not over $30": a
      // denial turns the side round, as "not more than" does
      const clause = rowsClause(tokens, m.end + 1);
      const cw = found ? undefined : cutWords(clause.at);
      if (cw && clause.at + cw.len === n.index && (clause.at > m.end + 1)) found = { op: clause.denied ? DENIED_OP[cw.op] : cw.op, from: m.end + 1 };
    }
    // "patients older than 40", "younger than 30": a comparative of the measure's end, "than" and the number
    const end = rows.ok && m.start === m.end && tokens[m.end + 1]?.word === 'than' && m.end + 2 === n.index ? endOf(tokens[m.start] as Token, m.column) : undefined;
    // ("patients not older than 60", "who aren't older than 60": at most 60)
    const endDenied = end !== undefined && CUT_DENIAL.test(tokens[m.start - 1]?.word ?? '');
    if (!found && end !== undefined) found = endDenied ? { op: end > 0 ? '<=' : '>=', from: m.start - 1 } : { op: end > 0 ? '>' : '<', from: m.end + 1 };
    // "aged 50 or more", "orders of 40 or less": the bound is written after the number
    let through = last;
    if (!found && rows.ok && (tokens[m.end + 1]?.word === 'of' ? m.end + 2 : m.end + 1) === n.index) {
      const stems = new Set(columnStems(c.name));
      const bound = boundAfter(tokens, last, (t) => stems.has(t.stem) || UNIT_WORD.test(t.word));
      if (bound) {
        found = { op: bound.op, from: m.end + 1 };
        through = bound.end;
      }
    }
    if (!found && last + 1 === m.start) {
      // "with more than 10 years of experience": the cut is written before the measure
      for (let len = 3; len >= 1 && !found; len--) {
        const w = cutWords(n.index - len);
        if (w && w.len === len && describesRows(m, n.index - len).ok) found = { op: w.op, from: n.index - len };
      }
    }
    if (!found && describesRows(m, n.index).ok) {
      // "with 5 or more tickets": the bound after the number, then the measure
      const before = boundAfter(tokens, last);
      if (before && before.end + 1 === m.start) {
        found = { op: before.op, from: n.index };
        through = before.end;
      }
      // "with 5 tickets or more": the measure, then the bound
      const stems = new Set(columnStems(c.name));
      const after = !found && last + 1 === m.start && m.start === m.end ? boundAfter(tokens, last, (t) => stems.has(t.stem)) : undefined;
      if (after) {
        found = { op: after.op, from: n.index };
        through = after.end;
      }
    }
    // "patients 40 or older", "customers 30 or younger": the number, then the measure's end as its bound
    const trailingEnd = !found && m.start === m.end && m.start === last + 2 && /^(or|and)$/.test(tokens[last + 1]?.word ?? '') ? endOf(tokens[m.start] as Token, m.column) : undefined;
    if (trailingEnd !== undefined && (describesRows(m, n.index, true).ok || PEOPLE.test(tokens[n.index - 1]?.word ?? ''))) {
      found = { op: trailingEnd > 0 ? '>=' : '<=', from: n.index };
      through = m.start;
    }
    if (!found) continue;
    const stems = new Set(columnStems(c.name));
    const unit = found.from > m.end
      ? matches.find((u) => u !== m && u.start === last + 1 && tokens.slice(u.start, u.end + 1).every((t) => stems.has(t.stem) || STOP.has(t.word)))
      : undefined;
    const outcome = soleOutcome(matches, unit ? [m, unit] : [m], columnOf);
    if (!outcome) return undefined;
    // "deliveries over 2 hours" on delivery_minutes: cut at 120
    const written = n.percent ? undefined : ownEntry(TIME_UNIT, tokens[last + 1]?.word ?? '');
    const inUnit = written !== undefined && columnUnit(c.name) !== undefined ? durationIn(c, { value: n.value, unit: written }) : undefined;
    const at = n.percent ? percentOf(c, n.value) : inUnit && 'value' in inUnit ? inUnit.value : n.value;
    const words = new Set<number>();
    for (let j = found.from; j <= Math.max(unit ? unit.end : last, through); j++) if (j < m.start || j > m.end) words.add(j);
    // ("younger than 30" says where the cut is, not the claim's direction)
    if (end !== undefined || trailingEnd !== undefined) words.add(m.start);
    return { cut: { column: c.name, op: found.op, at }, outcome, ...(unit ? { unit } : {}), words };
  }
  return undefined;
}

/** "There is no drop …", "there are some stays …": the measure at `at` is what the sentence says there is (or is not). */
function thereIs(tokens: Token[], at: number): boolean {
  let k = at - 1;
  while (k >= 0 && /^(a|an|any|no|some|the)$/.test(tokens[k]?.word ?? '')) k--;
  return /^(is|are|was|were)$/.test(tokens[k]?.word ?? '') && tokens[k - 1]?.word === 'there';
}

/**
 * "Patients over 60 stay longer than younger patients", "customers under 30 spend less than older
 * ones": a bound right after the rows' noun, whose other side is named after "than" by the low (or
 * high) end of a measure: that measure is cut at the number (age > 60 against age ≤ 60), and the
 * groups are compared on the one other column.
 */
function boundThanEnd(
  tokens: Token[], matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column, at: number, last: number,
  cutWords: (i: number) => { op: Bound; len: number } | undefined,
): { cut: Cut; outcome: ColumnMatch; words: Set<number> } | undefined {
  let bound: { op: Bound; len: number } | undefined;
  for (let len = 3; len >= 1 && !bound; len--) {
    const w = cutWords(at - len);
    if (w && w.len === len) bound = w;
  }
  const from = at - (bound?.len ?? 0);
  if (!bound || from < 1 || matches.some((m) => m.start <= from - 1 && m.end >= from - 1) || DESCRIBES_ROWS.test(tokens[from - 1]?.word ?? '')) return undefined;
  const low = bound.op === '>' || bound.op === '>=';
  const other = matches.find((m) => m.start > last && m.start === m.end && columnOf(m).kind === 'numeric' &&
    tokens.slice(last + 1, m.start).some((t) => t.word === 'than') && /^(than|the|those)$/.test(tokens[m.start - 1]?.word ?? '') &&
    endOf(tokens[m.start] as Token, m.column) === (low ? -1 : 1));
  if (!other) return undefined;
  const outcome = soleOutcome(matches, [other], columnOf);
  if (!outcome) return undefined;
  const c = columnOf(other);
  const n = numberAt(tokens, at) as NonNullable<ReturnType<typeof numberAt>>;
  const words = new Set<number>([other.start]);
  for (let j = from; j <= last; j++) words.add(j);
  return { cut: { column: c.name, op: bound.op, at: n.percent ? percentOf(c, n.value) : n.value }, outcome, words };
}
