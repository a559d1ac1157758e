/**
 * The side of a bound ("above", "not more than", "do not have a drop above 10"), shares of rows
 * past a number, and bounds joined by "and" (a range, or two claims).
 */
import * as C from '../cues.ts';
import type { Column } from '../ingest.ts';
import type { Token } from '../text.ts';
import { inRowsClause } from './direction.ts';
import { boundAfter, CUT_WORDS, cutWordsBefore, durationWords, findNumber, fractionWord, numberAt } from './numbers.ts';
import type { ColumnMatch, Cut } from './types.ts';
import { claimsNo, DESCRIBES_ROWS, NEGATION, UNIT_WORD } from './words.ts';

/**
 * A bound denied right before it: "no longer than", "isn't more than", "doesn't take less than", "is
 * not at least" (group 1: the bound). Not a "not" in a clause on the rows ("patients who do not smoke, more than 60% …").
 */
const DENIED_BOUND = /(?:\bno|(?<!\b(?:who|whom|whose|that|which|where|when|whenever|if|unless)(?: \w+)? )\b(?:not|never|cannot|(?:do|does|did|is|are|was|were|has|have|had|wo|ca)nt)(?: \w+)?) (at least|at most|(?:more|greater|higher|larger|bigger|longer|older|later|heavier|taller|less|fewer|lower|smaller|shorter|younger|earlier|lighter|cheaper) than)\s*$/;

/** The bound words right before the number at `at` ("above", "more than", "at least"), with where they start and their side. */
function boundBefore(tokens: Token[], at: number): { start: number; dir: 1 | -1 } | undefined {
  const w = (k: number) => tokens[k]?.word ?? '';
  if (/^(above|over|beyond|exceed\w*|surpass\w*)$/.test(w(at - 1))) return { start: at - 1, dir: 1 };
  if (/^(below|under)$/.test(w(at - 1))) return { start: at - 1, dir: -1 };
  if (w(at - 2) === 'at' && /^(least|most)$/.test(w(at - 1))) return { start: at - 2, dir: w(at - 1) === 'least' ? 1 : -1 };
  if (w(at - 1) !== 'than') return undefined;
  if (/^(more|greater|higher|larger|bigger|longer|older|later|heavier|taller|slower)$/.test(w(at - 2))) return { start: at - 2, dir: 1 };
  if (/^(less|fewer|lower|smaller|shorter|younger|earlier|lighter|cheaper|faster|quicker|sooner)$/.test(w(at - 2))) return { start: at - 2, dir: -1 };
  return undefined;
}

/** Positions of the words that follow a mark ending a clause (",", ";", ":", a dash), by tokenize's words; none when they cannot be lined up. */
function afterBreaks(lower: string, tokens: Token[]): Set<number> {
  const found = [...lower.matchAll(/[$€£]?\d[\d,]*(?:\.\d+)?%?|\p{L}[\p{L}\p{M}'’]*/gu)];
  if (found.length !== tokens.length) return new Set();
  const out = new Set<number>();
  found.forEach((m, i) => {
    const prev = found[i - 1];
    if (prev && /[,;:!?()–—]|\s-\s/.test(lower.slice((prev.index as number) + prev[0].length, m.index))) out.add(i);
  });
  return out;
}

/** Words that end the clause before them: a bound after one is no longer in the clause of a negation before it. */
const CLAUSE_JOIN = /^(and|but|or|while|whereas|although|though|because|so|yet)$/;

/**
 * Whether the verb of the clause a bound at `start` stands in is negated ("do not have a drop above
 * 10", "never show", "didn't get"): an auxiliary's "not", "never" or a contracted "n't" with no
 * clause break between it and the bound, and not itself in a clause about the rows ("patients who
 * do not smoke have a drop above 10"). "a drop that is above 10" stays in the clause.
 */
function negatedVerbBefore(lower: string, tokens: Token[], start: number): boolean {
  const breaks = afterBreaks(lower, tokens);
  for (let k = start - 1; k >= 0; k--) {
    if (breaks.has(k + 1)) return false;
    const w = (tokens[k] as Token).word;
    if (CLAUSE_JOIN.test(w)) return false;
    if (C.CLAUSE_OPENER.test(w)) {
      if (/^(that|which)$/.test(w) && /^(is|are|was|were)$/.test(tokens[k + 1]?.word ?? '')) continue;
      return false;
    }
    // "patients see no drop above 10", "have no drop of more than 10": a "no" before the bounded
    // measure, after the verb, denies the bound as "do not see a drop" does
    if (w === 'no') return deniedObject(tokens, breaks, k, start);
    if (!NEGATION.test(w) || /^(nor|neither)$/.test(w)) continue;
    if (w === 'not' && !C.AUXILIARY.test(tokens[k - 1]?.word ?? '')) return false;
    return !inRowsClause(tokens, k);
  }
  return false;
}

/**
 * Whether the "no" at `k` is the determiner of the bounded measure's words up to the bound at
 * `start`, after the clause's verb: not first ("no patient has …" is said of every row), not after
 * a word that describes rows ("with no drop above 10" cuts the rows), not in a clause about the
 * rows ("patients who see no …"), and with only the measure's words (or "of") before the bound.
 */
function deniedObject(tokens: Token[], breaks: ReadonlySet<number>, k: number, start: number): boolean {
  const word = (i: number) => tokens[i]?.word ?? '';
  // ("almost no delivery takes …": still the subject's "no")
  if (tokens.slice(0, k).every((t) => /^(almost|nearly|virtually|practically|basically|hardly|just|so|then|thus|and|but)$/.test(t.word)) || breaks.has(k) || claimsNo(tokens, k) || DESCRIBES_ROWS.test(word(k - 1)) || C.CLAUSE_OPENER.test(word(k - 1))) return false;
  if (start - k > 5 || tokens.slice(k + 1, start).some((t) => t.word !== 'of' && (DESCRIBES_ROWS.test(t.word) || C.CLAUSE_OPENER.test(t.word)))) return false;
  for (let i = k - 1; i >= 0; i--) {
    if (breaks.has(i + 1) || CLAUSE_JOIN.test(word(i))) return true;
    if (C.CLAUSE_OPENER.test(word(i))) return false;
  }
  return true;
}

/** Above or below the claim's number: "more than 60%", "under 50", "most" (above), "few" (below). */
export function thresholdSide(lower: string, tokens: Token[], number: NonNullable<ReturnType<typeof findNumber>>): { dir: 1 | -1; approx: boolean; denied?: true } {
  // the words up to the number, by position (a search for its text could stop inside another word)
  const before = number.index >= 0 ? ` ${tokens.slice(0, number.index + 1).map((t) => t.word).join(' ')} ` : lower;
  // "isn't more than 30", "doesn't take longer than 30", "is not at least 30": the negated bound
  // right before the number, whose side the negation turns round
  const negatedBound = number.index >= 0 ? DENIED_BOUND.exec(` ${tokens.slice(0, number.index).map((t) => t.word).join(' ')}`) : null;
  if (negatedBound) return { dir: /^(at least|more|greater|higher|larger|bigger|longer|older|later|heavier|taller)\b/.test(negatedBound[1] ?? '') ? -1 : 1, approx: false, denied: true };
  // "patients do not have a drop above 10", "did not show a drop of at least 10": a negated verb
  // further back in the bound's own clause denies the bound too ("no more than" is read below)
  const side = number.index >= 0 ? boundBefore(tokens, number.index) : undefined;
  if (side && !/^(no|not)$/.test(tokens[side.start - 1]?.word ?? '') && negatedVerbBefore(lower, tokens, side.start)) return { dir: (-side.dir) as 1 | -1, approx: false, denied: true };
  // "no more than" and "at most" are limits from above, whatever "more" says on its own
  if (/\b((no|not) (more|greater|higher) than|at most|up to)\b/.test(before)) return { dir: -1, approx: false };
  // "arrive within 30 minutes", "within half an hour": at most (not "within 5% of 26", an interval)
  if (number.index >= 0 && /\bwithin \S+ $/.test(before) && tokens[number.index + 1]?.word !== 'of' && !number.percent) return { dir: -1, approx: false };
  if (/\b((no|not) (less|fewer|lower) than|at least)\b/.test(before)) return { dir: 1, approx: false };
  // "is not above 30", "doesn't exceed 30", "never falls below 30": the negation turns the side round
  const denied = /\b(not|never|doesnt|dont|didnt|isnt|arent|wasnt|werent|cannot|cant|wont)( \w+)? (above|over|exceed\w*|beyond|surpass\w*|below|under|(fall|falls|fell|go|goes|went|drop|drops|dropped) (below|under))\s*$/
    .exec(` ${tokens.slice(0, Math.max(number.index, 0)).map((t) => t.word).join(' ')}`);
  if (number.index >= 0 && denied) return { dir: /below|under/.test(denied[3] ?? '') ? 1 : -1, approx: false, denied: true };
  // "40 or more", "65 and over", "10 or fewer": the bound after the number
  const bound = number.index >= 0 ? boundAfter(tokens, number.index) : undefined;
  if (bound) return { dir: bound.op === '>=' ? 1 : -1, approx: false };
  const greater = C.GREATER.test(before) || (number.index < 0 && /\b(most|majority)\b/.test(lower));
  const less = C.LESS.test(before) || (number.index < 0 && /\b(minority|few)\b/.test(lower));
  return { dir: less && !greater ? -1 : 1, approx: !greater && !less };
}

/**
 * "At least 30% of orders are over $60", "fewer than half of students score above 70": a share of
 * the rows (a percentage or fraction before "of") and a second number that the rows pass. Gives
 * the share, the number the rows pass and both sides, or undefined when the claim has no such pair.
 */
export function shareOfRowsPast(tokens: Token[], skip: ReadonlySet<number> = new Set()): { share: number; shareDir: 1 | -1; at: NonNullable<ReturnType<typeof findNumber>> & { unit?: string; raw?: string }; atDir: 1 | -1; op: Cut['op'] } | undefined {
  let share: { value: number; index: number; end: number } | undefined;
  for (let i = 0; i < tokens.length && !share; i++) {
    const n = numberAt(tokens, i);
    const end = n && tokens[i + 1]?.word === 'percent' ? i + 2 : i + 1;
    // (not "within 5% of 30": a margin around a number, not a share of the rows)
    if (n?.percent && tokens[end]?.word === 'of' && !numberAt(tokens, end + 1)) share = { value: n.value, index: i, end };
  }
  const fraction = share ? undefined : fractionWord(tokens);
  if (fraction && fraction.index >= 0) {
    const of = tokens.findIndex((t, k) => k > fraction.index && t.word === 'of');
    share = { value: fraction.value, index: fraction.index, end: of };
  }
  if (!share) return undefined;
  let at: (NonNullable<ReturnType<typeof findNumber>> & { unit?: string; raw?: string }) | undefined;
  // (`skip`: the number of a cut of the rows, "more than half of smokers over 40 stay longer than 8 days")
  for (let i = share.end + 1; i < tokens.length && !at; i++) if (!skip.has(i)) at = numberAt(tokens, i);
  // "… stay longer than a week": a duration in words (the caller turns it into the column's unit)
  const duration = at ? undefined : durationWords(tokens);
  if (duration && duration.index > share.end) at = duration;
  // "revenue exceeds 400 in at least 30% of months": the number the rows pass comes first
  let first = false;
  for (let i = share.index - 1; i >= 0 && !at; i--) {
    const n = numberAt(tokens, i);
    if (n && !n.percent) at = n;
    first = at !== undefined;
  }
  if (!at) return undefined;
  const words = (from: number, to: number) => ` ${tokens.slice(Math.max(from, 0), to).map((t) => t.word).join(' ')} `;
  const before = words(share.index - 3, share.index);
  const shareDir: 1 | -1 = /\b((less|fewer) than|under|below|at most|no more than|not more than|up to)\s*$/.test(before) ? -1 : 1;
  const between = first ? words(at.index - 3, at.index) : words(share.end + 1, at.index);
  const bound = boundAfter(tokens, at.unit !== undefined ? (duration as { end: number }).end : at.index);
  // the side with its edge: "at least 5" keeps 5, "more than 5" does not
  const op: Cut['op'] = bound ? bound.op
    : /\b(at least|no less than|not less than)\b/.test(between) ? '>='
      : /\b(at most|no more than|not more than|up to|within)\b/.test(between) ? '<='
        : C.LESS.test(between) && !C.GREATER.test(between) ? '<' : '>';
  const atDir: 1 | -1 = op === '>' || op === '>=' ? 1 : -1;
  return { share: share.value, shareDir, at, atDir, op };
}

/**
 * "Patients over 40 and under 60", "orders above $20 but below $50": a bound, "and" (or "but", "or"),
 * and a bound on the other side, with nothing between but the first number's unit. Returns their words.
 */
export function boundsJoined(tokens: Token[]): { words: string; first: string; second: string } | undefined {
  for (const t of tokens) {
    const a = numberAt(tokens, t.index);
    const before = a ? cutWordsBefore(tokens, a.index) : undefined;
    if (!a || !before) continue;
    const join = a.index + (UNIT_WORD.test(tokens[a.index + 1]?.word ?? '') ? 2 : 1);
    if (!/^(and|but|or)$/.test(tokens[join]?.word ?? '')) continue;
    const b = [2, 3, 4].map((k) => numberAt(tokens, join + k)).find((n) => n !== undefined);
    const after = b ? cutWordsBefore(tokens, b.index) : undefined;
    if (!b || !after || b.index - after[2] !== join + 1) continue;
    const side = (op: string) => (op === '>' || op === '>=' ? 1 : -1);
    if (side(before[1]) === side(after[1])) continue;
    const raw = (from: number, to: number) => tokens.slice(from, to + 1).map((x) => x.raw).join(' ');
    const end = b.index + (UNIT_WORD.test(tokens[b.index + 1]?.word ?? '') ? 1 : 0);
    return { words: raw(a.index - before[2], end), first: raw(a.index - before[2], join - 1), second: raw(join + 1, end) };
  }
  return undefined;
}

/**
 * "… have a drop above 10 and a stay below 5": a measure and its bound, "and" (or "but"), and
 * another measure and its bound. Returns the two, or undefined.
 */
export function twoBounds(tokens: Token[], matches: readonly ColumnMatch[], columnOf: (m: ColumnMatch) => Column): [string, string] | undefined {
  const measureBound = (m: ColumnMatch) => {
    if (m.start < 0 || columnOf(m).kind !== 'numeric') return undefined;
    const from = tokens[m.end + 1]?.word === 'of' ? m.end + 2 : m.end + 1;
    for (const [re, , len] of CUT_WORDS) {
      const n = numberAt(tokens, from + len);
      if (n && re.test(tokens.slice(from, from + len).map((t) => t.word).join(' '))) return { end: n.index + (UNIT_WORD.test(tokens[n.index + 1]?.word ?? '') ? 1 : 0) };
    }
    return undefined;
  };
  for (const a of matches) {
    const first = measureBound(a);
    if (!first || !/^(and|but)$/.test(tokens[first.end + 1]?.word ?? '')) continue;
    // (not rows described by both: "patients with a drop above 10 and a stay below 5 …")
    let d = a.start - 1;
    while (/^(a|an|the|any)$/.test(tokens[d]?.word ?? '')) d--;
    if (DESCRIBES_ROWS.test(tokens[d]?.word ?? '') || tokens[d]?.word === 'without') continue;
    let k = first.end + 2;
    while (/^(a|an|the|its|their)$/.test(tokens[k]?.word ?? '')) k++;
    const b = matches.find((m) => m.start === k && m.column !== a.column);
    const second = b ? measureBound(b) : undefined;
    if (!b || !second) continue;
    const raw = (from: number, to: number) => tokens.slice(from, to + 1).map((t) => t.raw).join(' ');
    return [raw(a.start, first.end), raw(b.start, second.end)];
  }
  return undefined;
}
