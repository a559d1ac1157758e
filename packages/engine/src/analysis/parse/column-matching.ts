/**
 * Phrases that name columns (engine.md §3.1): word overlap, Jaro–Winkler and synonyms; a comparative
 * that names one end of a measure ("younger": age).
 */
import * as C from '../cues.ts';
import { nameWords, type Column } from '../ingest.ts';
import { columnStems, comparativeBases, dice, jaroWinkler, scaleEnds, stem, STOP, synonymsOf, type Token } from '../text.ts';
import { spellsLevel } from './levels.ts';
import type { ColumnMatch } from './types.ts';
import { CHANGED, columnUnit, isRowNumber } from './words.ts';

const MIN_MATCH = 0.6;

/** The verb of selling, not the noun "sales". */
const SELL_VERB = /^(sell|sells|sold|selling)$/;

interface Span {
  start: number;
  end: number;
  stems: string[];
}

function contentSpans(tokens: Token[]): Span[] {
  const content = tokens.filter((t) => !STOP.has(t.word) && !/^[$€£]?\d/.test(t.word));
  const spans: Span[] = [];
  for (let i = 0; i < content.length; i++) {
    for (let len = 1; len <= 4 && i + len <= content.length; len++) {
      const part = content.slice(i, i + len);
      // n-grams must be contiguous in the sentence apart from stop-words
      const first = part[0] as Token;
      const last = part[part.length - 1] as Token;
      if (last.index - first.index > len + 2) break;
      // nor run across a number: "waits over 15 minutes" is a measure, a cut and its unit
      if (tokens.slice(first.index, last.index).some((t) => /^[$€£]?\d/.test(t.word))) break;
      spans.push({ start: first.index, end: last.index, stems: part.map((t) => t.stem) });
    }
  }
  return spans;
}

/** Abbreviated column words ("temp", "qty", "avg") match the full word they start. */
function softDice(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return 0;
  const same = (x: string, y: string) => x === y || (Math.min(x.length, y.length) >= 4 && (x.startsWith(y) || y.startsWith(x)));
  let inter = 0;
  const used = new Set<number>();
  for (const x of new Set(a)) {
    const j = [...new Set(b)].findIndex((y, k) => !used.has(k) && same(x, y));
    if (j >= 0) {
      used.add(j);
      inter++;
    }
  }
  return (2 * inter) / (new Set(a).size + new Set(b).size);
}

/** Jaro–Winkler against the whole name and against its sub-phrases of the span's length ("wage" in "annual wage"). */
function jwBest(span: string[], col: string[]): number {
  const s = span.join(' ');
  let best = jaroWinkler(s, col.join(' '));
  for (let i = 0; i + span.length <= col.length; i++) best = Math.max(best, jaroWinkler(s, col.slice(i, i + span.length).join(' ')));
  return best;
}

function matchScore(span: string[], col: string[]): number {
  const exact = 0.7 * Math.max(dice(span, col), 0.95 * softDice(span, col)) + 0.3 * jwBest(span, col);
  let best = exact;
  // initialisms: "bp" in a column name stands for "blood pressure" in the text, also inside a longer
  // phrase ("baseline blood pressure" for baseline_bp, "blood pressure after" for bp_after)
  for (let i = 0; i + 2 <= span.length; i++) {
    for (let j = i + 2; j <= span.length; j++) {
      const words = span.slice(i, j);
      const at = col.indexOf(words.map((w) => w[0]).join(''));
      if (at < 0) continue;
      const expanded = [...col.slice(0, at), ...words, ...col.slice(at + 1)];
      best = Math.max(best, 0.9 * (0.7 * dice(span, expanded) + 0.3 * jwBest(span, expanded)));
    }
  }
  const phrase = col.join(' ');
  // whole-name synonyms and sub-phrase synonyms (e.g. "units sold" inside "total units sold")
  for (let i = 0; i < col.length; i++) {
    for (let j = i + 1; j <= col.length; j++) {
      const sub = col.slice(i, j).join(' ');
      for (const alt of synonymsOf(sub)) {
        const replaced = [...col.slice(0, i), ...alt.split(' '), ...col.slice(j)];
        const s = 0.9 * (0.7 * dice(span, replaced) + 0.3 * jwBest(span, replaced));
        if (s > best) best = s;
      }
    }
  }
  return phrase === span.join(' ') ? 1 : best;
}

/** "big" in "a big increase", "strong" in "a strong correlation": a word of size right before a noun of effect. */
function sizeOfEffect(tokens: Token[], t: Token): boolean {
  const next = tokens[t.index + 1];
  return C.SIZE_ADJECTIVE.test(t.word) && next !== undefined && C.EFFECT_NOUN.test(next.word);
}

/** Phrases of the hypothesis that name columns; with `unusable`, only the id and text columns it cannot test. */
export function matchColumns(tokens: Token[], cols: Column[], unusable = false): ColumnMatch[] {
  const spans = contentSpans(tokens);
  const cands: ColumnMatch[] = [];
  for (const col of cols) {
    if ((col.kind === 'id' || col.kind === 'text') !== unusable) continue;
    const cs = columnStems(col.name);
    if (!cs.length) continue;
    // The name as one word, the way people copy it from a header: "adSpend", "ad_spend" → "adspend".
    const written = nameWords(col.name);
    const asOneWord = written.length > 1 ? written.join('') : null;
    for (const sp of spans) {
      // a direction cue ("more", "fewer", "increase") belongs to the claim, not to a column name,
      // unless the column's own name contains it
      if (tokens.slice(sp.start, sp.end + 1).some((t) => (C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word)) && !cs.includes(t.stem))) continue;
      // "units sold", "sell more units": the verb says what is counted, and names a column of sales only
      // ("sold" shares the stem of "sales", which names revenue among its synonyms)
      if (tokens.slice(sp.start, sp.end + 1).some((t) => SELL_VERB.test(t.word) && !cs.includes(t.stem))) continue;
      // nor does a size said of the effect ("a big increase in the small drop": "big" is not big_drop's)
      if (tokens.slice(sp.start, sp.end + 1).some((t) => sizeOfEffect(tokens, t) && !cs.includes(tokens[t.index + 1]!.stem))) continue;
      const score = sp.start === sp.end && tokens[sp.start]?.word === asOneWord ? 1 : matchScore(sp.stems, cs);
      if (score >= MIN_MATCH) {
        cands.push({
          column: col.name, score, start: sp.start, end: sp.end,
          phrase: tokens.slice(sp.start, sp.end + 1).map((t) => t.raw).join(' '),
        });
      }
    }
  }
  if (!unusable) cands.push(...scaleMatches(tokens, cols, cands));
  cands.sort((a, b) => b.score - a.score || (b.end - b.start) - (a.end - a.start) || a.start - b.start);
  const taken: ColumnMatch[] = [];
  const used = new Set<string>();
  for (const c of cands) {
    if (used.has(c.column)) continue;
    if (taken.some((t) => !(c.end < t.start || c.start > t.end))) continue;
    taken.push(c);
    used.add(c.column);
  }
  // Ambiguity (engine.md §3.1.6): another column of the same type matches the same words almost as well.
  const kindOf = (name: string) => {
    const k = cols.find((c) => c.name === name)?.kind;
    return k === 'numeric' || k === 'time' ? 'measure' : 'group';
  };
  for (const t of taken) {
    const rivals = cands.filter((c) => !used.has(c.column) && c.score >= t.score - 0.05 && kindOf(c.column) === kindOf(t.column) &&
      c.start <= t.start && c.end >= t.end); // the rival must read the same words, not a fragment of them
    const alts = [...new Set(rivals.map((r) => r.column))].slice(0, 3);
    if (alts.length) t.alternatives = alts;
  }
  return taken.sort((a, b) => a.start - b.start);
}

/**
 * "Younger employees", "cheaper products", "lighter parcels": a comparative that names one end of a
 * measure (text.ts scaleEnds) names the measure's column, scored as a synonym of the measure's word.
 * Not when it describes a word that names a column or a group ("faster deliveries", "younger
 * women": see scaleEndAt) nor after a verb of change ("sales grew faster").
 */
function scaleMatches(tokens: Token[], cols: Column[], cands: ColumnMatch[]): ColumnMatch[] {
  const out: ColumnMatch[] = [];
  const byName = new Map(cols.map((c) => [c.name, c]));
  for (const t of tokens) {
    if (!scaleEnds(t.word).length || CHANGED.test(tokens[t.index - 1]?.word ?? '')) continue;
    const next = tokens[t.index + 1];
    // (the word after it alone: "people earn" partly matches salary through "earn")
    // (but a group's word after it is the rows the end describes: "younger smokers")
    // (nor the bound after a number, "30 or younger stay longer": the word closes the bound)
    const closesBound = /^(or|and)$/.test(tokens[t.index - 1]?.word ?? '') && /^\$?\d/.test(tokens[t.index - 2]?.word ?? '');
    if (next && !closesBound && (cands.some((c) => c.start === next.index && c.end === next.index && !isRowNumber(byName.get(c.column) as Column) && byName.get(c.column)?.kind === 'numeric') || spellsLevel(next, cols))) continue;
    // a word of several measures or a direction of its own ("shorter", "faster", "smaller") names
    // only a column called by the measure's word ("height", "size"), not one that has it among
    // others ("response_time"): "shorter trips" need not be about any time
    const generic = scaleEnds(t.word).length > 1 || C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word);
    for (const col of cols) {
      if (col.kind !== 'numeric' || isRowNumber(col)) continue;
      // (not by a unit of time alone: "faster" need not be about training_hours)
      const s = scaleOf(t.word, col.name, false);
      if (s && (!generic || s.score >= 0.85)) out.push({ column: col.name, phrase: t.raw, score: s.score, start: t.index, end: t.index });
    }
  }
  return out;
}

/** The end of the measure in `column` that a word names ("younger": age, −1), scored as a synonym of the measure's word. */
export function scaleOf(word: string, column: string, byUnit = true): { end: 1 | -1; score: number } | undefined {
  const cs = columnStems(column);
  // a column in seconds to weeks that the claim names is a time taken ("deliveries" for delivery_minutes): its name need not say "time"
  const timed = byUnit && TIME_TAKEN_UNITS.has(columnUnit(column) ?? '');
  let best: { end: 1 | -1; score: number } | undefined;
  for (const s of scaleEnds(word)) {
    for (const m of s.of) {
      const score = timed && m === DURATION_STEM ? 0.9 : 0.9 * matchScore([m], cs);
      if (score >= MIN_MATCH && (!best || score > best.score)) best = { end: s.end, score };
    }
  }
  return best;
}

/** Units of a time taken; months and years are more often an age or a tenure than a duration of something done. */
export const TIME_TAKEN_UNITS = new Set(['second', 'minute', 'hour', 'day', 'week']);

const DURATION_STEM = stem('duration');

/** Whether a column measures time taken, so that "slower" is its high end ("delivery_minutes", "wait_time"; not "speed_kmh"). */
export function takesTime(column: string): boolean {
  return scaleOf('slower', column)?.end === 1;
}

/** The end of the measure in `column` a word names: "happier", "older" the high end (comparativeOf), "younger" the low end (scaleOf). */
export function endOf(t: Token, column: string): 1 | -1 | undefined {
  return comparativeOf(t, column) ? 1 : scaleOf(t.word, column)?.end;
}

/** "Younger and older", "older or younger": the word at `t` (end `end`) is joined by "and" / "or" to the other end of the same measure. */
export function bothEnds(tokens: Token[], t: Token, column: string, end: 1 | -1): boolean {
  return [[t.index + 1, t.index + 2], [t.index - 1, t.index - 2]].some(([j, o]) =>
    /^(and|or)$/.test(tokens[j as number]?.word ?? '') && tokens[o as number] !== undefined && endOf(tokens[o as number] as Token, column) === -end);
}

/**
 * The end of a measure that a comparative outside any match names, when it describes a matched
 * column of that measure: "faster deliveries" (the match right after it: a delivery time, so the
 * low end), "deliveries are slower" (the match before "are").
 */
export function scaleEndAt(tokens: Token[], matches: ColumnMatch[], t: Token): 1 | -1 | undefined {
  if (!scaleEnds(t.word).length) return undefined;
  const after = matches.find((m) => m.start === t.index + 1);
  const before = /^(is|are|was|were|be|been)$/.test(tokens[t.index - 1]?.word ?? '') ? matches.find((m) => m.start >= 0 && m.end === t.index - 2) : undefined;
  for (const m of [after, before]) {
    const s = m ? scaleOf(t.word, m.column) : undefined;
    if (s) return s.end;
  }
  return undefined;
}

/**
 * A word that names the column in the comparative or superlative: "happier" or "happiest" for
 * satisfaction (a synonym of which is "happy"), "older" for age, "hotter" for temperature. Not a
 * word of the column's name as written ("older" in `older_than_65` is that column's name).
 */
function comparativeOf(t: Token, column: string): boolean {
  if (nameWords(column).includes(t.word)) return false;
  const cs = columnStems(column);
  const naming = new Set(cs);
  for (let i = 0; i < cs.length; i++) {
    for (let j = i + 1; j <= cs.length; j++) for (const alt of synonymsOf(cs.slice(i, j).join(' '))) if (!alt.includes(' ')) naming.add(alt);
  }
  return comparativeBases(t.word).some((b) => naming.has(stem(b)));
}
