/**
 * Hypothesis → Claim on this dataset's columns (engine.md §3). Matching is by
 * stemmed word overlap + Jaro–Winkler, synonyms at 0.9; the claim kind comes
 * from cue words and the types of the matched columns. Nothing here knows any
 * particular column name: unknown phrasings fall through to a 422 that lists
 * the columns and what could not be matched.
 */
import type { AnalysisType } from '@verity/contracts/analysis';
import * as C from './cues.ts';
import { EngineError } from './errors.ts';
import { describeColumns, fold, nameWords, whyUnusable, type Column, type Dataset } from './ingest.ts';
import { adverbOf, columnStems, comparativeBases, dice, jaroWinkler, NO_SPACE_SCRIPT, scaleEnds, STOP, stem, synonymsOf, tokenize, type Token } from './text.ts';
import { ownEntry } from '../own-entry.ts';
import { readFraming } from '../claims/parse/framing.ts';

export type ClaimKind = 'dir' | 'assoc' | 'none' | 'predict' | 'group' | 'groupNone' | 'groupDiff' | 'mean' | 'median' | 'meanEq' | 'prop';

export interface ColumnMatch {
  column: string;
  phrase: string;
  score: number;
  start: number;
  end: number;
  /** other columns that match the same words within 0.05 */
  alternatives?: string[];
}

export interface Claim {
  kind: ClaimKind;
  /** feature / cause columns */
  x: string[];
  /** outcome column */
  y: string;
  /** +1 claimed increase / A > B / above threshold, −1 the opposite, 0 non-directional */
  direction: 1 | -1 | 0;
  group?: { column: string; a: string[]; b: string[] };
  /** level counted as "positive" in a binary outcome */
  outcomeLevel?: string;
  /** a share counted within one group only ("60% of premium customers churn") */
  within?: { column: string; level: string };
  /** groups made by cutting a numeric column at a number ("discounts over 20%"): group.a is the side named */
  cut?: Cut;
  /** a denied comparison of groups ("A is not smaller than B"): A is not on the other side of `direction` beyond the minimum effect */
  orEqual?: true;
  threshold?: number;
  confidence: number;
  matches: ColumnMatch[];
  /** plain-language restatement of what is tested */
  statement: string;
}

export interface Cut {
  column: string;
  /** '=': the rows with that one value ("patients on 40 mg": dose_mg = 40) */
  op: Bound | '=';
  at: number;
}

/** A side of a number: the ops a bound or a cut at it may have. */
type Bound = '>' | '>=' | '<' | '<=';

/** The two sides of a cut, the named side first: "> 20" and "≤ 20". */
export function cutSides(cut: Cut): [string, string] {
  const at = +cut.at.toPrecision(12);
  const other = { '>': '≤', '>=': '<', '<': '≥', '<=': '>', '=': '≠' }[cut.op];
  return [`${cut.op === '>=' ? '≥' : cut.op === '<=' ? '≤' : cut.op} ${at}`, `${other} ${at}`];
}

/** The other readings of an ambiguous claim: each ambiguous measure column swapped for a rival (at most 3). */
export function alternativeReadings(claim: Claim): { claim: Claim; phrase: string; from: string; to: string }[] {
  const out: { claim: Claim; phrase: string; from: string; to: string }[] = [];
  for (const m of claim.matches) {
    for (const alt of m.alternatives ?? []) {
      if (out.length >= 3) return out;
      const swap = (c: string) => (c === m.column ? alt : c);
      if (![...claim.x, claim.y].includes(m.column) || [...claim.x, claim.y].includes(alt)) continue;
      // a cut applies to any measure, so the groups move with it (a group's levels do not)
      const cut = claim.cut ? { cut: { ...claim.cut, column: swap(claim.cut.column) }, ...(claim.group ? { group: { ...claim.group, column: swap(claim.group.column) } } : {}) } : {};
      out.push({
        claim: { ...claim, x: claim.x.map(swap), y: swap(claim.y), ...cut, statement: claim.statement.split(m.column).join(alt), matches: claim.matches },
        phrase: m.phrase, from: m.column, to: alt,
      });
    }
  }
  return out;
}

const MIN_MATCH = 0.6;

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
  // initialisms: "bp" in a column name stands for "blood pressure" in the text
  if (span.length >= 2) {
    const initials = span.map((w) => w[0]).join('');
    const at = col.indexOf(initials);
    if (at >= 0) {
      const expanded = [...col.slice(0, at), ...span, ...col.slice(at + 1)];
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

/** Phrases of the hypothesis that name columns; with `unusable`, only the id and text columns it cannot test. */
function matchColumns(tokens: Token[], cols: Column[], unusable = false): ColumnMatch[] {
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
    if (next && (cands.some((c) => c.start === next.index && c.end === next.index && !isRowNumber(byName.get(c.column) as Column)) || spellsLevel(next, cols))) continue;
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
function scaleOf(word: string, column: string, byUnit = true): { end: 1 | -1; score: number } | undefined {
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
const TIME_TAKEN_UNITS = new Set(['second', 'minute', 'hour', 'day', 'week']);
const DURATION_STEM = stem('duration');

/** Whether a column measures time taken, so that "slower" is its high end ("delivery_minutes", "wait_time"; not "speed_kmh"). */
function takesTime(column: string): boolean {
  return scaleOf('slower', column)?.end === 1;
}

/**
 * Words of speed whose end of a time taken is the opposite of their cue's sign or that have no
 * cue sign: "slower", "later", "more slowly" take more time; "faster", "sooner", "quicker",
 * "speeds up" take less. +1 more time, −1 less.
 */
const MORE_TIME = /^(slow|slower|slowest|slowly|slows|slowed|slowing|later|latest)$/;
const LESS_TIME = /^(fast|faster|fastest|quick|quicker|quickest|quickly|sooner|soonest|earlier|speedier|speedily|rapidly|hasten\w*|accelerat\w*|sped|speeds?|speeding)$/;
function timeTakenEnd(tokens: Token[], t: Token): 1 | -1 | undefined {
  if (MORE_TIME.test(t.word)) return 1;
  // "speed" only as "speeds up": alone it names a measure
  if (/^(sped|speeds?|speeding)$/.test(t.word) && !particleAfter(tokens, t, 'up')) return undefined;
  return LESS_TIME.test(t.word) ? -1 : undefined;
}

/** "slows the rating down", "speeds up delivery": the particle of a phrasal verb of speed, at most three words after it. */
function particleAfter(tokens: Token[], t: Token, particle: 'up' | 'down'): number | undefined {
  for (const k of [t.index + 1, t.index + 2, t.index + 3]) if (tokens[k]?.word === particle) return k;
  return undefined;
}

/** Whether a word spells a level of a group column ("women" for female). */
function spellsLevel(t: Token, cols: Column[]): boolean {
  return cols.some((c) => (c.kind === 'categorical' || c.kind === 'binary') && c.levels.some((l) => {
    const lt = tokenize(l);
    return lt.length === 1 && ((lt[0] as Token).word === t.word || (lt[0] as Token).stem === t.stem || (ownEntry(LEVEL_ALIASES, t.word) ?? []).includes((lt[0] as Token).word));
  }));
}

interface LevelMention {
  column: string;
  level: string;
  index: number;
}

/** Everyday words for common level labels ("women" for a level "female"). */
const LEVEL_ALIASES: Record<string, string[]> = {
  women: ['female', 'f', 'woman'], woman: ['female', 'f'], girls: ['female', 'f', 'girl'], men: ['male', 'm', 'man'], man: ['male', 'm'],
  boys: ['male', 'm', 'boy'], treated: ['treatment', 'treat', 'yes', 'true'], control: ['control', 'placebo', 'untreated'],
  mobile: ['mobile', 'phone', 'ios', 'android'], desktop: ['desktop', 'web', 'pc'],
};

/**
 * "A users convert less", "A variant converts less": the first word is a level, not the article,
 * when the next word is plural or a verb in -s (which cannot follow "a") or names a group
 * ("variant", "group", the level's own column) without going on to describe it ("a group of
 * users", "a variant that loads faster"). "A user who …" and "A discount raises …" keep the article.
 */
function levelBeforeNoun(tokens: Token[], colStems: ReadonlySet<string>): boolean {
  const next = tokens[1];
  if (!next) return false;
  if (/[^su]s$/.test(next.word) && next.stem !== next.word.replace(/e$/, '')) return true;
  const group = C.GROUP_NOUN.test(next.word) || colStems.has(next.stem);
  return group && !/^(of|who|whose|that|which|where|with|for|in|on|from|at)$/.test(tokens[2]?.word ?? '');
}

/**
 * Two-letter levels written in lower case ("up"/"down", "ok"/"fail", "no"/"yes") are everyday words
 * too ("prices went up"). Such a word names its level where it stands as a level would: before its
 * column's word ("up markets", "ok status"), first in the sentence before the rows' noun ("Ok
 * requests are faster", as "A users …"), or in parallel with another level of its column: before
 * or after the same word ("in up markets than in down markets", "no answers … yes answers") or
 * joined to it by "and", "or", "vs" ("up and down markets"). "No" names a level only in parallel:
 * elsewhere it is the sentence's own "no" ("no answers were given").
 */
function shortLevels(tokens: Token[], candidates: LevelMention[], found: readonly LevelMention[]): LevelMention[] {
  const joins = /^(and|or|vs|versus|nor)$/;
  const word = (i: number) => tokens[i]?.word ?? '';
  return candidates.filter((w) => {
    const others = [...found, ...candidates].filter((o) => o.column === w.column && o.level !== w.level);
    const parallel = others.some((o) => {
      const end = o.index + tokenize(o.level).length;
      return (word(w.index + 1) !== '' && word(w.index + 1) === word(end)) || (w.index > 0 && word(w.index - 1) === word(o.index - 1)) ||
        (joins.test(word(w.index + 1)) && w.index + 2 === o.index) || (joins.test(word(end)) && end + 1 === w.index);
    });
    if (parallel) return true;
    if (NEGATION.test(word(w.index))) return false;
    const colStems = new Set(columnStems(w.column));
    return colStems.has(tokens[w.index + 1]?.stem ?? '') || (w.index === 0 && levelBeforeNoun(tokens, colStems));
  });
}

/** Levels of categorical/binary columns named in the text ("variant B", "mall", "smb"). */
function findLevels(tokens: Token[], cols: Column[], matches: ColumnMatch[]): LevelMention[] {
  const out: LevelMention[] = [];
  // A level spelt like a word at the start of the sentence ("A converts better than B"): a level
  // only when the sentence names another level of its column.
  const initialWords: LevelMention[] = [];
  // A word that spells a level but matched that level's own column ("older" for age_group, through
  // age ~ old; "smokers" for a column smoker of smoker/non-smoker): a level when it matched the
  // name only in part or through a synonym, or when the sentence names another level of the column.
  const ownColumn: (LevelMention & { exact: boolean })[] = [];
  const inColumnSpan = (i: number) => matches.some((m) => i >= m.start && i <= m.end);
  const shortWords: LevelMention[] = [];
  for (const col of cols) {
    if (col.kind !== 'categorical' && col.kind !== 'binary') continue;
    const colStemSet = new Set(columnStems(col.name));
    for (const level of col.levels) {
      const lt = tokenize(level);
      if (!lt.length || lt.length > 4) continue;
      for (let i = 0; i + lt.length <= tokens.length; i++) {
        const window = tokens.slice(i, i + lt.length);
        // ("work remotely": the level remote, said of what the rows do)
        const same = (t: Token, l: Token) => t.word === l.word || t.stem === l.stem || (ownEntry(LEVEL_ALIASES, t.word) ?? []).includes(l.word) ||
          (lt.length === 1 && adverbOf(t.word, l.word));
        if (!window.every((t, k) => same(t, lt[k] as Token))) continue;
        if (window.some((t) => claimsNo(tokens, t.index))) continue;
        if (window.some((t) => inColumnSpan(t.index))) {
          const own = matches.find((m) => m.column === col.name && m.start === i && m.end === i + lt.length - 1);
          if (own && level.length > 2) ownColumn.push({ column: col.name, level, index: i, exact: own.score >= 1 });
          // a level that spells more than its column's word names that level: "non-smokers" (smoker)
          else if (!own && matches.some((m) => m.column === col.name && m.start >= i && m.end <= i + lt.length - 1)) out.push({ column: col.name, level, index: i });
          continue;
        }
        // (a one- or two-character word in a script without case, such as 东部, is a whole word)
        const single = lt.length === 1 && (lt[0] as Token).word.length <= 2 && !NO_SPACE_SCRIPT.test((lt[0] as Token).word);
        const prev = tokens[i - 1];
        const afterColumn = prev !== undefined && colStemSet.has(prev.stem);
        // one- or two-letter levels ("A", "B") count only right after the column name or when
        // capitalised; a sentence's first word is capitalised anyway, so there it must not be a
        // word ("A higher price …"), while "B converts better than A" names B
        const capitalised = (lt[0] as Token).raw === (window[0] as Token).raw && /[A-Z0-9]/.test((window[0] as Token).raw);
        if (single && !afterColumn && capitalised && i === 0 && STOP.has((window[0] as Token).word)) {
          (levelBeforeNoun(tokens, colStemSet) ? out : initialWords).push({ column: col.name, level, index: i });
          continue;
        }
        if (single && !afterColumn && !capitalised) {
          // a two-letter level in lower case ("up", "ok", "no"): weighed below
          if ((lt[0] as Token).word.length === 2 && !STOP.has((lt[0] as Token).word)) shortWords.push({ column: col.name, level, index: i });
          continue;
        }
        if (!single && STOP.has((lt[0] as Token).word) && !afterColumn) continue;
        out.push({ column: col.name, level, index: i });
      }
    }
  }
  for (const w of ownColumn) if (!w.exact || out.some((o) => o.column === w.column && o.level !== w.level)) out.push({ column: w.column, level: w.level, index: w.index });
  for (const w of initialWords) if (out.some((o) => o.column === w.column && o.level !== w.level)) out.push(w);
  out.push(...shortLevels(tokens, shortWords, out));
  return out.sort((a, b) => a.index - b.index);
}

/** Threshold numbers: "50", "$1.2k", "40%", "4 million". Returns value and whether it was a percentage. */
function findNumber(tokens: Token[]): { value: number; percent: boolean; index: number } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const found = numberAt(tokens, i);
    if (found) return found;
  }
  return undefined;
}

/** The number written at token i, if one is. */
function numberAt(tokens: Token[], i: number): { value: number; percent: boolean; index: number } | undefined {
  const t = tokens[i];
  if (!t || !/^[$€£]?\d/.test(t.word)) return undefined;
  let v = Number(t.word.replace(/[$€£,%]/g, ''));
  if (!Number.isFinite(v)) return undefined;
  let percent = t.word.endsWith('%');
  const next = tokens[i + 1]?.word;
  if (next === 'percent' || next === 'pct') percent = true;
  else if (next === 'k' || next === 'thousand') v *= 1e3;
  else if (next === 'm' || next === 'million' || next === 'mn') v *= 1e6;
  else if (next === 'bn' || next === 'billion' || next === 'b') v *= 1e9;
  return { value: v, percent, index: i };
}

/** Words that cut a measure at the number after them, with the side they name. */
const CUT_PATTERNS: [RegExp, Bound][] = [
  [/^(no|not) (more|greater|higher|larger|bigger) than$/, '<='],
  [/^(no|not) (less|fewer|lower|smaller) than$/, '>='],
  [/^(more|greater|higher|larger|bigger) than$/, '>'],
  [/^(less|fewer|lower|smaller) than$/, '<'],
  [/^at least$/, '>='],
  [/^at most$/, '<='],
  [/^up to$/, '<='],
  [/^(over|above|exceeds?|exceeding|beyond)$/, '>'],
  [/^(under|below)$/, '<'],
];
/** Words after the number that make it a bound: "50 or more", "65 and over", "40 or less". */
const TRAILING_CUT: [RegExp, Bound][] = [
  [/^(or|and) (more|over|above|older|higher|greater|later|longer)$/, '>='],
  [/^(or|and) (less|fewer|under|below|younger|lower|earlier|shorter)$/, '<='],
];
const UNIT_WORD = /^(years?|months?|weeks?|days?|hours?|minutes?|seconds?|dollars?|euros?|pounds?|percent|pct|points?|kg|km|miles?|units?|items?|mg|mcg|µg|ml|mmhg|g|grams?|cm|mm|m2|sqm|lbs?|oz|gb|mb|kwh|calories|kcal|kmh|mph|mps|knots)$/;

/** Units of speed, one word each after speedUnits ("km/h", "km per hour", "kph": kmh). */
const SPEED_UNIT = /^(kmh|mph|mps|knots)$/;

/** "10 km/h", "10 kilometres per hour", "10 miles an hour", "5 m/s": one word for each unit of speed. */
function speedUnits(text: string): string {
  return text
    .replace(/\b(?:km|kms|kilomet(?:er|re)s?)\s*(?:\/|per|an|a)\s*(?:h|hr|hour)\b|\b(?:kph|kmph)\b/gi, 'kmh')
    .replace(/\b(?:mi|miles?)\s*(?:\/|per|an|a)\s*(?:h|hr|hour)\b/gi, 'mph')
    .replace(/\b(?:m|met(?:er|re)s?)\s*(?:\/|per|a)\s*(?:s|sec|second)\b/gi, 'mps');
}

/** A measure of speed, whose high end "faster" names ("speed_kmh", "avg_speed", "velocity"). */
function isSpeed(c: Column): boolean {
  return c.kind === 'numeric' && (scaleOf('faster', c.name, false)?.end === 1 || nameWords(c.name).some((w) => /^(kmh|kph|kmph|mph|mps|knots)$/.test(w)));
}

/** On a measure of speed, "faster than" and "quicker than" bound from below, "slower than" from above: as "more" and "less". */
function speedWords(tokens: Token[]): Token[] {
  return tokens.map((t) => /^(faster|quicker|speedier)$/.test(t.word) ? { ...t, word: 'more' } : t.word === 'slower' ? { ...t, word: 'less' } : t);
}

/** Units of time in their written forms ("mins", "hrs"), one name each. */
const TIME_UNIT: Record<string, string> = Object.fromEntries(Object.entries({
  second: ['second', 'seconds', 'sec', 'secs'], minute: ['minute', 'minutes', 'min', 'mins'], hour: ['hour', 'hours', 'hr', 'hrs'],
  day: ['day', 'days'], week: ['week', 'weeks', 'wk', 'wks'], month: ['month', 'months'], year: ['year', 'years', 'yr', 'yrs'],
}).flatMap(([unit, forms]) => forms.map((f) => [f, unit])));

/** The unit of time a column's name says it is in ("delivery_minutes", "stay_days", "wait_mins"), when it names one. */
function columnUnit(name: string): string | undefined {
  const units = new Set(nameWords(name).map((w) => ownEntry(TIME_UNIT, w)).filter((u) => u !== undefined));
  return units.size === 1 ? [...units][0] : undefined;
}

/**
 * The one numeric column (other than `skip`) that a unit word after a number names: by the
 * column's unit ("30 minutes" for delivery_minutes, "5 days" for stay_days) or a word of its name
 * ("over 80 kg" for weight_kg). "Bike deliveries over 30 minutes": the bound cuts delivery_minutes.
 */
function columnOfUnit(ds: Dataset, word: string | undefined, skip: readonly string[]): Column | undefined {
  if (word === undefined || !UNIT_WORD.test(word) && ownEntry(TIME_UNIT, word) === undefined) return undefined;
  if (SPEED_UNIT.test(word)) {
    const speeds = ds.columns.filter((c) => isSpeed(c) && !skip.includes(c.name));
    return speeds.length === 1 ? speeds[0] : undefined;
  }
  const unit = ownEntry(TIME_UNIT, word);
  const found = ds.columns.filter((c) => c.kind === 'numeric' && !skip.includes(c.name) &&
    ((unit !== undefined && columnUnit(c.name) === unit) || columnStems(c.name).includes(stem(word))));
  return found.length === 1 ? found[0] : undefined;
}

/** Each unit of time in the next smaller one's terms; months and years only in each other's (a month is no whole number of days). */
const UNIT_SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86400, week: 604800 };
const UNIT_MONTHS: Record<string, number> = { month: 1, year: 12 };

/**
 * "a week", "an hour", "half an hour", "an hour and a half", "two days", "a quarter of an hour":
 * a duration in words right after a bound ("longer than", "under", "at least", "about", "within"),
 * with its amount and unit of time. `index`: its first word, `end`: its last.
 */
function durationWords(tokens: Token[]): { value: number; percent: false; index: number; end: number; unit: string; raw: string } | undefined {
  const unitAt = (i: number, plural: boolean) => {
    const w = tokens[i]?.word ?? '';
    const u = ownEntry(TIME_UNIT, w);
    return u !== undefined && (plural ? w.endsWith('s') : !w.endsWith('s')) ? u : undefined;
  };
  const w = (i: number) => tokens[i]?.word ?? '';
  for (let i = 0; i < tokens.length; i++) {
    let found: { value: number; end: number; unit: string } | undefined;
    let u: string | undefined;
    if (w(i) === 'half' && /^(a|an)$/.test(w(i + 1)) && (u = unitAt(i + 2, false))) found = { value: 0.5, end: i + 2, unit: u };
    else if (w(i) === 'a' && w(i + 1) === 'quarter' && w(i + 2) === 'of' && /^(a|an)$/.test(w(i + 3)) && (u = unitAt(i + 4, false))) found = { value: 0.25, end: i + 4, unit: u };
    else if (/^(a|an|one)$/.test(w(i)) && (u = unitAt(i + 1, false))) {
      found = `${w(i + 2)} ${w(i + 3)} ${w(i + 4)}` === 'and a half' ? { value: 1.5, end: i + 4, unit: u } : { value: 1, end: i + 1, unit: u };
    } else if (/^(two|three|four|five|six)$/.test(w(i)) && (u = unitAt(i + 1, true))) {
      found = { value: ['two', 'three', 'four', 'five', 'six'].indexOf(w(i)) + 2, end: i + 1, unit: u };
    }
    if (!found) continue;
    const before = (len: number) => tokens.slice(Math.max(i - len, 0), i).map((t) => t.word).join(' ');
    const bound = /^(than|within|under|below|over|above|beyond)$/.test(w(i - 1)) || CUT_WORDS.some(([re, , len]) => re.test(before(len))) ||
      C.APPROX.test(` ${before(1)} `) || /^close to$/.test(before(2));
    if (!bound) continue;
    return { ...found, percent: false, index: i, raw: tokens.slice(i, found.end + 1).map((t) => t.raw).join(' ') };
  }
  return undefined;
}

/** A duration in the unit of time a column's name gives, or why it cannot be ("no unit", "months in days"). */
function durationIn(c: Column, d: { value: number; unit: string }): { value: number } | { why: string } {
  const unit = columnUnit(c.name);
  if (c.kind !== 'numeric' || unit === undefined) return { why: 'no unit' };
  for (const table of [UNIT_SECONDS, UNIT_MONTHS]) {
    const from = ownEntry(table, d.unit);
    const to = ownEntry(table, unit);
    if (from !== undefined && to !== undefined) return { value: +((d.value * from) / to).toPrecision(12) };
  }
  return { why: `${d.unit}s in ${unit}s` };
}

/**
 * The bound written after the number at `index` ("50 or more", "15 minutes or less"): its side and
 * the position of its last word. A unit may stand between (`unit` says which words are one).
 */
function boundAfter(tokens: Token[], index: number, unit: (t: Token) => boolean = (t) => UNIT_WORD.test(t.word)): { op: Bound; end: number } | undefined {
  for (const at of [index + 1, index + 2]) {
    if (at === index + 2 && !(tokens[index + 1] && unit(tokens[index + 1] as Token))) break;
    const tail = `${tokens[at]?.word ?? ''} ${tokens[at + 1]?.word ?? ''}`;
    const op = TRAILING_CUT.find(([re]) => re.test(tail))?.[1];
    if (op) return { op, end: at + 1 };
  }
  return undefined;
}

/** The side a denied bound names: "not over 30" is at most 30. */
const DENIED_OP: Record<Bound, Bound> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>' };
/** A denial before a bound on the rows ("not", "never", and "aren't", "don't" … read without the apostrophe). */
const CUT_DENIAL = /^(not|never|(do|does|did|is|are|was|were)nt)$/;

/**
 * The words between the rows' measure and its bound, from token `i`: a clause about the rows
 * ("that are", "which were", "who are not", "that don't", "that aren't") or "worth" ("orders worth
 * over $30"), and whether they deny the bound. Returns the position of the bound and the denial.
 */
function rowsClause(tokens: Token[], i: number): { at: number; denied: boolean } {
  const w = (k: number) => tokens[k]?.word ?? '';
  let k = i;
  if (/^(that|which|who)$/.test(w(k))) {
    k++;
    if (/^(is|are|was|were|do|does|did)$/.test(w(k))) k++;
  }
  const denied = CUT_DENIAL.test(w(k));
  if (denied) k++;
  if (w(k) === 'worth') k++;
  return { at: k, denied };
}

/** Whether a clause from token `i` bounds the rows' measure at a number: "that are over $30", "that don't exceed 30". */
function clauseBound(tokens: Token[], i: number): boolean {
  const { at } = rowsClause(tokens, i);
  if (at === i) return false;
  return CUT_WORDS.some(([re, , len]) => re.test(tokens.slice(at, at + len).map((t) => t.word).join(' ')) && numberAt(tokens, at + len) !== undefined);
}

/** With each pattern's number of words (the alternatives in one pattern have the same number). */
const CUT_WORDS = CUT_PATTERNS.map(([re, op]) => [re, op, re.source.split(' ').length] as const);
/** Words before a measure that make it the rows' description: "orders with a discount over 20%", "when discounts exceed 20%". */
const DESCRIBES_ROWS = /^(for|with|among|amongst|of|on|in|at|from|when|whenever|if|where|once|given)$/;

/** Verbs before "no" that say what the rows have: "customers who got no discount", "orders having no coupon". */
const HAVING = /^(have|has|had|having|get|gets|got|getting|receive|receives|received|receiving|use|uses|used|using|take|takes|took|taking)$/;

/**
 * "with no discount", "without a discount", "with zero discount", "customers who got no discount":
 * the position of the word that says the rows lack what is named at token `at`, if one does ("no"
 * after "with", "for", "having" …, or "without", then at most an article). Not the claim's own "no"
 * ("no more than", "no effect").
 */
function absentBefore(tokens: Token[], at: number, group = false): number | undefined {
  let k = at - 1;
  while (k >= 0 && /^(a|an|any|the)$/.test(tokens[k]?.word ?? '')) k--;
  const w = tokens[k]?.word ?? '';
  if (w === 'without') return k;
  if ((w !== 'no' && w !== 'zero') || k !== at - 1 || claimsNo(tokens, k)) return undefined;
  const prev = tokens[k - 1]?.word ?? '';
  if (DESCRIBES_ROWS.test(prev) || HAVING.test(prev)) return k;
  // "no coupon orders are returned less", "… than no coupon orders": "no" as the group's determiner,
  // only before a yes/no or group column (`group`), where "no" names its rows; "no discount reduces
  // returns" on an amount is left as it was
  return group && w === 'no' && (k === 0 || /^(than|and|or|vs|versus|to|between)$/.test(prev)) ? k : undefined;
}

/**
 * "with a discount", "with any discount", "customers who got a discount": the position of the word
 * that says the rows have some of what is named at token `at` (the counterpart of "with no"), if one
 * does: an article right before it and "with" or a having verb after "who" / "that" before that.
 * With `bare`, no article is needed ("with discounts", "who got discounts"). Not "with more
 * experience" or "with a higher discount" (a comparison, not a presence).
 */
function presentBefore(tokens: Token[], at: number, bare = false): number | undefined {
  const article = /^(a|an|any)$/.test(tokens[at - 1]?.word ?? '');
  if (!article && !bare) return undefined;
  const j = article ? at - 1 : at;
  const w = tokens[j - 1]?.word ?? '';
  if (w === 'with') return j - 1;
  return HAVING.test(w) && /^(who|that|which)$/.test(tokens[j - 2]?.word ?? '') ? j - 1 : undefined;
}

/**
 * A measure rows have or lack: never negative, above 0 somewhere and exactly 0 in at least a quarter
 * of the rows (discounts, complications, errors). "With X" on it can name the rows that have some.
 */
function hadOrNot(c: Column): boolean {
  let known = 0;
  let zeros = 0;
  let positive = false;
  for (const v of c.values) {
    if (Number.isNaN(v)) continue;
    if (v < 0) return false;
    known++;
    if (v === 0) zeros++;
    else positive = true;
  }
  return positive && zeros >= known / 4;
}

/**
 * "Most orders have no discount", "fewer than 40% of customers got a discount": a share of the rows
 * (a share word or a number before "of", "most", "few") that lack (at most 0) or have (above 0) the
 * one measure named, on a measure rows have or lack (hadOrNot).
 */
function presenceShare(tokens: Token[], matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column, lower: string): { m: ColumnMatch; cut: Cut } | undefined {
  const m = matches.length === 1 ? matches[0] as ColumnMatch : undefined;
  if (!m || m.start < 0 || columnOf(m).kind !== 'numeric' || !hadOrNot(columnOf(m))) return undefined;
  const share = tokens.some((t, i) => i < m.start && (/^(most|majority|minority|few)$/.test(t.word) || (t.word === 'of' && (SHARE_OF.test(tokens[i - 1]?.word ?? '') ||
    FRACTIONS[tokens[i - 1]?.word ?? ''] !== undefined || /%$/.test(tokens[i - 1]?.word ?? '')))));
  if (!share || !/\b(most|majority|minority|few|of)\b/.test(lower)) return undefined;
  if (absentBefore(tokens, m.start) !== undefined) return { m, cut: { column: m.column, op: '<=', at: 0 } };
  // ("most orders have a discount", "few customers got discounts": the rows' verb, no "who" needed)
  const j = /^(a|an|any|some)$/.test(tokens[m.start - 1]?.word ?? '') ? m.start - 1 : m.start;
  if (presentBefore(tokens, m.start, true) !== undefined || HAVING.test(tokens[j - 1]?.word ?? '')) return { m, cut: { column: m.column, op: '>', at: 0 } };
  return undefined;
}

/**
 * "Most orders with a discount are returned", "fewer than 40% of customers without a coupon churn":
 * a share of a yes/no column among the rows that have (above 0) or lack (at most 0) a measure rows
 * have or lack (hadOrNot). The share opens the claim ("most", "P% of", "half of"); between it and
 * the presence only words for the rows; no comparison after it.
 */
function shareAmongPresence(tokens: Token[], matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column):
  { m: ColumnMatch; outcome: ColumnMatch; cut: Cut } | undefined {
  const w = (i: number) => tokens[i]?.word ?? '';
  let rows = -1;
  if (/^(most|few)$/.test(w(0))) rows = 1;
  else {
    const of = tokens.findIndex((t, i) => i <= 5 && t.word === 'of');
    const prev = w(of - 1);
    if (of > 0 && (/%$/.test(prev) || SHARE_OF.test(prev) || FRACTIONS[prev] !== undefined || prev === 'percent')) rows = of + 1;
  }
  if (rows < 0) return undefined;
  const present = matches.filter((m) => m.start > rows && columnOf(m).kind === 'numeric' && hadOrNot(columnOf(m)) &&
    (absentBefore(tokens, m.start) ?? presentBefore(tokens, m.start, true)) !== undefined);
  const m = present.length === 1 ? present[0] as ColumnMatch : undefined;
  if (!m) return undefined;
  const rest = matches.filter((o) => o !== m && !(o.start >= rows && o.end < m.start));
  const outcome = rest.length === 1 ? rest[0] as ColumnMatch : undefined;
  if (!outcome || outcome.start < m.end || columnOf(outcome).kind !== 'binary') return undefined;
  if (tokens.slice(m.end + 1).some((t) => t.word === 'than' || C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word))) return undefined;
  const gone = absentBefore(tokens, m.start) !== undefined;
  return { m, outcome, cut: { column: m.column, op: gone ? '<=' : '>', at: 0 } };
}

/** The one column a cut's groups are compared on, when the claim names exactly one more, a measure or a yes/no. */
function soleOutcome(matches: ColumnMatch[], cutMatches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column): ColumnMatch | undefined {
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
function findCut(tokens: Token[], matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column, outcomeBound?: number):
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
  const describesRows = (m: ColumnMatch, at: number) => {
    let k = at - 1;
    while (k >= 0 && DETERMINERS.has((tokens[k] as Token).word)) k--;
    return { ok: m === matches[0] || k < 0 || DESCRIBES_ROWS.test(tokens[k]?.word ?? ''), before: tokens[k]?.word ?? '' };
  };
  for (const m of matches) {
    const c = columnOf(m);
    if (c.kind !== 'numeric') continue;
    fastHigh = isSpeed(c);
    let found: { op: Bound; from: number } | undefined;
    const rows = describesRows(m, m.start);
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
    if (end !== undefined) words.add(m.start);
    return { cut: { column: c.name, op: found.op, at }, outcome, ...(unit ? { unit } : {}), words };
  }
  return undefined;
}

/** The claim's one number besides the outcome's own bound ("patients over 60 … longer than 5 days": 60), if it has exactly one. */
function soleNumber(tokens: Token[], outcomeBound?: number): NonNullable<ReturnType<typeof numberAt>> | undefined {
  const numbers = tokens.filter((t) => numberAt(tokens, t.index) && t.index !== outcomeBound);
  return numbers.length === 1 ? numberAt(tokens, (numbers[0] as Token).index) : undefined;
}

/** The cut's words right before the number at `at` ("over", "more than"), with at least one word before them. */
function cutWordsBefore(tokens: Token[], at: number): (typeof CUT_WORDS)[number] | undefined {
  return CUT_WORDS.find(([re, , len]) => at - len >= 1 && re.test(tokens.slice(at - len, at).map((t) => t.word).join(' ')));
}

/**
 * "Deliveries over 10 km take longer", "deliveries over 10 km take longer than half an hour": a
 * bound right after the rows' word whose unit names another measure (km of distance_km) cuts that
 * measure, not the column the rows' word names (delivery_minutes). The outcome is the column named
 * between the two bounds, else the one other column named, else the rows' own measure.
 */
function unitCut(tokens: Token[], ds: Dataset, matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column, outcomeBound?: number):
  { cut: Cut; outcome: ColumnMatch; unit?: ColumnMatch; words: Set<number> } | undefined {
  const n = soleNumber(tokens, outcomeBound);
  if (!n) return undefined;
  const unitWord = tokens[n.index + 1];
  if (n.percent || !unitWord) return undefined;
  // ("deliveries faster than 10 km/h": above 10 on a speed)
  const cw = cutWordsBefore(SPEED_UNIT.test(unitWord.word) ? speedWords(tokens) : tokens, n.index);
  if (!cw) return undefined;
  const from = n.index - cw[2];
  // the rows' word before the bound ("deliveries over", "deliveries of more than")
  const k = /^(of|with)$/.test(tokens[from - 1]?.word ?? '') ? from - 2 : from - 1;
  const rows = matches.find((m) => m.end === k);
  const cutCol = columnOfUnit(ds, unitWord.word, []);
  if (!rows || !cutCol || cutCol.name === rows.column || columnOf(rows).kind !== 'numeric') return undefined;
  const cutMatches = matches.filter((m) => m.column === cutCol.name);
  const unit = cutMatches.find((m) => m.start === unitWord.index);
  // the outcome: a column named between the two bounds, the one other column named, or the rows' measure
  const others = matches.filter((m) => m !== rows && m.column !== cutCol.name);
  const between = outcomeBound !== undefined ? others.filter((m) => m.start > unitWord.index && m.end < outcomeBound) : [];
  // (with a bound of the outcome's own, another column named before it is a group: "bike deliveries over 10 km …", read with the group in readClaim)
  const outcome = between.length === 1 ? between[0] : others.length === 0 ? rows : others.length === 1 && outcomeBound === undefined ? others[0] : undefined;
  if (!outcome || (columnOf(outcome).kind !== 'numeric' && columnOf(outcome).kind !== 'binary')) return undefined;
  const words = new Set<number>();
  for (let j = from; j <= unitWord.index; j++) words.add(j);
  return { cut: { column: cutCol.name, op: cw[1], at: n.value }, outcome, ...(unit ? { unit } : {}), words };
}

/** Nouns for people, whose bare bound ("patients over 60") is their age. */
const PEOPLE = /^(patients|people|persons|customers|clients|users|employees|staff|workers|members|students|participants|respondents|subscribers|adults|men|women|buyers|shoppers|visitors|players|residents|drivers|applicants|candidates|smokers|nonsmokers)$/;

/**
 * "Patients over 60 stay longer", "customers under 30 churn more": a bound right after a noun for
 * people, with no measure of its own, is their age; cut at it, like "patients aged over 60", when the
 * data has one age column and one other column to compare the sides on.
 */
function ageCut(tokens: Token[], ds: Dataset, matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column, text: string, outcomeBound?: number, people?: number):
  { cut: Cut; outcome: ColumnMatch; unit?: ColumnMatch; words: Set<number> } | undefined {
  const n = soleNumber(tokens, outcomeBound);
  if (!n) return undefined;
  if (n.percent) return undefined;
  const cw = cutWordsBefore(tokens, n.index);
  if (!cw) return undefined;
  const from = n.index - cw[2];
  const noun = tokens[from - 1] as Token;
  // (`people`: a group's word in the plural, "drinkers", names people too)
  if (!(PEOPLE.test(noun.word) || (noun.index === people && noun.word.endsWith('s'))) || matches.some((m) => m.start <= n.index && m.end >= from - 1 && !(m.start === from - 1 && columnOf(m).kind === 'binary'))) return undefined;
  // ("patients over 80 kg": the unit names another measure)
  let end = n.index;
  const w = (k: number) => tokens[end + k]?.word ?? '';
  // "over 60 years old", "over 60 years of age": still their age
  if (/^(years?|yrs?)$/.test(w(1))) end += w(2) === 'old' ? 2 : w(2) === 'of' && w(3) === 'age' ? 3 : 1;
  else if (UNIT_WORD.test(w(1))) {
    // "patients over 60 kg stay longer" with no column in kg: the cut's measure is not in the data
    const unit = w(1);
    const comparison = outcomeBound !== undefined || tokens.slice(end + 2).some((t) => C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word));
    if (comparison && ownEntry(TIME_UNIT, unit) === undefined && !/^(percent|pct|points?|units?|items?)$/.test(unit) &&
      !ds.columns.some((c) => c.kind === 'numeric' && columnStems(c.name).includes(stem(unit)))) {
      notTestable(ds, text, `it cuts the rows at "${tokens.slice(from, end + 2).map((t) => t.raw).join(' ')}", a measure in ${unit}, and no column of the data is in ${unit}; reading the number as a bound of another column would test another claim. Name the column the bound is on, or leave the cut out`, matches);
    }
    return undefined;
  }
  // a comparison must follow: "patients over 60 are 20% of rows" cuts nothing
  if (outcomeBound === undefined && !tokens.slice(end + 1).some((t) => C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word))) return undefined;
  const ages = ds.columns.filter((c) => c.kind === 'numeric' && nameWords(c.name).some((w) => w === 'age' || w === 'aged'));
  // ("old", "age" in "years old", "years of age" name the age cut here, not a column of the claim)
  const ageWord = matches.find((m) => m.column === (ages[0] as Column | undefined)?.name && m.start > n.index && m.end <= end);
  if (ages.length !== 1 || matches.some((m) => m.column === (ages[0] as Column).name && m !== ageWord)) return undefined;
  // the people's word may be a yes/no column ("smokers"), which would be a second group: not cut here
  if (matches.some((m) => m.start === from - 1)) return undefined;
  const outcome = soleOutcome(matches, ageWord ? [ageWord] : [], columnOf);
  if (!outcome) return undefined;
  const words = new Set<number>();
  for (let j = from; j <= end; j++) words.add(j);
  return { cut: { column: (ages[0] as Column).name, op: cw[1], at: n.value }, outcome, ...(ageWord ? { unit: ageWord } : {}), words };
}

/**
 * "Patients on 40 mg have a drop above 10", "patients on a dose of 40 …": a number with no bound
 * before it, in the unit of another measure ("mg" of dose_mg) or after "<measure> of", names the
 * rows with that value (dose_mg = 40) when the outcome has a bound of its own (`outcomeBound`). A
 * unit no column is in, or a value no row has, is refused rather than read as the outcome's number.
 */
function valueCut(tokens: Token[], ds: Dataset, matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column, text: string, outcomeBound?: number):
  { cut: Cut; outcome: ColumnMatch; unit?: ColumnMatch; words: Set<number> } | undefined {
  if (outcomeBound === undefined) return undefined;
  const n = soleNumber(tokens, outcomeBound);
  if (!n) return undefined;
  const before = (len: number) => tokens.slice(Math.max(n.index - len, 0), n.index).map((t) => t.word).join(' ');
  if (n.percent || (n.index > outcomeBound && !trailingValue(tokens, n.index)) || CUT_WORDS.some(([re, , len]) => re.test(before(len))) || /^\w+er than$/.test(before(2)) || C.APPROX.test(` ${before(1)} `)) return undefined;
  const unitWord = tokens[n.index + 1];
  let c: Column | undefined;
  const words = new Set<number>([n.index]);
  let unit: ColumnMatch | undefined;
  if (unitWord && UNIT_WORD.test(unitWord.word) && ownEntry(TIME_UNIT, unitWord.word) === undefined && !/^(percent|pct|points?|units?|items?)$/.test(unitWord.word)) {
    const inUnit = ds.columns.filter((k) => k.kind === 'numeric' && columnStems(k.name).includes(stem(unitWord.word)));
    if (!inUnit.length) {
      const unnamed = ds.columns.filter((k) => k.kind === 'numeric' && !isRowNumber(k) && !matches.some((m) => m.column === k.name));
      const example = `with a ${unnamed.length === 1 ? nameWords((unnamed[0] as Column).name).join(' ') : '<column>'} of ${n.value}`;
      notTestable(ds, text, `it gives "${n.value} ${unitWord.raw}", a value in ${unitWord.raw}, and no column's name says it is in ${unitWord.raw}, so the rows it names cannot be picked out; reading ${n.value} as a number of another column would test another claim. Name the column the value is in ("${example}"), or leave it out`, matches);
    }
    if (inUnit.length !== 1) return undefined;
    c = inUnit[0] as Column;
    words.add(unitWord.index);
    unit = matches.find((m) => m.start === unitWord.index && m.column === (c as Column).name);
  } else if (tokens[n.index - 1]?.word === 'of') {
    // "a dose of 40": the measure named right before "of"
    const m = matches.find((k) => k.end === n.index - 2 && columnOf(k).kind === 'numeric');
    if (!m) return undefined;
    c = columnOf(m);
    for (let j = m.start; j < n.index; j++) words.add(j);
    unit = m;
  } else return undefined;
  const outcome = soleOutcome(matches, matches.filter((m) => m.column === (c as Column).name), columnOf);
  if (!outcome) return undefined;
  if (!c.values.some((v) => v === n.value)) {
    const seen = [...new Set(Array.from(c.values).filter((v) => !Number.isNaN(v)))].sort((a, b) => a - b);
    notTestable(ds, text, `it names the rows with ${c.name} = ${n.value}, and no row has that value${seen.length <= 12 ? ` (${c.name} takes ${seen.join(', ')})` : ''}; name a value the data has, or cut ${c.name} at it ("${c.name} above ${n.value}")`, matches);
  }
  return { cut: { column: c.name, op: '=', at: n.value }, outcome, ...(unit ? { unit } : {}), words };
}

/**
 * "Patients over 60 stay longer than 5 days", "patients on 40 mg have a drop above 10": of exactly
 * two numbers, the second, with a bound written right before it and a column named between the
 * two, bounds that column (the outcome), and the first may cut the rows. Its position.
 */
function secondBound(tokens: Token[], matches: readonly ColumnMatch[], isGroup: (m: ColumnMatch) => boolean): number | undefined {
  const numbers: { index: number; percent: boolean }[] = tokens.filter((t) => numberAt(tokens, t.index)).map((t) => numberAt(tokens, t.index) as NonNullable<ReturnType<typeof numberAt>>);
  // ("… stay longer than a week": a duration in words)
  const duration = numbers.length === 1 ? durationWords(tokens) : undefined;
  if (duration && duration.index > (numbers[0] as { index: number }).index) numbers.push(duration);
  if (numbers.length !== 2 || (numbers[0] as { percent: boolean }).percent) return undefined;
  const [first, at] = [(numbers[0] as { index: number }).index, (numbers[1] as { index: number }).index];
  const words = (from: number) => tokens.slice(Math.max(from, 0), at).map((t) => t.word).join(' ');
  const len = CUT_WORDS.find(([re, , k]) => re.test(words(at - k)))?.[2] ?? (/^\w+er than$/.test(words(at - 2)) ? 2 : C.APPROX.test(` ${words(at - 1)} `) ? 1 : 0);
  // ("a smaller drop than doses above 10 mg": the second number is the other side of a comparison)
  const bound = len > 0 && !tokens.slice(first + 1, at - len).some((t) => t.word === 'than');
  // (not the first number's unit: "over 80 kg" names the cut's measure)
  // ("deliveries over 10 km take longer than 30 minutes": the rows' word, before the first bound, is the outcome when the first's unit names another column)
  // (before it, a group's word is not the outcome: "bike deliveries over 10 km …" needs the rows' measure too)
  const unitNamed = matches.some((m) => m.start === first + 1) && matches.some((m) => m.end < first && !isGroup(m));
  return bound && (unitNamed || matches.some((m) => m.start > first && m.end < at && !(m.start === first + 1 && UNIT_WORD.test(tokens[m.start]?.word ?? '')))) ? at : undefined;
}

/** "… at 40 mg", "… on a dose of 40": a number after the claim's bound that names rows by a value (a unit, or "<measure> of" before it). */
function trailingValue(tokens: Token[], at: number): boolean {
  let k = at - 1;
  if (tokens[k]?.word === 'of') {
    k--;
    while (k > 0 && !/^(at|on|with|for|given|in)$/.test(tokens[k]?.word ?? '') && at - k < 5) k--;
  } else if (!UNIT_WORD.test(tokens[at + 1]?.word ?? '') || ownEntry(TIME_UNIT, tokens[at + 1]?.word ?? '') !== undefined) return false;
  return /^(at|on|with|for|given)$/.test(tokens[k]?.word ?? '');
}

/**
 * "The drop is above 10 at 40 mg": of exactly two numbers, the first has a bound written before it
 * and the second, after it, names rows by a value (trailingValue): the first bounds the outcome. Its position.
 */
function boundBeforeValue(tokens: Token[]): number | undefined {
  const numbers = tokens.filter((t) => numberAt(tokens, t.index));
  if (numbers.length !== 2) return undefined;
  const [first, second] = [(numbers[0] as Token).index, (numbers[1] as Token).index];
  if (numberAt(tokens, first)?.percent || !cutWordsBefore(tokens, first) || !trailingValue(tokens, second)) return undefined;
  return first;
}

/**
 * A share in percent as a statement prints it: as written when it has at most 2 decimals
 * ("12.5", "33.33"), else at 3 significant digits ("a third": 33.3, not 33.333333).
 */
function percentText(p: number): string {
  const two = +p.toFixed(2);
  return `${Math.abs(p - two) < 1e-9 ? two : +(+p.toPrecision(3)).toFixed(2)}`;
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

/** P% on a measure: P/100 on a column of fractions (every value within ±1, such as 0.2), P on a column in percent (20). */
function percentOf(c: Column, p: number): number {
  for (const v of c.values) if (Math.abs(v) > 1) return p;
  return p / 100;
}

const FRACTIONS: Record<string, number> = { half: 50, third: 100 / 3, thirds: 100 / 3, quarter: 25, quarters: 25 };
const COUNTS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3 };

/**
 * "More than half of patients", "a third of orders", "less than three quarters": a share in
 * words. Only before "of" or after "than", and never "the first half (of the year)".
 */
function fractionWord(tokens: Token[]): { value: number; percent: boolean; index: number } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const part = FRACTIONS[(tokens[i] as Token).word];
    if (part === undefined) continue;
    const prev = tokens[i - 1]?.word ?? '';
    if (!(tokens[i + 1]?.word === 'of' || prev === 'than') || /^(first|second|last|1st|2nd|other)$/.test(prev)) continue;
    // "less than half an hour" is a duration (durationWords), not a share
    if (/^(a|an)$/.test(tokens[i + 1]?.word ?? '') && ownEntry(TIME_UNIT, tokens[i + 2]?.word ?? '') !== undefined) continue;
    const times = (tokens[i] as Token).word === 'half' ? 1 : (COUNTS[prev] ?? 1);
    const start = COUNTS[prev] !== undefined ? i - 1 : i;
    return { value: part * times, percent: true, index: start };
  }
  return undefined;
}

/** Words that make a bare number a share: "a churn rate above 20", "a 30 in 100 chance". */
const BARE_SHARE = /^(percent|pct|percentage|percentages|share|proportion|fraction|rate|rates|ratio|chance|chances|odds|probability|likelihood|out|in)$/;
const SHARE_OF = /^(percent|pct|share|proportion|fraction|percentage|majority|minority|rate)$/;
const DETERMINERS = new Set(['the', 'all', 'our', 'their', 'those', 'these', 'a', 'an', 'my', 'your', 'its']);

/** The column named right after "P% of …" or "the share of …", unless it was found through one of its levels. */
function populationMatch(tokens: Token[], matches: ColumnMatch[], levelMatches: Set<ColumnMatch>): ColumnMatch | undefined {
  for (let i = 1; i < tokens.length; i++) {
    const prev = (tokens[i - 1] as Token).word;
    const of = (tokens[i] as Token).word === 'of';
    // "most orders come through the app" counts orders as "most of the orders" does
    if (!of && !(prev === 'most' && !matches.some((m) => m.start === i - 1))) continue;
    if (of && !(/^[$€£]?\d[\d,.]*%$/.test(prev) || SHARE_OF.test(prev) || FRACTIONS[prev] !== undefined || prev === 'most')) continue;
    let j = of ? i + 1 : i;
    while (j < tokens.length && DETERMINERS.has((tokens[j] as Token).word)) j++;
    const m = matches.find((x) => x.start === j);
    if (m && !levelMatches.has(m)) return m;
  }
  return undefined;
}

/** A column numbered 1, 2, 3 … down the rows: a row number, whatever its name. */
function isRowNumber(c: Column): boolean {
  if (c.kind !== 'numeric' || c.missing > 0 || c.values.length < 3) return false;
  const first = c.values[0] as number;
  if (!Number.isInteger(first)) return false;
  for (let i = 1; i < c.values.length; i++) if (c.values[i] !== first + i) return false;
  return true;
}

const QUALIFIES_ROWS = /^(who|whose|that|which|on|in|with|without|from|at|through|via|placed|made)$/;

/**
 * Matches that only name the rows: "premium customers", "app orders", "customers who …". Such a
 * word is dropped when its column only numbers the rows (`customer`: 1, 2, 3 …), or when it
 * matches its column only in part ("orders" → order_value) and another column that is not the
 * group matches better ("App orders are returned more often": the outcome is `returned`).
 * Tested as the measure, either gave confident verdicts on the wrong column. A row noun that is
 * the only candidate ("Orders in the north are larger") is kept, and so is a row number named
 * on its own ("sales grow with the order number").
 */
function rowNouns(tokens: Token[], matches: ColumnMatch[], levels: LevelMention[], columnOf: (m: ColumnMatch) => Column): ColumnMatch[] {
  let first = 0;
  while (first < tokens.length && DETERMINERS.has((tokens[first] as Token).word)) first++;
  const grouping = (c: Column) => c.kind === 'binary' || c.kind === 'categorical';
  // the group's words (`i` to `last`) describe the next word: not after "are" or "not" ("no" is the rows'
  // determiner: "no coupon orders"), nor as an adverb
  const attributive = (i: number, last: number, names: string[]) => !/^(am|is|are|was|were|be|been|being)$/.test(tokens[i - 1]?.word ?? '') &&
    (!NEGATION.test(tokens[i - 1]?.word ?? '') || tokens[i - 1]?.word === 'no') && !names.some((n) => adverbOf(tokens[last]?.word ?? '', n));
  // "smokers stay longer": a yes/no column named in the plural ("smokers" for smoker) is the rows
  // themselves, so the next word is their verb, not a noun it describes ("coupon orders")
  const agentPlural = (o: ColumnMatch) => {
    const last = tokens[o.end]?.word ?? '';
    const own = nameWords(o.column);
    return columnOf(o).kind === 'binary' && /[^s]s$/.test(last) && !own.includes(last) && own.some((w) => !/s$/.test(w) && last.startsWith(w));
  };
  const atRows = matches.filter((m) => {
    if (m.start < 0) return false;
    // after a group's level or a yes/no column used as an adjective: "premium customers", "remote employees"
    // (not one said of the rows or of their verb: "employees who are not remote earn more", "… who
    // work remotely earn more" name no rows by "earn")
    const afterGroup = levels.some((lv) => lv.index + tokenize(lv.level).length === m.start && attributive(lv.index, m.start - 1, [lv.level])) ||
      matches.some((o) => o !== m && o.end + 1 === m.start && grouping(columnOf(o)) && attributive(o.start, o.end, nameWords(o.column)) &&
        // ("smokers older than 40": a comparative with its bound still describes the rows)
        !(agentPlural(o) && tokens[m.end + 1]?.word !== 'than'));
    // ("orders not from the app", "employees not in engineering": the rows, not the measure)
    // (but "orders that are over $30" bounds the measure the noun names)
    const subjectQualified = m.start === first && ((QUALIFIES_ROWS.test(tokens[m.end + 1]?.word ?? '') && !clauseBound(tokens, m.end + 1)) ||
      (tokens[m.end + 1]?.word === 'not' && /^(from|in|on|at)$/.test(tokens[m.end + 2]?.word ?? '')));
    // "revenue is above 300 in most months": the months counted are the rows (a median)
    // (and "every month", "more than half of months", "in summer months", "average monthly revenue":
    // the months are the rows, or the rate's unit, not a measure that rises or falls)
    const before = tokens[m.start - 1]?.word ?? '';
    const counted = columnOf(m).kind === 'time' && (/^(most|every|each|all)$/.test(before) ||
      (before === 'of' && (/%$/.test(tokens[m.start - 2]?.word ?? '') || FRACTIONS[tokens[m.start - 2]?.word ?? ''] !== undefined || SHARE_OF.test(tokens[m.start - 2]?.word ?? ''))) ||
      (m.start === m.end && /^(hourly|daily|weekly|monthly|quarterly|yearly|annual)$/.test(tokens[m.start]?.word ?? '')) ||
      (tokens[m.start - 2]?.word === 'in' && /^[a-z]+$/.test(before) && !DETERMINERS.has(before) && !/^(later|earlier|early|late|recent|first|last|next|previous|past|final|following|coming|more|fewer|less)$/.test(before) && !C.POSITIVE.test(before) && !C.NEGATIVE.test(before)));
    // "gold customers return fewer orders": what a yes/no column's verb counts, not a measure
    const verbObject = /^(more|fewer|less)$/.test(tokens[m.start - 1]?.word ?? '') &&
      matches.some((o) => o !== m && o.end + 2 === m.start && columnOf(o).kind === 'binary');
    return afterGroup || subjectQualified || counted || verbObject;
  });
  const groups = new Set(levels.map((lv) => lv.column));
  const sameWords = (m: ColumnMatch) => nameWords(m.column).join(' ') === tokens.slice(m.start, m.end + 1).map((t) => t.word).join(' ');
  const measured = (m: ColumnMatch) => matches.some((o) => !atRows.includes(o) && !groups.has(o.column) && o !== m && !grouping(columnOf(o)));
  return matches.filter((m) => m.start >= 0 && (
    // a row number is kept only where the claim names it as it is written ("the order number")
    (isRowNumber(columnOf(m)) && !sameWords(m)) ||
    (atRows.includes(m) && m.score < 1 && matches.some((o) => !atRows.includes(o) && !groups.has(o.column) && o.score > m.score)) ||
    // "holiday months sell more units": the months are the rows, units the measure
    (atRows.includes(m) && columnOf(m).kind === 'time' && measured(m)) ||
    // "800 units per month": a rate's unit, not a second variable (but "grew by 5 per month"
    // is a change over time)
    (columnOf(m).kind === 'time' && tokens[m.start - 1]?.word === 'per' && findNumber(tokens) !== undefined && measured(m) &&
      !tokens.some((t) => CHANGED.test(t.word)))));
}

const CHANGED = /^(grow\w*|grew|increas\w*|decreas\w*|ris(e|es|en|ing)|rose|fell|fall\w*|declin\w*|drop\w*|climb\w*|gain\w*|shr[iau]nk\w*)$/;

const GROUPED_BY = /^(across|by|per|between|among|amongst)$/;
/** A column named as what the rows are split by: "across regions", "in every region", "by channel", "depends on sex". */
function namedAsGrouping(tokens: Token[], m: ColumnMatch): boolean {
  const one = tokens[m.start - 1]?.word ?? '';
  const two = `${tokens[m.start - 2]?.word ?? ''} ${one}`;
  return GROUPED_BY.test(one) || /^(in|for|across) (every|each|all|the)$/.test(two) || /^depend\w* on$/.test(two);
}

const COUNTED_AMONG = new Set(['among', 'amongst', 'within']);
/** Words right after a share's number that make it a difference between groups: "20% more likely". */
const COMPARED_AFTER = /^(more|less|fewer|higher|lower|likelier|times|x|points?|pp|above|below|over|under)$/;

/**
 * "60% of premium customers churn", "among premium customers, most churn", "the churn rate for
 * premium customers is above 60%": a share of an outcome counted within one group, not a
 * comparison of that group with the others. The group is named by one of its levels, where the
 * counted rows are named (after "P% of", "most", "among", or "for", "in" … once a share has been
 * named, or in a clause about them: "60% of patients who smoke"), and one other yes/no or group
 * column is the outcome. A group the rows' description negates ("patients who do not smoke",
 * "non-smokers", "orders not from the app", see negatedGroups) is the column's other level, as in
 * a comparison; with more than one other level there is no one group to count in.
 */
function shareWithinGroup(
  tokens: Token[], lower: string, levels: LevelMention[], matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column,
  number: ReturnType<typeof findNumber>, negated: readonly NegatedGroup[] = [],
): { column: string; level: string; outcome: ColumnMatch; others?: string[] } | undefined {
  if (number) {
    // a count or a difference between groups, not a share
    if (!(number.percent || (number.value > 0 && number.value < 1))) return undefined;
    if (COMPARED_AFTER.test(tokens[number.index + 1]?.word ?? '')) return undefined;
  } else if (!/\b(most|majority|minority|few)\b/.test(lower)) return undefined;
  const word = (i: number) => tokens[i]?.word ?? '';
  // a group is named by one of its levels ("premium customers") or, for a yes/no column, by the
  // column itself ("tutored students": tutoring = yes)
  const named = [
    ...levels.map((lv) => ({ ...lv, words: tokenize(lv.level).length })),
    ...matches.filter((m) => m.start >= 0 && columnOf(m).kind === 'binary' && !levels.some((lv) => lv.column === m.column))
      .map((m) => ({ column: m.column, level: positiveLevel(columnOf(m), tokens), index: m.start, words: m.end - m.start + 1 })),
  ].sort((a, b) => a.index - b.index);
  // the rows are counted when named right after k: "P% of", "most of", "among", "most", or after
  // "for", "in" … once a share has been named ("the churn rate for …")
  const countedAfter = (k: number) => {
    const before = word(k);
    const twoBefore = word(k - 1);
    return COUNTED_AMONG.has(before) || /^(most|few)$/.test(before) ||
      (before === 'of' && (/^[$€£]?\d[\d,.]*%$/.test(twoBefore) || SHARE_OF.test(twoBefore) || /^(most|percent|pct|many|half|thirds?|quarters?)$/.test(twoBefore))) ||
      (/^(for|in|from|at|with)$/.test(before) && tokens.slice(0, k).some((t, i) => SHARE_OF.test(t.word) || (/%$/.test(t.word) && tokens[i + 1]?.word === 'of')));
  };
  const inMatch = (i: number) => matches.some((m) => i >= m.start && i <= m.end);
  for (const lv of named) {
    let k = lv.index - 1;
    while (k >= 0 && DETERMINERS.has(word(k))) k--;
    // "non-smokers"
    if (word(k) === 'non') k--;
    // "who work remotely": the column's own word ("work" of work_mode) before its level
    const own = matches.find((m) => m.column === lv.column && m.start >= 0 && m.end === k);
    if (own && own.start < lv.index) k = own.start - 1;
    // "patients who smoke", "patients who do not smoke", "patients that never smoked": the rows
    // (one or two words) are named before the clause
    let opener = k;
    while (opener >= 0 && opener > lv.index - 5 && (NEGATION.test(word(opener)) || C.AUXILIARY.test(word(opener)))) opener--;
    let rows = opener - 1;
    const clause = /^(who|that|which)$/.test(word(opener)) && rows >= 0 && !inMatch(rows);
    if (clause) {
      if (rows > 0 && !inMatch(rows - 1) && !STOP.has(word(rows - 1)) && !/^[$€£]?\d/.test(word(rows - 1))) rows--;
      rows--;
      while (rows >= 0 && DETERMINERS.has(word(rows))) rows--;
    }
    if (!countedAfter(k) && !(clause && countedAfter(rows))) continue;
    // one group: a second level of the same column makes it a comparison
    if (levels.some((o) => o.column === lv.column && o.level !== lv.level)) return undefined;
    // negated, the rows are the column's other level
    let level = lv.level;
    let rest: string[] | undefined;
    if (negated.some((x) => x.column === lv.column && x.index === lv.index)) {
      rest = columnOf({ column: lv.column, phrase: '', score: 0, start: -1, end: -1 }).levels.filter((l) => l !== lv.level);
      if (rest.length === 1) [level, rest] = [rest[0] as string, undefined];
    }
    // the noun after the level names the rows counted ("premium customers"), even when a column
    // (a customer id) shares its name; after a group named in the plural ("smokers recover") or in
    // a clause ("who smoke recover") it is the outcome's verb
    const last = word(lv.index + lv.words - 1);
    const plural = /[^s]s$/.test(last) || /^(women|men|people|children)$/.test(last);
    const others = matches.filter((m) => m.column !== lv.column);
    const rowsNoun = lv.index + lv.words;
    const candidates = others.length > 1 || !(plural || clause) ? others.filter((m) => m.start !== rowsNoun) : others;
    const outcome = candidates.length === 1 ? (candidates[0] as ColumnMatch) : undefined;
    const kind = outcome ? columnOf(outcome).kind : undefined;
    if (!outcome || (kind !== 'binary' && kind !== 'categorical')) return undefined;
    return { column: lv.column, level, outcome, ...(rest ? { others: rest } : {}) };
  }
  return undefined;
}

/** Prepositions that open a description of the rows ("patients on placebo", "orders from new customers"). */
const ROWS_QUALIFIER = /^(on|in|from|among|amongst|given|receiving|taking|during)$/;
/** Words for a treatment arm, which name a group of rows by themselves ("placebo patients"). */
const ARM_WORD = /^(placebo|control|controls|untreated|sham)$/;
/** Words after such a preposition that describe no rows ("on average", "in total", "in under 30 minutes"). */
const NOT_ROWS = /^(average|mean|median|general|total|whole|overall|typical|sum|aggregate|practice|fact|time|most|all|each|every|any|some|less|more|fewer|under|over|above|below|at|up|no|not|about|around|exceed\w*)$/;

/**
 * Words before the bound that pick out some of the rows but name no column or level ("patients on
 * placebo", "placebo patients", "orders from new customers"): a mean or share over all rows would drop
 * them. Returns the words, or undefined.
 */
function unnamedRows(tokens: Token[], matches: readonly ColumnMatch[], levels: readonly LevelMention[], end: number): string | undefined {
  const used = (i: number) => matches.some((m) => i >= m.start && i <= m.end) || levels.some((l) => l.index === i);
  for (let i = 0; i < end; i++) {
    const t = tokens[i] as Token;
    if (used(i)) continue;
    if (ARM_WORD.test(t.word)) return t.raw;
    if (i === 0 || !ROWS_QUALIFIER.test(t.word)) continue;
    let k = i + 1;
    while (k < end && DETERMINERS.has((tokens[k] as Token).word)) k++;
    const w = tokens[k];
    if (k >= end || !w || !/^[a-z]/.test(w.word) || NOT_ROWS.test(w.word) || UNIT_WORD.test(w.word) || used(k) || numberAt(tokens, k)) continue;
    return tokens.slice(i, k + 1).map((x) => x.raw).join(' ');
  }
  return undefined;
}

/**
 * "Premium customers spend more than 60", "engineering employees earn at least 70000 on average",
 * "returns in up markets exceed 2": one group's mean (or median) against a number, not a comparison
 * of that group with the others. The group is named by one level (or by a yes/no column said of
 * the rows: "remote employees"; negated, "employees who are not remote", its other level), the
 * claim names one measure and nothing else, and its one number is written as a threshold: right
 * after comparison words ("more than", "above", "at least" …) or "about". A number followed by a
 * comparative ("20 more than basic customers", "20% higher") is a difference between groups.
 */
function groupThreshold(
  tokens: Token[], levels: readonly LevelMention[], matches: ColumnMatch[], columnOf: (m: ColumnMatch) => Column,
  negatedGroups: readonly NegatedGroup[], ds: Dataset,
): { measure: ColumnMatch; within: { column: string; level: string } } | undefined {
  const numbers = tokens.filter((t) => numberAt(tokens, t.index));
  // ("at least 30% of variant B orders are over 60": the share's number, then the one the rows pass)
  const past = numbers.length === 2 ? shareOfRowsPast(tokens) : undefined;
  if (numbers.length !== 1 && !(past && past.at.unit === undefined && past.at.index === (numbers[1] as Token).index)) return undefined;
  const at = past ? past.at.index : (numbers[0] as Token).index;
  const unit = /^(percent|pct|k|thousand|m|million|mn|bn|billion|b)$/.test(tokens[at + 1]?.word ?? '') ? 1 : 0;
  if (COMPARED_AFTER.test(tokens[at + 1 + unit]?.word ?? '')) return undefined;
  const words = (from: number) => tokens.slice(from, at).map((t) => t.word).join(' ');
  // ("older than 40", "longer than 5 days": the comparative of the measure, then a number)
  const asThreshold = CUT_WORDS.some(([re, , len]) => re.test(words(at - len))) || C.APPROX.test(words(at - 1)) || /^close to$/.test(words(at - 2)) ||
    /^\w+er than$/.test(words(at - 2));
  if (!asThreshold) return undefined;
  const measures = matches.filter((m) => columnOf(m).kind === 'numeric');
  const others = matches.filter((m) => !measures.includes(m));
  if (measures.length !== 1 || others.length !== 1) return undefined;
  // "bike deliveries taking over 30 minutes get fewer tips": the unit names another measure, which the bound cuts
  if (columnOfUnit(ds, tokens[at + 1]?.word, [(measures[0] as ColumnMatch).column])) return undefined;
  // "smokers over 40 stay longer": the bound comes right after the group's word, before any verb,
  // and a comparison follows; it describes the rows, not the measure's level
  const len = CUT_WORDS.find(([re, , k]) => re.test(words(at - k)))?.[2] ?? 1;
  const groupEnds = [...levels.map((lv) => lv.index + tokenize(lv.level).length - 1), ...others.map((m) => m.end)];
  const subject = groupEnds.some((end) => at - len === end + 1 || at - len === end + 2);
  if (subject && tokens.slice(at + 1).some((t) => C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word))) return undefined;
  const g = columnOf(others[0] as ColumnMatch);
  if (levels.some((lv) => lv.column !== g.name)) return undefined;
  const named = [...new Set(levels.map((lv) => lv.level))];
  let level: string | undefined;
  if (named.length === 1) level = named[0];
  else if (!named.length && g.kind === 'binary') level = positiveLevel(g, tokens, noBeforeMeasure(tokens, measures));
  if (level === undefined) return undefined;
  // "customers who are not premium", "employees who are not remote": the other group, when there is one
  if (negatedGroups.some((x) => x.column === g.name)) {
    if (g.levels.length !== 2) return undefined;
    level = g.levels.find((l) => l !== level) as string;
  }
  return { measure: measures[0] as ColumnMatch, within: { column: g.name, level } };
}

/** Positions of a "no" right before a measure ("smokers see no drop above 10"): the claim's "no", not a level "no". */
function noBeforeMeasure(tokens: Token[], measures: readonly ColumnMatch[]): Set<number> {
  return new Set(measures.filter((m) => tokens[m.start - 1]?.word === 'no').map((m) => m.start - 1));
}

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
function thresholdSide(lower: string, tokens: Token[], number: NonNullable<ReturnType<typeof findNumber>>): { dir: 1 | -1; approx: boolean; denied?: true } {
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
function shareOfRowsPast(tokens: Token[]): { share: number; shareDir: 1 | -1; at: NonNullable<ReturnType<typeof findNumber>> & { unit?: string; raw?: string }; atDir: 1 | -1; op: Cut['op'] } | undefined {
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
  for (let i = share.end + 1; i < tokens.length && !at; i++) at = numberAt(tokens, i);
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
 * +1 or −1 from the claim's direction words, 0 when it has none. An outcome that measures a fall
 * (`bp_drop`, `weight_loss`) turns the sign round when the claim speaks of the quantity itself:
 * "the drug lowers blood pressure" is a larger `bp_drop`. A word of a matched column's own name
 * ("a smaller drop in blood pressure") is part of that name, not a direction, but a column's word
 * in the comparative ("makes employees happier" for satisfaction) says "higher", unless negated
 * ("not happier" is not "lower", so it gives no direction). `ignore`: words that are not the
 * claim's direction (a cut's "more than", a rejected "not less"; a negation among them does not
 * negate a comparative); `levels`: a level is a name, even when it reads as a comparative ("older"
 * customers) or a direction ("top" stores); `inverted`: direction words a negation in the rows'
 * description turns round ("students who do not study more" study less).
 */
function directionSign(
  tokens: Token[], matches: ColumnMatch[], from = 0, outcome?: string,
  { ignore = new Set<number>(), levels = [], inverted = new Set<number>() }:
    { ignore?: ReadonlySet<number>; levels?: readonly LevelMention[]; inverted?: ReadonlySet<number> } = {},
): 1 | -1 | 0 {
  let sign = 1;
  let any = false;
  for (const { t, comparative, low } of directionWords(tokens, matches, from, ignore, levels)) {
    if (comparative) {
      if (tokens.slice(Math.max(0, t.index - 3), t.index).some((w) => NEGATION.test(w.word) && !ignore.has(w.index))) continue;
      any = true;
      // "younger employees earn more": the low end of age, so lower salary with higher age
      if (low) sign = -sign;
      continue;
    }
    any = true;
    if (low ?? C.NEGATIVE.test(t.word)) sign = -sign;
    if (inverted.has(t.index)) sign = -sign;
  }
  if (any && outcome !== undefined && nameWords(outcome).some((w) => C.NEGATIVE.test(w) || /^(loss|losses)$/.test(w))) {
    const outcomeStems = new Set(columnStems(outcome));
    if (!tokens.some((t) => outcomeStems.has(t.stem) && (C.NEGATIVE.test(t.word) || /^loss/.test(t.word)))) sign = -sign;
  }
  return any ? (sign as 1 | -1) : 0;
}

/**
 * The claim's direction words: cue words outside column names and levels, and a matched column's
 * word in the comparative ("happier" for satisfaction, "younger" for age), flagged `comparative`.
 * `low`: the word names the low end ("younger", "faster deliveries" for a delivery time; see
 * scaleEndAt), which overrides the cue's own sign ("slower deliveries" take longer). The two ends
 * joined by "and" ("younger and older employees") give no direction.
 */
function directionWords(
  tokens: Token[], matches: ColumnMatch[], from: number, ignore: ReadonlySet<number>, levels: readonly LevelMention[],
): { t: Token; comparative: boolean; low?: boolean }[] {
  const nameStems = new Set(matches.flatMap((m) => columnStems(m.column)));
  // a group's name is not a direction, even when it reads as one ("top and bottom stores", "lower class")
  const levelWords = new Set(levels.flatMap((lv) => Array.from({ length: tokenize(lv.level).length }, (_, k) => lv.index + k)));
  const out: { t: Token; comparative: boolean; low?: boolean }[] = [];
  // a claim about a time taken and no speed: "slower" is more of it, "faster" less ("car deliveries are slower")
  const timed = matches.some((m) => takesTime(m.column)) && !matches.some((m) => scaleOf('faster', m.column)?.end === 1);
  // the particle of "slows down", "speeds up" is part of the verb, not a direction of its own
  const particles = new Set(tokens.flatMap((t) =>
    /^slow(s|ed|ing)?$/.test(t.word) ? [particleAfter(tokens, t, 'down')] : /^(sped|speeds?|speeding)$/.test(t.word) ? [particleAfter(tokens, t, 'up')] : []));
  for (const t of tokens) {
    if (t.index < from || ignore.has(t.index) || levelWords.has(t.index) || particles.has(t.index)) continue;
    const inside = matches.find((m) => t.index >= m.start && t.index <= m.end);
    if (inside || nameStems.has(t.stem)) {
      if (!inside || levels.some((lv) => lv.column === inside.column && lv.index === inside.start)) continue;
      // ("resolved sooner" naming resolution_days: durationMeasure)
      const end = endOf(t, inside.column) ?? (takesTime(inside.column) ? timeTakenEnd(tokens, t) : undefined);
      if (end === undefined || bothEnds(tokens, t, inside.column, end)) continue;
      out.push({ t, comparative: true, ...(end < 0 ? { low: true } : {}) });
      continue;
    }
    const end = scaleEndAt(tokens, matches, t) ?? (timed ? timeTakenEnd(tokens, t) : undefined);
    if (end !== undefined) out.push({ t, comparative: false, low: end < 0 });
    else if (C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word)) out.push({ t, comparative: false });
  }
  return out;
}

/** The end of the measure in `column` a word names: "happier", "older" the high end (comparativeOf), "younger" the low end (scaleOf). */
function endOf(t: Token, column: string): 1 | -1 | undefined {
  return comparativeOf(t, column) ? 1 : scaleOf(t.word, column)?.end;
}

/** "Younger and older", "older or younger": the word at `t` (end `end`) is joined by "and" / "or" to the other end of the same measure. */
function bothEnds(tokens: Token[], t: Token, column: string, end: 1 | -1): boolean {
  return [[t.index + 1, t.index + 2], [t.index - 1, t.index - 2]].some(([j, o]) =>
    /^(and|or)$/.test(tokens[j as number]?.word ?? '') && tokens[o as number] !== undefined && endOf(tokens[o as number] as Token, column) === -end);
}

/**
 * The end of a measure that a comparative outside any match names, when it describes a matched
 * column of that measure: "faster deliveries" (the match right after it: a delivery time, so the
 * low end), "deliveries are slower" (the match before "are").
 */
function scaleEndAt(tokens: Token[], matches: ColumnMatch[], t: Token): 1 | -1 | undefined {
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
 * Where the claim denies its own direction: "are not more satisfied", "aren't happier", "no more
 * likely to churn", "don't earn more", "does not make employees happier", "B doesn't beat A". Such
 * a claim says there is no difference, as "does not increase" or "does not depend on" do, not that
 * the direction holds. The denial belongs to the claim's verb: "no" right before the direction
 * word, or "not" after an auxiliary, "never" or a contracted "n't" at most two words before it;
 * not a "not" in a clause that describes the rows ("employees who do not work remotely earn
 * more") nor a bare "not" ("fewer sales, not more"). Returns the positions of the denying words
 * ("no" in "no happier" is not a level named "no").
 */
function denials(tokens: Token[], matches: ColumnMatch[], ignore: ReadonlySet<number>, levels: readonly LevelMention[]): Set<number> {
  const out = new Set<number>();
  for (const { t } of directionWords(tokens, matches, 0, ignore, levels)) {
    for (let k = t.index - 1; k >= Math.max(0, t.index - 3); k--) {
      const w = (tokens[k] as Token).word;
      if (!NEGATION.test(w) || w === 'nor' || w === 'neither') continue;
      if (w === 'no' && k !== t.index - 1) continue;
      if (w === 'not' && !C.AUXILIARY.test(tokens[k - 1]?.word ?? '')) continue;
      if (inRowsClause(tokens, k)) continue;
      out.add(k);
      break;
    }
  }
  return out;
}

/**
 * A negation that opens a clause about the rows: "who do not smoke", "that aren't remote", "who have
 * never smoked" (an opener, then an auxiliary before "not", or "never" or "n't" right after the
 * opener or its auxiliary). "Customers who churn do not spend more" denies the claim: "not" follows
 * the clause's verb.
 */
function inRowsClause(tokens: Token[], k: number): boolean {
  const word = (i: number) => tokens[i]?.word ?? '';
  if (word(k) === 'not') return C.AUXILIARY.test(word(k - 1)) && C.CLAUSE_OPENER.test(word(k - 2));
  if (word(k) !== 'never' && !(NEGATION.test(word(k)) && word(k).endsWith('nt'))) return false;
  return C.CLAUSE_OPENER.test(word(k - 1)) || (C.AUXILIARY.test(word(k - 1)) && C.CLAUSE_OPENER.test(word(k - 2)));
}

/**
 * "Office employees are not remote", "remote employees do not churn", "most women never work
 * remotely", "60% of patients do not recover": a negation of the claim's verb (an auxiliary's
 * "not", "never", "n't") at most three words before the outcome's name denies the outcome's level
 * itself: the claim is about the other level. Not a negation in a clause about the rows (negatedGroups) nor one that denies a
 * direction ("do not churn more", see denials).
 */
function deniesOutcome(tokens: Token[], outcome: ColumnMatch, skip: ReadonlySet<number>): boolean {
  for (let k = outcome.start - 1; k >= Math.max(0, outcome.start - 3); k--) {
    const w = tokens[k]?.word ?? '';
    if (!NEGATION.test(w) || /^(no|nor|neither)$/.test(w)) continue;
    if (skip.has(k) || inRowsClause(tokens, k)) return false;
    if (w === 'not' && !C.AUXILIARY.test(tokens[k - 1]?.word ?? '')) return false;
    return true;
  }
  return false;
}

/** The level of a two-level outcome other than `level`, when the claim denies the outcome (deniesOutcome). */
function otherLevel(c: Column, level: string, denied: boolean): string {
  return denied && c.levels.length === 2 ? (c.levels.find((l) => l !== level) as string) : level;
}

interface NegatedGroup {
  column: string;
  /** the level negated, when the group is named by a level ("not in sales"); none for a yes/no column ("did not smoke") */
  level?: string;
  /** where the group is named */
  index: number;
}

/**
 * "Patients who did not smoke", "employees who are not remote", "customers not on the premium plan",
 * "non-smokers": a negation in the words that describe the rows names the other group of what it
 * negates (smoker = no, remote = no, the plans other than premium). The negation opens a clause
 * about the rows (inRowsClause), or is a "not" no auxiliary comes before and no direction word
 * comes right before ("more, not less" is a contrast), or "non" right before the group's word; the
 * group (a level, or a yes/no or group column) is named within three words, before any other column
 * or direction word. "Remote employees do not earn more" denies the claim instead (see denials).
 * Returns the negations' positions (a clause about the rows claims no "no effect" either) and the
 * groups they negate.
 */
function negatedGroups(
  tokens: Token[], matches: ColumnMatch[], levels: readonly LevelMention[], columnOf: (m: ColumnMatch) => Column, skip: ReadonlySet<number>,
): { negations: Set<number>; groups: NegatedGroup[]; inverted: Set<number> } {
  const negations = new Set<number>();
  const groups: NegatedGroup[] = [];
  const inverted = new Set<number>();
  const word = (i: number) => tokens[i]?.word ?? '';
  const levelAt = (i: number) => levels.find((lv) => i >= lv.index && i < lv.index + tokenize(lv.level).length);
  const dirs = new Set(directionWords(tokens, matches, 0, new Set(), levels).map(({ t }) => t.index));
  for (let k = 0; k < tokens.length; k++) {
    const w = word(k);
    if (skip.has(k) || levelAt(k)) continue;
    // (not "not only more but …")
    const bare = w === 'not' && !C.AUXILIARY.test(word(k - 1)) && !/^(only|just|merely|simply)$/.test(word(k + 1));
    // "with no discount", "without the drug": what is named after the article
    let named = k + 1;
    while (/^(without|no|zero)$/.test(w) && /^(a|an|any|the)$/.test(word(named))) named++;
    // (or a column named again, "coupon orders are returned more than no coupon orders": its first mention is the match)
    const namedMatch = matches.find((x) => x.start === named) ??
      matches.find((x) => x.start >= 0 && x.start === x.end && tokens[x.start]?.word === word(named));
    const namesGroup = namedMatch !== undefined && (columnOf(namedMatch).kind === 'binary' || columnOf(namedMatch).kind === 'categorical');
    const absent = /^(without|no|zero)$/.test(w) && absentBefore(tokens, named, namesGroup) === k;
    // "patients do not smoke and have a drop above 10": a negated verb whose clause, joined by
    // "and" to the claim's, names a group says which rows the claim is about (smoker = no)
    const joined = NEGATION.test(w) && !/^(no|nor|neither)$/.test(w) && (w !== 'not' || C.AUXILIARY.test(word(k - 1))) &&
      [1, 2, 3].some((j) => word(k + j + 1) === 'and' && !levelAt(k + j + 2) && !tokens.slice(k + 1, k + j).some((t) => GROUPED_BY.test(t.word) || DESCRIBES_ROWS.test(t.word)) && (matches.some((x) => x.end === k + j && (columnOf(x).kind === 'binary' || columnOf(x).kind === 'categorical')) ||
        levels.some((lv) => lv.index + tokenize(lv.level).length - 1 === k + j)));
    if (!(w === 'non' || bare || absent || joined || inRowsClause(tokens, k))) continue;
    if (w !== 'non') negations.add(k);
    let crossed = 0;
    for (let i = k + 1; i <= (w === 'non' ? k + 1 : absent ? named : k + 3); i++) {
      const lv = levelAt(i);
      if (lv) {
        if (lv.index === i) groups.push({ column: lv.column, level: lv.level, index: i });
        break;
      }
      const m = matches.find((x) => i >= x.start && i <= x.end);
      if (m) {
        const kind = columnOf(m).kind;
        // "do not work remotely": the column's own word ("work" of work_mode), then its level
        if (m.start === i && levelAt(m.end + 1)?.column === m.column) {
          i = m.end;
          continue;
        }
        if (m.start === i && (kind === 'binary' || kind === 'categorical')) groups.push({ column: m.column, index: i });
        if (m.start !== i || kind === 'binary' || kind === 'categorical' || crossed++ > 0) break;
        i = m.end;
        continue;
      }
      // "students who do not study more": who study less
      if (dirs.has(i)) {
        if (w !== 'non' && !absent) inverted.add(i);
        break;
      }
    }
  }
  return { negations, groups, inverted };
}

/**
 * A contrast states the claim's direction and rejects another: "earn more, not less", "more and not
 * less", "more rather than less", "more instead of less", "not less but more", "do not earn less but
 * more". The rejected direction gives no direction, denies nothing, and its "not" is no claim of no
 * effect ("raise returns, not lower them"). Only a direction word right after "not" or "rather than"
 * is rejected, and only where a direction word comes right before it: "customers not on the plan
 * spend more" and "lower prices rather than discounts reduce returns" are no contrasts of direction.
 * Returns the positions of the contrast's words and of the rejected direction.
 */
function rejectedAlternatives(tokens: Token[], matches: ColumnMatch[], levels: readonly LevelMention[]): Set<number> {
  const out = new Set<number>();
  const dirs = new Set(directionWords(tokens, matches, 0, new Set(), levels).map(({ t }) => t.index));
  const word = (i: number) => tokens[i]?.word ?? '';
  for (let k = 0; k < tokens.length; k++) {
    const w = word(k);
    // "not less but more", "do not earn less but more": the side between "not" and "but" is rejected
    // (not "not only more but …", which claims both)
    if ((w === 'not' || w === 'never' || (NEGATION.test(w) && w.endsWith('nt'))) && !/^(only|just|merely|simply)$/.test(word(k + 1))) {
      let but = k + 1;
      while (but < tokens.length && but <= k + 5 && word(but) !== 'but') but++;
      if (word(but) === 'but' && [...dirs].some((d) => d > k && d < but) && [...dirs].some((d) => d > but && d <= but + 3)) {
        for (let i = k; i <= but; i++) out.add(i);
        k = but;
        continue;
      }
    }
    // "more, not less", "more and not less", "more rather than less"
    const len = w === 'not' && !C.AUXILIARY.test(word(k - 1)) ? 1 : C.REJECTING.test(`${w} ${word(k + 1)}`) ? 2 : 0;
    if (!len) continue;
    // the claim's direction comes right before, or before its object: "raise order value, not lower it"
    let d = k - 1;
    while (d >= 0 && (/^(and|but|or)$/.test(word(d)) || DETERMINERS.has(word(d)))) d--;
    const object = matches.find((m) => d >= m.start && d <= m.end && !dirs.has(d));
    if (object) d = object.start - 1;
    while (d >= 0 && DETERMINERS.has(word(d))) d--;
    if (!dirs.has(d) && !dirs.has(d - 1)) continue;
    let r = k + len;
    while (C.BEFORE_REJECTED.test(word(r))) r++;
    if (!dirs.has(r)) continue;
    for (let i = k; i <= r; i++) out.add(i);
    k = r;
  }
  return out;
}

/**
 * "Age as well as income predicts spending", "women as well as men are satisfied": "as well as"
 * that joins two measures, or two groups of one column, means "and", not "as well paid as" or
 * "recover as well as non-smokers" (a verb or adjective before it, a group after it), which claims
 * no difference. Returns the positions of its words.
 */
function asWellAsAnd(tokens: Token[], matches: ColumnMatch[], levels: readonly LevelMention[], columnOf: (m: ColumnMatch) => Column): Set<number> {
  const out = new Set<number>();
  const groupAt = (i: number) => levels.find((lv) => i >= lv.index && i < lv.index + tokenize(lv.level).length)?.column ??
    matches.find((m) => i >= m.start && i <= m.end && ['binary', 'categorical'].includes(columnOf(m).kind))?.column;
  for (let k = 0; k + 2 < tokens.length; k++) {
    if (tokens.slice(k, k + 3).map((t) => t.word).join(' ') !== 'as well as') continue;
    let q = k + 3;
    while (DETERMINERS.has(tokens[q]?.word ?? '')) q++;
    const after = matches.find((m) => m.start === q);
    const measure = after !== undefined && ['numeric', 'time'].includes(columnOf(after).kind);
    // a list of groups: the same column's group is named just before ("remote employees as well as office employees")
    const group = groupAt(q);
    const listed = group !== undefined && [k - 1, k - 2].some((i) => i >= 0 && groupAt(i) === group);
    if (measure || listed) for (let i = k; i < k + 3; i++) out.add(i);
  }
  return out;
}

/**
 * "Remote employees are as satisfied as office employees", "… as well paid as …", "… as likely to
 * churn as …": "as", a word that names a column (or a synonym of its name), "as"; or "as much as",
 * "as often as" right after a word that names one ("earn as much as", "recover as often as"), with
 * what is counted after "much" or "many" ("as much money as"). Between groups it claims no
 * difference, like C.SAME, unless multiplied ("twice as satisfied as") or bounded, and denied ("not
 * as satisfied as") it claims less, like C.NOT_AS_MUCH. "At least as much as" claims the first side
 * is not below the second (`more`), "at most as much as" not above it (`less`); `bounds` are the
 * positions of "at least" / "at most", which are no direction of their own. `skip`: "as" words that
 * are no comparison (asWellAsAnd).
 */
function asColumnAs(tokens: Token[], matches: ColumnMatch[], skip: ReadonlySet<number> = new Set()):
  { alike: boolean; less: boolean; bounds: Set<number> } {
  const inMatch = (i: number) => matches.some((m) => i >= m.start && i <= m.end);
  let alike = false;
  let less = false;
  const bounds = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.word !== 'as' || skip.has(i)) continue;
    let j = i + 1;
    while (j < tokens.length && j <= i + 5 && tokens[j]?.word !== 'as' && (inMatch(j) || C.AS_AS_FILLER.test(tokens[j]?.word ?? ''))) j++;
    // "as much money as", "as many sales calls as": what is counted
    if (/^(much|many)$/.test(tokens[i + 1]?.word ?? '') && tokens[j]?.word !== 'as') {
      j = tokens.findIndex((t, k) => k > i + 1 && k <= i + 4 && t.word === 'as');
      if (j < 0) continue;
    }
    if (tokens[j]?.word !== 'as' || j - i < 2 || j - i > 5) continue;
    const inner = Array.from({ length: j - i - 1 }, (_, k) => i + 1 + k);
    const bound = `${tokens[i - 2]?.word ?? ''} ${tokens[i - 1]?.word ?? ''}`;
    const lead = leadOfAsAs(tokens, i);
    if (!inner.some(inMatch) && !(inMatch(lead) && !/^(much|many)$/.test(tokens[lead]?.word ?? ''))) continue;
    if (bound === 'at least' || bound === 'at most') {
      bounds.add(i - 2).add(i - 1);
      if (bound === 'at most') less = true;
      continue;
    }
    if (/^(twice|thrice|times|half|least|most|double|triple)$/.test(tokens[i - 1]?.word ?? '')) continue;
    if (tokens.slice(Math.max(0, i - 3), i).some((t) => NEGATION.test(t.word) && t.word !== 'no')) less = true;
    else alike = true;
  }
  return { alike, less, bounds };
}

/** Where the word naming the measure of an "as … as" opening at `i` would stand: before "at least", "just", "nearly" … or right before it. */
function leadOfAsAs(tokens: Token[], i: number): number {
  const bound = `${tokens[i - 2]?.word ?? ''} ${tokens[i - 1]?.word ?? ''}`;
  if (bound === 'at least' || bound === 'at most') return i - 3;
  return /^(just|nearly|almost|about|roughly|quite|fully)$/.test(tokens[i - 1]?.word ?? '') ? i - 2 : i - 1;
}

/**
 * "Older employees are as satisfied as younger ones", "employees with more experience are as well
 * paid as those with less", "younger employees earn as much as older ones": an "as … as" round one
 * measure (inside it, or the word right before it) whose sides are the two ends of the other: that
 * measure in the comparative or after a direction word on one side, a comparative or direction word
 * on the other. It compares the rows at either end of a measure, as "as … as" compares groups.
 * Returns which side names the measure, or undefined: `after` when it is the side after "as … as"
 * ("younger … as well paid as older ones"), so the sentence's subject is the other end.
 */
function asAsBetweenEnds(tokens: Token[], numeric: ColumnMatch[], skip: ReadonlySet<number> = new Set()): { after: boolean } | undefined {
  const cue = (w: string) => C.POSITIVE.test(w) || C.NEGATIVE.test(w);
  const farEnd = (w: string) => cue(w) || (/er$/.test(w) && comparativeBases(w).length > 0 && !/^(other|ever|never|over|under|after|either|neither|rather|per|her|their|our|your|whether|together)$/.test(w));
  const named = (m: ColumnMatch) => tokens.slice(m.start, m.end + 1).some((t) => endOf(t, m.column) !== undefined) ||
    tokens.slice(Math.max(0, m.start - 2), m.start).some((t) => cue(t.word));
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]?.word !== 'as' || skip.has(i)) continue;
    const j = tokens.findIndex((t, k) => k > i && k <= i + 5 && t.word === 'as');
    if (j < 0) continue;
    const inside = numeric.find((m) => m.start > i && m.end < j) ??
      numeric.find((m) => m.end === leadOfAsAs(tokens, i) && tokens.slice(i + 1, j).every((t) => C.AS_AS_FILLER.test(t.word)));
    if (!inside) continue;
    const before = numeric.find((m) => m !== inside && m.end < Math.min(i, inside.start));
    if (before && named(before) && tokens.slice(j + 1, j + 5).some((t) => farEnd(t.word))) return { after: false };
    const after = numeric.find((m) => m !== inside && m.start > j && m.start <= j + 4);
    if (after && named(after) && tokens.slice(Math.max(0, Math.min(i, inside.start) - 4), Math.min(i, inside.start)).some((t) => farEnd(t.word))) return { after: true };
  }
  return undefined;
}

/**
 * Whether the first two groups named are joined as a list: "women and men", "remote or office
 * employees", "women as well as men" (`and`: the positions of such an "as well as"), with nothing
 * else between them than "and", "or" and the words of such a list.
 */
function listedTogether(tokens: Token[], named: readonly LevelMention[], and: ReadonlySet<number>): boolean {
  const [first, second] = named;
  if (!first || !second || first.level === second.level) return false;
  const between = tokens.slice(first.index + tokenize(first.level).length, second.index);
  return between.length > 0 && between.every((t) => /^(and|or)$/.test(t.word) || and.has(t.index));
}

/** The sentence without the words at `drop` (its words as tokenize reads them), or as it was when they cannot be lined up. */
function withoutWords(lower: string, tokens: Token[], drop: ReadonlySet<number>): string {
  if (!drop.size) return lower;
  const re = /[$€£]?\d[\d,]*(?:\.\d+)?%?|\p{L}[\p{L}\p{M}'’]*/gu;
  const found = [...lower.matchAll(re)];
  if (found.length !== tokens.length) return lower;
  let out = '';
  let at = 0;
  found.forEach((m, i) => {
    if (!drop.has(i)) return;
    out += lower.slice(at, m.index);
    at = (m.index as number) + m[0].length;
  });
  return (out + lower.slice(at)).replace(/ {2,}/g, ' ');
}

/** "not", "never", "doesn't" (read without its apostrophe) … */
const NEGATION = /^(not|never|no|neither|nor|(do|does|did|is|are|was|were|has|have|had|wo|ca|could|would|should)nt)$/;

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

/**
 * "no" that is the claim's own word, not a level named "no": a limit ("no more than a third") or
 * a claim of no effect ("no effect on returns", "no real difference"). "with no discount" names
 * the level.
 */
function claimsNo(tokens: Token[], i: number): boolean {
  if (tokens[i]?.word !== 'no') return false;
  const words = tokens.slice(i, i + 3).map((t) => t.word).join(' ');
  return /^no (more|less|fewer|greater|higher|lower|bigger|smaller|longer|shorter)\b/.test(words) || C.NO_EFFECT.test(words);
}

/** Positions of the words that name levels of columns other than `column`. */
function levelWords(levels: readonly LevelMention[], column: string): number[] {
  return levels.filter((lv) => lv.column !== column).flatMap((lv) => Array.from({ length: tokenize(lv.level).length }, (_, k) => lv.index + k));
}

/** The level a claim is about; `denying`: positions of words that deny the claim's direction ("no" in "no happier"). */
function positiveLevel(col: Column, tokens: Token[], denying: ReadonlySet<number> = new Set()): string {
  const named = col.levels.find((l) => tokens.some((t) => t.word === l.toLowerCase() && !claimsNo(tokens, t.index) && !denying.has(t.index)));
  if (named) return named;
  return col.levels.find((l) => C.POSITIVE_LEVEL.test(l)) ??
    (col.levels.length === 2 ? col.levels.find((l) => !C.BASELINE_LEVEL.test(l) && col.levels.some((o) => C.BASELINE_LEVEL.test(o))) : undefined) ??
    (col.levels[1] as string);
}

/** Words of column names and levels, found inside text written without spaces (see tokenize). */
function lexicon(ds: Dataset): string[] {
  const words: string[] = [];
  for (const c of ds.columns) {
    words.push(...nameWords(c.name));
    if (c.kind === 'categorical' || c.kind === 'binary') for (const l of c.levels) words.push(...nameWords(l));
  }
  return words;
}

function notTestable(ds: Dataset, hypothesis: string, what: string, matches: ColumnMatch[]): never {
  const found = matches.length ? ` It matched: ${matches.map((m) => `"${m.phrase}" → ${m.column} (${m.score.toFixed(2)})`).join(', ')}.` : '';
  // A column the hypothesis names but that cannot be tested is left out of matching: say why, or
  // "no phrase matches a column" reads as if the column were missing.
  const named = matchColumns(tokenize(hypothesis, lexicon(ds)), ds.columns, true).filter((m) => !matches.some((x) => x.column === m.column));
  const byName = new Map(ds.columns.map((c) => [c.name, c]));
  const unusable = named.length ? ` ${named.map((m) => whyUnusable(byName.get(m.column) as Column)).join('; ')}.` : '';
  // dates that could not be read leave the data without a time column: say so too
  const dates = ds.columns.filter((c) => c.note && !named.some((m) => m.column === c.name)).map((c) => ` ${c.note}.`).join('');
  throw new EngineError(
    'hypothesis_not_testable',
    `Cannot test "${hypothesis}" against this data: ${what}.${found}${unusable}${dates} Columns found: ${describeColumns(ds)}.`,
    { columns: ds.columns.map((c) => ({ name: c.name, kind: c.kind })), matches },
  );
}

export function parseHypothesis(hypothesis: string, ds: Dataset, analysisType: AnalysisType): Claim {
  const claim = readClaim(hypothesis, ds, analysisType);
  // "spend increses revenue": a misspelt direction verb would be read as no direction (an
  // association) or as the default side; say which word was not understood instead
  const typo = misspeltCue(tokenize(hypothesis), claim.matches);
  if (typo) {
    notTestable(ds, hypothesis.trim(), `the word "${typo.raw}" is not known; it looks like "${typo.meant}", but a misspelt word is not guessed, and without it the claim would be read with no direction. Write it again with the word spelt as meant`, claim.matches);
  }
  // "car deliveries take twice as long as bike deliveries": a ratio of two means or shares, which no
  // claim kind of engine.md §3.2 states; the direction alone would drop the multiple
  const multiple = MULTIPLE.exec(` ${fold(hypothesis).replace(/['’]/g, '')} `);
  if (multiple && !ds.columns.some((c) => nameWords(c.name).some((w) => /^(times|twice|double|triple|half)$/.test(w)))) {
    const phrase = multiple[0].trim();
    const denied = /^(not|never|isnt|arent|dont|doesnt|didnt) /.test(phrase);
    notTestable(ds, hypothesis.trim(), `it ${denied ? 'denies' : 'claims'} a multiple ("${phrase}"): that one side is a number of times the other, and a ratio of two means or shares is not tested yet; testing only which side is higher would drop the multiple. ${
      !denied && (claim.kind === 'group' || claim.kind === 'dir') ? `To test the direction alone, leave the multiple out ("${claim.statement}")` : 'Leave the multiple out to test the direction alone'}`, claim.matches);
  }
  // "The median order value is higher for B": groups are compared on their means (engine.md §4,
  // "decisions need means"), so the statement says so rather than read as a test of medians
  const median = /\b(medians?|typical(ly)?|middle values?)\b/i.exec(fold(hypothesis));
  if (median && (claim.kind === 'group' || claim.kind === 'groupNone' || claim.kind === 'groupDiff') && claim.outcomeLevel === undefined) {
    return { ...claim, statement: `${claim.statement} (the claim names the ${/^median/i.test(median[0]) ? 'median' : 'typical value'}; the means are compared, and the Mann–Whitney rank test is reported beside them)` };
  }
  return claim;
}

/** A multiple between two sides: "twice as long as", "three times as likely", "half as often", "2 times more", "not twice as". */
const MULTIPLE = /((\bnot|\bnever|\b(is|are|do|does|did)nt) (\w+ )?)?\b(twice|thrice|double|triple|half|(one and a half|two|three|four|five|six|seven|eight|nine|ten|\d+(\.\d+)?) times) (as \w+|(more|less|fewer|higher|lower|larger|bigger|smaller|longer|shorter|faster|slower|greater|likelier|likely)\b)/;

/**
 * "Customers spend more with variant B": a verb of spending names the amount spent, which is the one
 * numeric column named as money ("order_value"), when no measure is named otherwise.
 */
function spendingMeasure(tokens: Token[], ds: Dataset, matches: readonly ColumnMatch[]): ColumnMatch | undefined {
  const kind = (name: string) => ds.columns.find((c) => c.name === name)?.kind;
  if (matches.some((m) => kind(m.column) === 'numeric')) return undefined;
  const verb = tokens.find((t) => C.SPEND_VERB.test(t.word) && !matches.some((m) => t.index >= m.start && t.index <= m.end));
  if (!verb) return undefined;
  const money = ds.columns.filter((c) => c.kind === 'numeric' && nameWords(c.name).some((w) => C.MONEY_WORD.test(w)));
  if (money.length !== 1) return undefined;
  return { column: (money[0] as Column).name, phrase: verb.raw, score: 0.8, start: verb.index, end: verb.index };
}

/**
 * "High priority tickets are resolved faster", "bigger orders arrive later": a word of speed after a
 * verb ("resolved faster", "resolve tickets faster") names the time the thing takes, which is the
 * one column in seconds to weeks ("resolution_days"), when no measure is named after the word and
 * at most one before it (the cause). Not "members are faster" (the rows' own speed), nor with two
 * columns of time taken, nor where a column says speed ("speed_kmh").
 */
function durationMeasure(tokens: Token[], ds: Dataset, matches: readonly ColumnMatch[]): ColumnMatch | undefined {
  const numeric = matches.filter((m) => ds.columns.find((c) => c.name === m.column)?.kind === 'numeric');
  const word = tokens.find((t) => timeTakenEnd(tokens, t) !== undefined && !matches.some((m) => t.index >= m.start && t.index <= m.end));
  if (!word || numeric.length > 1 || numeric.some((m) => m.end > word.index)) return undefined;
  let k = word.index - 1;
  while (k >= 0 && /^(much|even|far|a|lot|significantly|slightly|somewhat|considerably|way)$/.test((tokens[k] as Token).word)) k--;
  const prev = tokens[k];
  if (!prev || C.AUXILIARY.test(prev.word) || /^(get|gets|got|become|becomes|became|seem|seems|feel|feels|look|looks|the|a|an|and|or|than|no|not)$/.test(prev.word)) return undefined;
  const usable = ds.columns.filter((c) => c.kind === 'numeric' && !isRowNumber(c));
  if (usable.some((c) => scaleOf(word.word, c.name, false) !== undefined)) return undefined;
  const timed = usable.filter((c) => TIME_TAKEN_UNITS.has(columnUnit(c.name) ?? ''));
  if (timed.length !== 1 || numeric.some((m) => m.column === (timed[0] as Column).name)) return undefined;
  return { column: (timed[0] as Column).name, phrase: word.raw, score: 0.8, start: word.index, end: word.index };
}

/** A bound in a unit of speed ("10 km/h") on the one measure of speed, when no word named that measure. */
function speedMeasure(tokens: Token[], ds: Dataset, matches: readonly ColumnMatch[]): ColumnMatch | undefined {
  const unit = tokens.find((t) => SPEED_UNIT.test(t.word) && numberAt(tokens, t.index - 1) !== undefined);
  const c = unit ? columnOfUnit(ds, unit.word, []) : undefined;
  if (!unit || !c || matches.some((m) => m.column === c.name || (unit.index >= m.start && unit.index <= m.end))) return undefined;
  return { column: c.name, phrase: unit.raw, score: 0.8, start: unit.index, end: unit.index };
}

/** Direction verbs long enough that a word one or two letters off them is a misspelling of them, not another word. */
const CUE_VERBS = ['increase', 'increases', 'decrease', 'decreases', 'reduces', 'improves', 'lengthens', 'shortens', 'correlates', 'correlated', 'associated'];

/** Edit distance (insertions, deletions, substitutions), cut off above 2. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length] as number;
}

/** A word outside the columns that is one letter off a direction verb (two for the long ones) and is no cue itself. */
function misspeltCue(tokens: Token[], matches: readonly ColumnMatch[]): { raw: string; meant: string } | undefined {
  for (const t of tokens) {
    if (t.word.length < 6 || !/^[a-z]+$/.test(t.word) || matches.some((m) => t.index >= m.start && t.index <= m.end)) continue;
    if (C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word) || C.ASSOC.test(t.word)) continue;
    const near = CUE_VERBS.map((v) => ({ v, d: editDistance(t.word, v) })).filter(({ v, d }) => d > 0 && d <= (v.length >= 8 ? 2 : 1)).sort((a, b) => a.d - b.d)[0];
    if (near) return { raw: t.raw, meant: near.v };
  }
  return undefined;
}

/** Words that claim or compare a cause's effect ("affects", "drives", "has a bigger effect on"). */
const CAUSE_WORD = /^(affect\w*|effects?|impact\w*|influenc\w*|driv\w*|drove|matter\w*|explain\w*|determin\w*|caus\w*|depend\w*|contribut\w*|increas\w*|rais\w*|boost\w*|lift\w*|improv\w*|reduc\w*|decreas\w*|predict\w*)$/;
const STRENGTH = /^(more|less|better|worse|bigger|stronger|larger|greater|smaller|weaker|harder)$/;
const MULTIPLY = /^(doubl\w*|tripl\w*|quadrupl\w*|halv\w*)$/;

/**
 * Claims about an effect that no claim kind of engine.md §3.2 states, refused rather than tested
 * as the bare relation they contain: which of two causes is stronger ("season affects revenue more
 * than spend", "revenue is driven by the season, not by spend"), a proportional amount ("doubling
 * spend doubles revenue", "revenue is proportional to spend") and a delay ("revenue lags spend by
 * one month"). Each names the nearest claim that is tested.
 */
function untestedEffect(tokens: Token[], lower: string, ds: Dataset, text: string, matches: ColumnMatch[]): void {
  const ownName = (re: RegExp) => ds.columns.some((c) => nameWords(c.name).some((w) => re.test(w)));
  const columnsIn = (from: number, to: number) => [...new Set(matchColumns(tokens.slice(Math.max(from, 0), to), ds.columns).map((m) => m.column))];
  const named = [...new Set(matches.map((m) => m.column))];
  // the cause after the cue ("doubling spend …", "proportional to spend", "lags spend"), the outcome
  // the other one; with the cue after both, the first before a word of cause ("spend affects revenue
  // a month later"), else the second ("revenue follows spend with a lag")
  const roles = (at: number) => {
    const numeric = matches.filter((m) => byKind(ds, m.column) === 'numeric');
    const [a, b] = numeric;
    const caused = a && b && tokens.slice(a.end + 1, b.start).some((t) => CAUSE_WORD.test(t.word) || C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word));
    const x = numeric.find((m) => m.start > at) ?? (caused ? a : b ?? a);
    const y = numeric.find((m) => m.column !== x?.column);
    return { x: x?.column ?? '<cause>', y: y?.column ?? '<outcome>' };
  };
  // "two causes": what comes after "than", "rather than", "instead of" or ", not (by)" names a third column
  for (let j = 1; j < tokens.length - 1; j++) {
    const w = (tokens[j] as Token).word;
    const pivot = w === 'than' && tokens.slice(Math.max(0, j - 6), j).some((t) => STRENGTH.test(t.word)) ? j
      : (w === 'instead' && tokens[j + 1]?.word === 'of') || (w === 'rather' && tokens[j + 1]?.word === 'than') ? j + 1
        : w === 'not' && new RegExp(`, not ${tokens[j + 1]?.word ?? ''}\\b`).test(lower) ? j : -1;
    if (pivot < 0) continue;
    const verb = tokens.slice(0, j).find((t) => CAUSE_WORD.test(t.word));
    const before = [...new Set(matches.filter((m) => m.end < j).map((m) => m.column))];
    const after = columnsIn(pivot + 1, Math.min(tokens.length, pivot + 5)).filter((c) => !before.includes(c));
    if (!verb || before.length < 2 || !after.length) continue;
    // the outcome: before a passive cue ("revenue is driven by", "depends on"), else the first column after it
    const passive = /^depend/.test(verb.word) || tokens[verb.index + 1]?.word === 'by' || (tokens[verb.index + 2]?.word === 'by' && tokens[verb.index + 1]?.word === 'more');
    const y = (passive ? matches.filter((m) => m.end < verb.index) : matches.filter((m) => m.start > verb.index && m.end < j)).map((m) => m.column)[0];
    const causes = y ? [...before.filter((c) => c !== y), after[0] as string] : [];
    const phrase = tokens.slice(Math.max(verb.index, 0), Math.min(tokens.length, pivot + 4)).map((t) => t.raw).join(' ');
    // one cause's effects on two outcomes: "raises order value more than it raises returns", "… more
    // than it does returns", "… more than on returns"; bare ("more than returns"), the third column
    // may be a second cause or a second outcome, and the message names both
    const x = y && !passive ? before.find((c) => c !== y) : undefined;
    const z = after[0] as string;
    // ("… more than marketing spend does": a second cause, said so)
    const causeSaid = tokens.slice(pivot + 2, pivot + 7).some((t) => /^(do|does|did)$/.test(t.word) && !/^(it|they)$/.test(tokens[t.index - 1]?.word ?? ''));
    if (x && y && !causeSaid) {
      const next = (k: number) => tokens[pivot + k]?.word ?? '';
      const outcomeSaid = /^(on|for)$/.test(next(1)) || (/^(it|they)$/.test(next(1)) && (CAUSE_WORD.test(next(2)) || /^(do|does|did)$/.test(next(2))));
      const effects = outcomeSaid ? `the effect of ${x} on ${y} against its effect on ${z}` : `the effect of ${x} on ${y} against either the effect of ${z} on ${y} or that of ${x} on ${z}`;
      notTestable(ds, text, `it compares how strong two effects are ("${phrase}"): ${effects}, and comparing the strength of two effects is not tested yet; testing one relation alone would drop the comparison. Test each effect as its own claim ("${x} affects ${y}"${outcomeSaid ? '' : `, "${z} affects ${y}"`}, "${x} affects ${z}"); a causal analysis adjusts each for the other measured columns`, matches);
    }
    notTestable(ds, text, `it compares how strong two effects are ("${phrase}"), and comparing the strength of two causes is not tested yet; testing one relation alone would drop the comparison. ${y && causes.length === 2
      ? `Test each cause as its own claim ("${causes[0]} affects ${y}", "${causes[1]} affects ${y}"); a causal analysis adjusts each for the other measured columns`
      : 'Test each relation as its own claim'}`, matches);
  }
  // "doubling spend doubles revenue", "revenue is proportional to spend": an amount of the effect
  const multiply = tokens.filter((t) => MULTIPLY.test(t.word));
  const proportional = /\b(proportional(ly)?|in proportion|elastic\w*|one[- ](for|to)[- ]one)\b/.exec(lower);
  const amount = proportional && !ownName(/^(proportional|elasticity|elastic)$/) ? proportional[0]
    : multiply.length ? tokens.filter((t) => t.index > (multiply[0] as Token).index && (MULTIPLY.test(t.word) || /^(twice|thrice|times)$/.test(t.word))).map((t) => `${(multiply[0] as Token).raw} … ${t.raw}`)[0] : undefined;
  if (amount && named.length >= 2) {
    const at = proportional ? (tokens.find((t) => /^(proportional|proportionally|proportion|elastic\w*|one)$/.test(t.word))?.index ?? -1) : (multiply[0] as Token).index;
    const { x, y } = roles(at);
    notTestable(ds, text, `it states how much ${y} changes with ${x} ("${amount}"): a proportional change (an elasticity), and the size of an effect is not tested yet; testing whether they move together would test another claim. Leave the amount out to test the direction ("${x} increases ${y}")`, matches);
  }
  // "revenue lags spend by one month", "spend lifts revenue a month later": a delay
  const lag = /\b(lag|lags|lagged|lagging)\b|\b(a|an|one|two|three|\d+)[- ](month|week|day|quarter|year|period)s?[- ](later|lag|after)\b|\bthe (next|following) (month|week|day|quarter|year|period)\b/.exec(lower);
  if (lag && named.length >= 2 && !ownName(/^(lag|lagged|lags)$/)) {
    const { x, y } = roles(lower.slice(0, lag.index).trim().split(/\s+/).length);
    notTestable(ds, text, `it claims a delay ("${lag[0].trim()}"): that the effect shows after some time, and a lagged effect is not tested as a claim; testing the relation within the same rows would test another claim. State the relation without the delay ("${x} increases ${y}"): with a time column, the causal analysis checks the lag in both directions as a counter-hypothesis`, matches);
  }
}

/** The kind of a column by name. */
function byKind(ds: Dataset, name: string): Column['kind'] | undefined {
  return ds.columns.find((c) => c.name === name)?.kind;
}

/** Words that judge without naming what is judged ("higher doses work better"). */
const EVALUATIVE = /^(better|worse|best|worst|outperform\w*|underperform\w*|beats?|wins?)$/;

function readClaim(hypothesis: string, ds: Dataset, analysisType: AnalysisType): Claim {
  const text = hypothesis.trim();
  if (!text) notTestable(ds, text, 'the hypothesis is empty', []);
  // "It is not true that X increases Y" denies the statement inside it. Scored as written, the
  // statement would pass as the user's claim: its opposite. Ask for the claim itself instead.
  if (readFraming(text).denied) {
    notTestable(ds, text, 'it says that another statement is false, and its score would be read as the score of that statement; state the claim to test directly, e.g. "X does not increase Y" or "the average of X is not above 50"', []);
  }
  const lower = ` ${fold(speedUnits(text)).replace(/[’]/g, "'")} `;
  const tokens = tokenize(speedUnits(text), lexicon(ds));
  const byName = new Map(ds.columns.map((c) => [c.name, c]));
  const matches = matchColumns(tokens, ds.columns);
  // "deliveries are faster than 10 km/h": the unit names the one measure of speed
  const speed = speedMeasure(tokens, ds, matches);
  if (speed) matches.push(speed);
  const spent = spendingMeasure(tokens, ds, matches);
  if (spent) matches.push(spent);
  const timeTaken = spent ? undefined : durationMeasure(tokens, ds, matches);
  if (timeTaken) matches.push(timeTaken);
  const levels = findLevels(tokens, ds.columns, matches);
  // A column whose levels are named is a group column even if its own name is not mentioned.
  const levelMatches = new Set<ColumnMatch>();
  const matchLevels = () => {
    for (const lv of levels) {
      if (!matches.some((m) => m.column === lv.column)) {
        const m = { column: lv.column, phrase: lv.level, score: 0.8, start: lv.index, end: lv.index };
        matches.push(m);
        levelMatches.add(m);
      }
    }
    matches.sort((a, b) => a.start - b.start);
  };
  matchLevels();
  const col = (m: ColumnMatch) => byName.get(m.column) as Column;
  for (const noun of rowNouns(tokens, matches, levels, col)) if (matches.length > 1) matches.splice(matches.indexOf(noun), 1);
  // "Office workers are happier": "workers" only names the rows, though it partly matches
  // work_mode; dropped, it must not take the group "office" names with it.
  matchLevels();
  // "More than 60% of orders arrive on time": what follows "P% of" or "the share of" is what is
  // counted (the rows), not a variable. When it names a column and the one other column is a
  // group or yes/no column, the claim is a share of that column, not a comparison of the two.
  // A yes/no column there is a group the share is counted in ("70% of tutored students"), below.
  const named = populationMatch(tokens, matches, levelMatches);
  const population = named && col(named).kind !== 'binary' ? named : undefined;
  if (population) {
    const rest = matches.filter((m) => m !== population);
    const kind = rest.length === 1 ? byName.get((rest[0] as ColumnMatch).column)?.kind : undefined;
    // (unless the rows pass a number of it: "more than half of orders in variant B are over 50")
    if ((kind === 'binary' || kind === 'categorical') && !shareOfRowsPast(tokens)) matches.splice(matches.indexOf(population), 1);
  }
  // "patients over 60 stay longer than 5 days": the first bound cuts the rows, the second bounds the outcome within them
  const outcomeBound = secondBound(tokens, matches, (m) => col(m).kind === 'binary' || col(m).kind === 'categorical') ?? boundBeforeValue(tokens);
  let cutRead = unitCut(tokens, ds, matches, col, outcomeBound) ?? findCut(tokens, matches, col, outcomeBound) ?? ageCut(tokens, ds, matches, col, text, outcomeBound) ?? valueCut(tokens, ds, matches, col, text, outcomeBound);
  // "smokers over 60 stay longer than 5 days", "bike deliveries over 10 km take longer than 30 minutes":
  // a group's word and a cut of the rows before the outcome's own bound; the cut is read without the
  // group, whose level is taken with the outcome's bound below (both describe the rows)
  let groupWithCut: ColumnMatch | undefined;
  if (!cutRead && outcomeBound !== undefined) {
    const groups = matches.filter((m) => col(m).kind === 'binary' || col(m).kind === 'categorical');
    const rest = matches.filter((m) => !groups.includes(m));
    const read = groups.length && new Set(groups.map((m) => m.column)).size === 1 && groups.every((m) => m.end < outcomeBound)
      ? unitCut(tokens, ds, rest, col, outcomeBound) ?? findCut(tokens, rest, col, outcomeBound) ?? ageCut(tokens, ds, rest, col, text, outcomeBound, (groups[0] as ColumnMatch).end) : undefined;
    if (read && col(read.outcome).kind === 'numeric' && read.cut.column !== (groups[0] as ColumnMatch).column) {
      cutRead = read;
      groupWithCut = groups[0];
    }
  }
  const rowCut = outcomeBound !== undefined ? cutRead : undefined;
  if (cutRead?.unit) matches.splice(matches.indexOf(cutRead.unit), 1);
  if (!matches.length) notTestable(ds, text, 'no phrase in it matches a column name (or a synonym of one)', []);
  // "between 20 and 30": one end read as a threshold or a cut would be another claim
  // (and "25 to 30 minutes", "from 20 to 30": a range without "between")
  const range = tokens.findIndex((t, i) => (t.word === 'between' || t.word === 'from' || (i === 0 || !numberAt(tokens, i - 1)) && numberAt(tokens, i + 1) && tokens[i + 2]?.word === 'to') &&
    numberAt(tokens, i + 1) && /^(and|to)$/.test(tokens[i + 2]?.word ?? '') && numberAt(tokens, i + 3) && (t.word === 'between' || tokens[i + 2]?.word === 'to'));
  if (range >= 0) {
    const [lo, to, hi] = [1, 2, 3].map((k) => (tokens[range + k] as Token).raw);
    notTestable(ds, text, `it gives a range ("${tokens[range]?.word === 'between' ? 'between ' : tokens[range]?.word === 'from' ? 'from ' : ''}${lo} ${to} ${hi}"), and a range is not tested yet: reading one of its ends as a threshold or a cut would test another claim. State one bound ("above ${lo}" or "below ${hi}"), or test each end as its own claim`, matches);
  }
  // geometric mean: a claim naming three columns is not less certain than one naming two
  const confidence = Math.exp(matches.reduce((p, m) => p + Math.log(m.score), 0) / matches.length);
  const numeric: ColumnMatch[] = matches.filter((m) => col(m).kind === 'numeric' || col(m).kind === 'time');
  const grouping = matches.filter((m) => col(m).kind === 'categorical' || col(m).kind === 'binary');
  // "X grew over time": the time column is the cause when only one measure is named.
  const time = ds.columns.find((c) => c.kind === 'time');
  if (time && numeric.length === 1 && grouping.length === 0 && !matches.some((m) => m.column === time.name) &&
      (/\b(over time|trend\w*|over the (years|months|weeks|days|quarters)|(year|month|week|quarter) over (year|month|week|quarter)|since|lately|recently)\b/.test(lower) ||
      // ("grows every month" is a trend; "is at least 200 every month" a bound on every row)
      (/\b(each|every) (year|month|week|day|quarter)\b/.test(lower) && !findNumber(tokens)))) {
    const tm: ColumnMatch = { column: time.name, phrase: 'over time', score: 0.8, start: -1, end: -1 };
    matches.unshift(tm);
    numeric.unshift(tm);
  }
  let number: { value: number; percent: boolean; index: number; unit?: string; raw?: string } | undefined = findNumber(tokens) ?? durationWords(tokens) ?? fractionWord(tokens);
  if (!number && numeric.length + grouping.length === 1 && grouping.length === 1) {
    // "most customers are subscribed" = a share above one half
    if (/\b(most|majority)\b/.test(lower)) number = { value: 50, percent: true, index: -1 };
    else if (/\b(minority|few)\b/.test(lower)) number = { value: 50, percent: true, index: -1 };
  }
  // "earn more, not less": the rejected direction gives none, and its "not" claims nothing
  // "B's order values vary more", "more consistent", "the standard deviation is below 5": a claim on
  // the spread, which a test of the average would answer wrongly
  const spread = /\b(var(y|ies|ied) (more|less|most|least|a lot|widely|greatly)|(more|less|most|least|very|highly) (variable|volatile|predictable|stable|dispersed|spread out|consistent)|consistent(ly)? (across|between|over)|variance|variability|volatility|standard deviation|std|stdev|dispersion|spread)\b/.exec(lower);
  // (unless a column is named for it: "price_spread", "stock_volatility")
  const spreadWord = spread ? (spread[0].split(' ').find((w) => /^(var|volat|predict|stab|dispers|spread|consist|std|stdev|standard)/.test(w)) ?? '') : '';
  if (spread && !ds.columns.some((c) => columnStems(c.name).includes(stem(spreadWord)))) {
    notTestable(ds, text, `it is about how much values vary ("${spread[0]}"), and a claim on the spread is not tested yet; testing the average instead would test another claim. State it on the average or median ("the average … is higher for …")`, matches);
  }
  // "B increases order value by at least 5", "spend raises revenue by 2 per unit": the size of a
  // change, which neither a mean against the number nor a comparison without it tests (a change
  // over time, "grew by 5 units per month", stays a trend)
  // "each 10 mg adds 2 mmHg", "revenue rises 3 for every 1,000 spent": an amount per unit of
  // another measure (a slope), which neither a mean nor a direction tests
  const perUnit = /\b(each|every|per) \$?\d[\d.,]*k? ?([a-z%]+ )?(of \w+ )?(more |extra |additional )?(adds?|added|brings?|gives?|raises?|increases?|lifts?|boosts?|reduces?|lowers?|cuts?|takes?|drops?|yields?|means?)\b/.exec(lower) ??
    (/\b\d[\d.,]*\b.*\b(for|with) (each|every) \$?\d/.test(lower) ? /\b(for|with) (each|every) \$?\d[\d.,]*k?( [a-z%]+)?/.exec(lower) : null);
  if (perUnit && tokens.filter((t) => numberAt(tokens, t.index)).length >= 2) {
    // the cause by the unit after its number ("10 mg" on dose_mg), else the first measure named
    const byUnit = columnOfUnit(ds, perUnit[2]?.trim(), []);
    const perCause = byUnit?.name ?? (numeric.length >= 2 ? (numeric[0] as ColumnMatch).column : '<cause>');
    const perOutcome = numeric.find((m) => m.column !== perCause)?.column ?? '<outcome>';
    notTestable(ds, text, `it gives an amount per unit ("${perUnit[0].trim()}"): a rate of change of one measure with another, and the size of an effect per unit is not tested yet; testing a mean, a bound on every row or the direction alone would test another claim. Leave the amounts out to test the direction ("${perCause} increases ${perOutcome}")`, matches);
  }
  const by = tokens.findIndex((t, i) => t.word === 'by' && i > 0 && tokens.slice(0, i).some((u) => CHANGED.test(u.word) || C.POSITIVE.test(u.word) || C.NEGATIVE.test(u.word) || /^(add|adds|added|cut|cuts|rais\w*|lift\w*|boost\w*)$/.test(u.word)) &&
    [1, 2, 3].some((k) => numberAt(tokens, i + k) && (k === 1 || CUT_WORDS.some(([re, , len]) => len === k - 1 && re.test(tokens.slice(i + 1, i + k).map((x) => x.word).join(' '))) || /^(about|around|roughly|nearly|almost|only|just)$/.test(tokens[i + 1]?.word ?? ''))));
  if (by >= 0 && !matches.some((m) => col(m).kind === 'time')) {
    const end = [1, 2, 3].map((k) => by + k).find((i) => numberAt(tokens, i)) as number;
    const amount = tokens.slice(by, end + 1).map((t) => t.raw).join(' ');
    notTestable(ds, text, `it gives the size of a change ("${amount}"), and the size of a difference or an effect is not tested yet; testing the direction without it, or a mean against the number, would test another claim. Leave the number out to test the direction`, matches);
  }
  untestedEffect(tokens, lower, ds, text, matches);
  const rejected = rejectedAlternatives(tokens, matches, levels);
  // "patients who did not smoke": the non-smokers, and no claim of no effect
  const negated = negatedGroups(tokens, matches, levels, col, rejected);
  const notClaimed = new Set([...rejected, ...negated.negations]);
  const claimText = withoutWords(lower, tokens, notClaimed);
  const isNull = C.NULL_CLAIM.test(claimText) && !/\bnot the same\b/.test(claimText);
  // "as satisfied as": alike, like "as often as"; "not as satisfied as": less
  // "age as well as income", "women as well as men": "and", no comparison
  const and = asWellAsAnd(tokens, matches, levels, col);
  const asText = withoutWords(lower, tokens, and);
  const asAs = asColumnAs(tokens, matches, and);
  for (const b of asAs.bounds) notClaimed.add(b);
  const alike = C.SAME.test(asText) || asAs.alike;
  const notAsMuch = C.NOT_AS_MUCH.test(asText) || asAs.less;
  const base = { confidence, matches };
  // "patients do not recover", "employees are not remote": the outcome's other level
  const outcomeDenied = (m: ColumnMatch) => !isNull && !notAsMuch && denials(tokens, matches, rejected, levels).size === 0 && deniesOutcome(tokens, m, notClaimed);
  const shareClaim = (c: Column, at: NonNullable<typeof number>, dir: 1 | -1, within?: Claim['within'], used = matches, m?: ColumnMatch, skip: ReadonlySet<number> = new Set()): Claim => {
    const level = otherLevel(c, positiveLevel(c, tokens, skip), m !== undefined && outcomeDenied(m));
    // "patients under 30 recover more often": a bare 30 with no "%", "of" or share word is no share
    if (!at.percent && at.value > 1 && at.index >= 0 && tokens[at.index + 1]?.word !== 'of' && !tokens.some((t) => BARE_SHARE.test(t.word))) {
      notTestable(ds, text, `it has the number ${(tokens[at.index] as Token).raw} with no "%" and no word that makes it a share of ${c.name}, and no numeric column it could cut was named; if it is a share, write "${(tokens[at.index] as Token).raw}%", and if it cuts a measure, name the measure ("aged under ${(tokens[at.index] as Token).raw}", "with a score above ${(tokens[at.index] as Token).raw}")`, used);
    }
    const p0 = at.percent || at.value > 1 ? at.value / 100 : at.value;
    if (!(p0 > 0 && p0 < 1)) notTestable(ds, text, `the share ${at.value}${at.percent ? '%' : ''} is not between 0 and 100%`, used);
    const among = within ? ` among ${within.column} = ${within.level}` : '';
    return { ...base, matches: used, kind: 'prop', x: [], y: c.name, direction: dir, outcomeLevel: level, threshold: p0, ...(within ? { within } : {}),
      statement: `the share of ${c.name} = ${level}${among} is ${dir > 0 ? 'above' : 'below'} ${percentText(p0 * 100)}%` };
  };

  // "Most orders with a discount are returned": the share returned among the rows with some discount
  const among = isNull ? undefined : shareAmongPresence(tokens, matches, col);
  if (among) {
    const at = number ?? { value: 50, percent: true, index: -1 };
    const [side] = cutSides(among.cut);
    // ("no" in "with no discount" is not the outcome's level "no")
    const skip = new Set(Array.from({ length: among.m.start }, (_, i) => i).filter((i) => tokens[i]?.word === 'no' && i >= among.m.start - 2));
    const claim = shareClaim(col(among.outcome), at, thresholdSide(lower, tokens, at).dir, { column: among.m.column, level: side }, [among.m, among.outcome], among.outcome, skip);
    return { ...claim, cut: among.cut, statement: claim.statement.replace(` among ${among.m.column} = `, ` among rows with ${among.m.column} `) };
  }

  // "Most orders have no discount", "a third of patients have complications": the share of the
  // rows with none (or some) of a measure, not a comparison on the rows' own word ("orders")
  // (the rows right after "most" or "few" are counted, as after "P% of")
  const presence = presenceShare(tokens, matches.filter((m) => m !== population && !/^(most|few)$/.test(tokens[m.start - 1]?.word ?? '')), col, lower);
  if (presence) {
    const { m, cut } = presence;
    const at = number ?? { value: 50, percent: true, index: -1 };
    const p0 = at.percent || at.value > 1 ? at.value / 100 : at.value;
    if (p0 > 0 && p0 < 1 && (at.index < 0 || at.index < m.start)) {
      const dir = thresholdSide(lower, tokens, at).dir;
      const [side] = cutSides(cut);
      return { ...base, matches: [m], kind: 'prop', x: [], y: m.column, direction: dir, outcomeLevel: side, threshold: p0, cut,
        statement: `the share of rows with ${m.column} ${side} is ${dir > 0 ? 'above' : 'below'} ${percentText(p0 * 100)}%` };
    }
  }

  // "Discounts over 20% increase returns": the groups are the rows on either side of 20.
  if (cutRead && !rowCut) {
    const { cut, outcome } = cutRead;
    const y = col(outcome);
    const [aSide, bSide] = cutSides(cut);
    // ("no" in "orders with no discount" is not the outcome's level "no")
    const outcomeLevel = y.kind === 'numeric' ? undefined : positiveLevel(y, tokens, new Set([...cutRead.words, ...negated.negations, ...levelWords(levels, y.name)]));
    const yDesc = outcomeLevel ? `the share of ${y.name} = ${outcomeLevel}` : `mean ${y.name}`;
    const an = `${cut.column} ${aSide}`;
    const bn = `${cut.column} ${bSide}`;
    const common = { ...base, x: [cut.column], y: y.name, group: { column: cut.column, a: [aSide], b: [bSide] }, cut, ...(outcomeLevel ? { outcomeLevel } : {}) };
    // "discounts over 20% do not bring more returns": no difference, like "do not increase"
    const ignore = new Set([...cutRead.words, ...notClaimed]);
    // "… more than lower doses", "… than smaller orders": the other side of the cut, not a direction
    const cutStems = new Set(columnStems(cut.column));
    for (let j = 1; j < tokens.length - 1; j++) {
      const than = tokens[j - 1]?.word === 'than' || (tokens[j - 1]?.word === 'the' && tokens[j - 2]?.word === 'than');
      if (than && (C.POSITIVE.test((tokens[j] as Token).word) || C.NEGATIVE.test((tokens[j] as Token).word)) && cutStems.has((tokens[j + 1] as Token).stem)) ignore.add(j);
    }
    const cutDenied = denials(tokens, matches, ignore, levels);
    // "more than" in the cut is not a direction
    const sign = directionSign(tokens, matches, 0, y.name, { ignore: new Set([...ignore, ...cutDenied]), levels, inverted: negated.inverted });
    // "discounts over 20% do not bring more returns": not higher, which includes "the same" (as
    // "is not above 30" is at most 30); the side it denies is tested against
    if (cutDenied.size && !isNull && !alike && !notAsMuch && sign !== 0) {
      return { ...common, kind: 'group', direction: (-sign) as 1 | -1, orEqual: true, statement: `${yDesc} is not ${sign > 0 ? 'higher' : 'lower'} for ${an} than for ${bn}` };
    }
    if (isNull || alike || cutDenied.size) {
      return { ...common, kind: 'groupNone', direction: 0, statement: `${yDesc} is the same for ${an} and ${bn}` };
    }
    if (sign === 0 && C.GROUP_DIFF.test(lower)) return { ...common, kind: 'groupDiff', direction: 0, statement: `${yDesc} differs between ${an} and ${bn}` };
    const direction: 1 | -1 = sign < 0 || notAsMuch ? -1 : 1;
    return { ...common, kind: 'group', direction, statement: `${yDesc} is ${direction > 0 ? 'higher' : 'lower'} for ${an} than for ${bn}` };
  }

  // A share within one group: "More than 60% of premium customers churn", "… of orders in the
  // north arrive on time" (the rows counted, "orders", are not a variable here either).
  const counted = population ? matches.filter((m) => m !== population) : matches;
  const within = isNull ? undefined : shareWithinGroup(tokens, lower, levels, counted, col, number, negated.groups);
  if (within?.others) {
    const y = within.outcome.column;
    notTestable(ds, text, `it counts a share of ${y} among the rows whose ${within.column} is not ${within.level}, which are ${within.others.length} groups (${within.others.join(', ')}); a share is counted within one group, so name one of them, or compare ${within.column} = ${within.level} with the other groups`, matches);
  }
  if (within) {
    const at = number ?? { value: 50, percent: true, index: -1 };
    const used = counted.filter((m) => m.column === within.column || m === within.outcome);
    return shareClaim(col(within.outcome), at, thresholdSide(lower, tokens, at).dir, { column: within.column, level: within.level }, used, within.outcome);
  }

  // Threshold claims on one column: mean / median / equality / proportion; on one group's rows
  // when the claim names the group ("premium customers spend more than 60").
  if (rowCut) number = numberAt(tokens, outcomeBound as number) ?? durationWords(tokens);
  // the group's level beside the cut ("smokers": smoker = yes; "non-smokers": no)
  let withLevel: { column: string; level: string } | undefined;
  if (rowCut && groupWithCut) {
    const g = col(groupWithCut);
    const named = [...new Set(levels.filter((lv) => lv.column === g.name).map((lv) => lv.level))];
    let level = named.length === 1 ? named[0] : !named.length && g.kind === 'binary' ? positiveLevel(g, tokens, noBeforeMeasure(tokens, [rowCut.outcome])) : undefined;
    if (level !== undefined && negated.groups.some((x) => x.column === g.name)) level = g.levels.length === 2 ? g.levels.find((l) => l !== level) : undefined;
    if (level === undefined) {
      notTestable(ds, text, `it names rows by a group of ${g.name} and by the cut ${rowCut.cut.column} ${cutSides(rowCut.cut)[0]}, and bounds ${rowCut.outcome.column} within them, but which one group of ${g.name} is meant is not clear; name one level of ${g.name}`, matches);
    }
    withLevel = { column: g.name, level };
  }
  const inGroup = rowCut ? { measure: rowCut.outcome, within: withLevel ?? { column: rowCut.cut.column, level: cutSides(rowCut.cut)[0] } }
    : number ? groupThreshold(tokens, levels, matches, col, negated.groups, ds) : undefined;
  if (number && (numeric.length + grouping.length === 1 || inGroup)) {
    const m = inGroup?.measure ?? (numeric[0] ?? grouping[0]) as ColumnMatch;
    const c = col(m);
    const unnamed = inGroup ? undefined : unnamedRows(tokens, matches, levels, number.index >= 0 ? number.index : tokens.length);
    if (unnamed) {
      notTestable(ds, text, `it describes the rows as "${unnamed}", which names no column of the data nor a level of one, so those rows cannot be picked out; testing ${c.name} over all rows would drop that. Name the group as a level of a column the data has, or leave the description out to test all rows`, matches);
    }
    // "less than half an hour" on delivery_minutes: 30; only where the column's name gives its unit
    if (number.unit !== undefined) {
      const d = durationIn(c, { value: number.value, unit: number.unit });
      if ('why' in d) {
        // an example in a likely unit: "half an hour" is 30 if in minutes, "a week" 7 if in days
        const unit = ownEntry({ second: 'second', minute: 'second', hour: 'minute', day: 'hour', week: 'day', month: 'month', year: 'month' }, number.unit) as string;
        const eg = (durationIn({ ...c, kind: 'numeric', name: unit }, { value: number.value, unit: number.unit }) as { value: number }).value;
        notTestable(ds, text, c.kind !== 'numeric'
          ? `it gives "${number.raw}", a duration, but the one column it could bound, ${c.name}, is a yes/no or group column, not a measure of time; name the measure the duration bounds`
          : d.why === 'no unit'
            ? `it gives "${number.raw}", a duration in ${number.unit}s, but the unit of ${c.name} is not known from its name, so it cannot be turned into a number of ${c.name}; write the number in the unit ${c.name} is in ("${eg}" if it is in ${unit}s), or name the unit in the column's name`
            : `it gives "${number.raw}", a duration in ${number.unit}s, and ${c.name} is in ${columnUnit(c.name)}s, which a ${number.unit} is no whole number of; write the number in ${columnUnit(c.name)}s`, matches);
      }
      number = { ...number, value: d.value, unit: undefined };
    } else if (!number.percent && number.index >= 0 && c.kind === 'numeric') {
      // "less than 2 hours" on delivery_minutes: 120; a unit the column's name gives too is left as written
      const written = ownEntry(TIME_UNIT, tokens[number.index + 1]?.word ?? '');
      const own = columnUnit(c.name);
      if (written !== undefined && own !== undefined && written !== own) {
        const d = durationIn(c, { value: number.value, unit: written });
        if ('why' in d) notTestable(ds, text, `it gives "${(tokens[number.index] as Token).raw} ${(tokens[number.index + 1] as Token).raw}", and ${c.name} is in ${own}s, which a ${written} is no whole number of; write the number in ${own}s`, matches);
        number = { ...number, value: d.value };
      }
    }
    // (the cut's own bound, "over 60", is no side of the outcome's)
    // ("the average speed is faster than 10 km/h": above 10)
    const sided = isSpeed(c) ? speedWords(tokens) : tokens;
    const { dir, approx, denied } = thresholdSide(lower, rowCut ? sided.map((t) => rowCut.words.has(t.index) ? { ...t, word: '_' } : t) : sided, number);
    // "less than 20% of smokers wait longer than 10 hours": the share of the group's rows past a
    // bound on a measure no column was matched for; the group's share alone would drop the bound
    const pastGroup = c.kind === 'binary' || c.kind === 'categorical' ? shareOfRowsPast(tokens) : undefined;
    if (pastGroup && pastGroup.at.index > m.end) {
      const end = pastGroup.at.unit !== undefined ? (durationWords(tokens)?.end ?? pastGroup.at.index) : pastGroup.at.index + (UNIT_WORD.test(tokens[pastGroup.at.index + 1]?.word ?? '') || ownEntry(TIME_UNIT, tokens[pastGroup.at.index + 1]?.word ?? '') !== undefined ? 1 : 0);
      const bound = tokens.slice(m.end + 1, end + 1).map((t) => t.raw).join(' ');
      const level = otherLevel(c, positiveLevel(c, tokens), negated.groups.some((x) => x.column === c.name));
      notTestable(ds, text, `it counts the rows of ${c.name} = ${level} that "${bound}", but no numeric column was matched for that bound; reading it as the share of ${c.name} = ${level} would drop the bound. Name the measure the bound is on ("… of ${c.name} = ${level} have <measure> above ${(tokens[pastGroup.at.index] as Token | undefined)?.raw ?? '<number>'}")`, matches);
    }
    if (rowCut && c.kind !== 'numeric') {
      const share = shareClaim(c, number, dir, inGroup?.within, matches, m);
      return { ...share, cut: rowCut.cut, statement: share.statement.replace(` among ${rowCut.cut.column} = `, ` among ${rowCut.cut.column} `) };
    }
    if (c.kind === 'binary' || c.kind === 'categorical') return shareClaim(c, number, dir, undefined, matches, m);
    // "variant A has more orders under 40": how many of each group's rows pass the number, compared
    const boundAt = number.index;
    if (inGroup && /^(more|fewer|less)$/.test(tokens[m.start - 1]?.word ?? '') && CUT_WORDS.some(([re, , len]) => m.end + 1 + len === boundAt && re.test(tokens.slice(m.end + 1, boundAt).map((t) => t.word).join(' ')))) {
      notTestable(ds, text, `it compares how many rows of ${inGroup.within.column} = ${inGroup.within.level} have ${c.name} ${tokens.slice(m.end + 1, number.index + 1).map((t) => t.raw).join(' ')} with the other rows, and a comparison of such shares between groups is not tested yet; reading it as the group's average would test another claim. State the share in the group ("more than 30% of … have ${c.name} ${tokens.slice(m.end + 1, number.index + 1).map((t) => t.raw).join(' ')}")`, matches);
    }
    // "greater at 20 mg than at 5 mg", "the 40 mg dose works better than placebo": "than" before
    // something other than a number compares rows, which a mean against the number does not test
    const numberAt0 = number.index;
    const than = tokens.findIndex((t, i) => t.word === 'than' && i > numberAt0 && !numberAt(tokens, i + 1) &&
      !/^(a|an|half|one|two|three|four|five|six|seven|eight|nine|ten)$/.test(tokens[i + 1]?.word ?? ''));
    if (than >= 0 && !inGroup) {
      notTestable(ds, text, `it compares ${c.name} with "${tokens.slice(than + 1).map((t) => t.raw).join(' ')}", which is no number; the ${(tokens[number.index] as Token | undefined)?.raw ?? 'number'} in it is not a bound of ${c.name}, and reading it as one would test another claim. Cut the rows at one number and compare the sides ("${c.name} is higher where <measure> is above <number>"), or state a bound on ${c.name}`, matches);
    }
    const rows = inGroup ? { within: inGroup.within, ...(rowCut ? { cut: rowCut.cut } : {}) } : {};
    const among = !inGroup ? '' : withLevel && rowCut ? ` among ${withLevel.column} = ${withLevel.level} and ${rowCut.cut.column} ${cutSides(rowCut.cut)[0]}`
      : ` among ${inGroup.within.column}${rowCut ? ' ' : ' = '}${inGroup.within.level}`;
    // "fewer than half of students score above 70": the median is at or below 70; other shares
    // of the rows past a number are not a mean or a median compared with either number
    const past = shareOfRowsPast(tokens);
    // the number the rows pass, in the column's unit ("longer than a week" on stay_days: 7)
    const pastAt = (p: NonNullable<typeof past>): number => {
      if (p.at.percent) return percentOf(c, p.at.value);
      const written = p.at.unit ?? ownEntry(TIME_UNIT, tokens[p.at.index + 1]?.word ?? '');
      if (written === undefined || (p.at.unit === undefined && (columnUnit(c.name) === undefined || columnUnit(c.name) === written))) return p.at.value;
      const d = durationIn(c, { value: p.at.value, unit: written });
      if ('why' in d) {
        const raw = p.at.raw ?? `${(tokens[p.at.index] as Token).raw} ${(tokens[p.at.index + 1] as Token).raw}`;
        notTestable(ds, text, d.why === 'no unit'
          ? `it gives "${raw}", a duration in ${written}s, but the unit of ${c.name} is not known from its name, so it cannot be turned into a number of ${c.name}; write the number in the unit ${c.name} is in, or name the unit in the column's name`
          : `it gives "${raw}", and ${c.name} is in ${columnUnit(c.name)}s, which a ${written} is no whole number of; write the number in ${columnUnit(c.name)}s`, matches);
      }
      return d.value;
    };
    if (past && past.share === 50) {
      const at = pastAt(past);
      const side: 1 | -1 = past.shareDir === past.atDir ? 1 : -1;
      return { ...base, kind: 'median', x: [], y: c.name, direction: side, threshold: at, ...rows,
        statement: `the median of ${c.name}${among} is ${side > 0 ? 'above' : 'below'} ${at}` };
    }
    // "almost all deliveries arrive within 45 minutes": a share near all, which no number states
    const nearAll = /\b(almost|nearly|virtually|practically|basically) (all|every|no|none)\b/.exec(lower);
    if (nearAll && !past) {
      notTestable(ds, text, `it says "${nearAll[0]}", a share of the rows that it gives no number for; reading it as the average or every row would test another claim. State the share ("at least 90% of rows have ${c.name} ${(dir > 0) !== /^no/.test(nearAll[2] ?? '') ? 'above' : 'below'} ${number.value}")`, matches);
    }
    // "no delivery takes more than 45 minutes", "every order is worth over $10": the largest or
    // smallest row, not the average
    const every = /^ (no|none|all|every|each)\b(?! (more|less|fewer|greater|higher|lower|larger|smaller)\b)|\b(never|always)\b|\b(every|each) (?!other\b)\w+|\b(in|on|for) all \w+/.exec(lower);
    // (also within a group: "no smoker has a drop above 10", "smokers never have …")
    // (not the "never" of the rows' own clause: "patients who never smoked", "never smoked and have …")
    const rowsNever = every?.[3] === 'never' && tokens.filter((t) => t.word === 'never').every((t) => negated.negations.has(t.index));
    if (every && !rowsNever && !C.MEAN.test(lower) && !/\b(median|typical)/.test(lower)) {
      // "no", "never" turn the side round, unless "never above" already did
      const turned = /no|none|never/.test(every[0]) && !denied;
      const side = `${(dir > 0) !== turned ? 'above' : 'below'} ${number.value}`;
      notTestable(ds, text, `it says "${every[0].trim()}": a claim about every row of ${c.name}${among} (its largest or smallest value), which one row can break and no test of the average or of a share says; the nearest testable claims are the average ("the average ${c.name}${among} is ${side}") and a share of the rows ("at least 95% of rows${among.replace(/^ among /, ' with ')} have ${c.name} ${side}")`, matches);
    }
    // "at least 80% of deliveries take under 35 minutes": the share of the rows on that side of the cut
    if (past) {
      const cut: Cut = { column: c.name, op: past.op, at: pastAt(past) };
      const [side] = cutSides(cut);
      const p0 = past.share / 100;
      if (!(p0 > 0 && p0 < 1)) notTestable(ds, text, `the share ${percentText(past.share)}% is not between 0 and 100%`, matches);
      return { ...base, kind: 'prop', x: [], y: c.name, direction: past.shareDir, outcomeLevel: side, threshold: p0, cut, ...rows,
        statement: `the share of rows with ${c.name} ${side}${among} is ${past.shareDir > 0 ? 'above' : 'below'} ${percentText(past.share)}%` };
    }
    // "more than 75% of deliveries are on time": a share of the rows with no number they pass is no mean
    const ofAt = number.index + (tokens[number.index + 1]?.word === 'percent' ? 2 : 1);
    // "within 10% of 30": a margin around the second number, not read yet (the first is no bound)
    const margin = number.percent && number.index >= 0 && tokens[ofAt]?.word === 'of' ? numberAt(tokens, ofAt + 1) : undefined;
    if (margin) {
      notTestable(ds, text, `it gives a margin ("${(tokens[number.index] as Token).raw} of ${(tokens[margin.index] as Token).raw}"), and a margin around a number is not read yet; reading either number as the bound would test another claim. State a bound ("the average ${c.name} is below ${(tokens[margin.index] as Token).raw}"), or "about ${(tokens[margin.index] as Token).raw}", which is tested within 5%`, matches);
    }
    if (number.percent && number.index >= 0 && tokens[ofAt]?.word === 'of' && !C.MEAN.test(lower) && !C.MEDIAN.test(lower)) {
      notTestable(ds, text, `it counts a share of the rows (${(tokens[number.index] as Token).raw}${ofAt > number.index + 1 ? ' percent' : ''} of them), but names no number of ${c.name} they pass; reading it as the average ${c.name} against ${number.value} would test another claim. Name the bound ("${(tokens[number.index] as Token).raw} of rows have ${c.name} below <number>"), or add a yes/no column for it and state its share`, matches);
    }
    // "the average discount is above 20%": 20 on a column in percent, 0.2 on one of fractions
    const value = number.percent ? percentOf(c, number.value) : number.value;
    const median = C.MEDIAN.test(lower) && !C.MEAN.test(lower);
    // "patients given 40 mg see the biggest drop": a number before the measure, with no word that
    // makes it a bound or a value of it, labels the rows (a dose), not the measure
    const unitAfter = tokens[number.index + 1];
    const ownUnit = unitAfter !== undefined && (columnStems(c.name).includes(unitAfter.stem) || (columnUnit(c.name) !== undefined && ownEntry(TIME_UNIT, unitAfter.word) === columnUnit(c.name)));
    if (approx && !C.APPROX.test(lower) && number.index >= 0 && number.index < m.start && !number.percent && !inGroup && !ownUnit) {
      notTestable(ds, text, `it gives ${(tokens[number.index] as Token).raw}${tokens[number.index + 1] && UNIT_WORD.test((tokens[number.index + 1] as Token).word) ? ` ${(tokens[number.index + 1] as Token).raw}` : ''} before ${c.name} with no word that makes it a bound of ${c.name} ("above", "below", "about"); if it describes the rows, cut the measure it belongs to ("where dose is at least 40"), and if it bounds ${c.name}, say how ("the average ${c.name} is above ${(tokens[number.index] as Token).raw}")`, matches);
    }
    if (approx && !median) {
      return { ...base, kind: 'meanEq', x: [], y: c.name, direction: 0, threshold: value, ...rows,
        statement: `the mean of ${c.name}${among} is within 5% of ${value}` };
    }
    // "The typical salary is around 65000": read as "above" it would be a different claim
    if (approx) {
      notTestable(ds, text, `it says the median (or typical value) of ${c.name} is about ${value}; a median can be tested above or below a number ("the median ${c.name} is above ${value}"), and "about" can be tested on the average ("the average ${c.name} is about ${value}")`, matches);
    }
    return { ...base, kind: median ? 'median' : 'mean', x: [], y: c.name, direction: dir, threshold: value, ...rows,
      statement: `the ${median ? 'median' : 'mean'} of ${c.name}${among} is ${dir > 0 ? 'above' : 'below'} ${value}` };
  }

  // "smokers stay longer than a week": a duration beside a comparison would be dropped without a word
  if (number?.unit !== undefined) {
    notTestable(ds, text, `it gives "${number.raw}" as a bound, and a duration in words is read only against the average of one measure ("the average ${numeric[0]?.column ?? '<measure>'} is above ${number.raw}"); beside a comparison or an association it is not tested yet, and testing without it would drop it: leave it out, or state the average`, matches);
  }

  // Group comparisons: a categorical/binary column plus an outcome column.
  const groupCols = [...new Set(levels.map((l) => l.column))];
  const gm = grouping.find((m) => groupCols.includes(m.column)) ??
    (grouping.length && (numeric.length || grouping.length > 1) ? (grouping.find((m) => namedAsGrouping(tokens, m)) ?? grouping[0]) : undefined);
  if (gm) {
    // between groups, "the same" is a claim of no difference too, and so is a denied direction
    // ("remote employees are not more satisfied", "… aren't happier")
    const denied = denials(tokens, matches, rejected, levels);
    // "A orders are not smaller than B orders", "remote employees are not more satisfied": the
    // denied side of a comparison, which "the same" passes too (as "is not above 30" is at most 30)
    const g = col(gm);
    // "members over 80 kg renew less": "kg" after a bound's number is the cut's unit, not the outcome
    const boundUnit = (m: ColumnMatch) => numberAt(tokens, m.start - 1) !== undefined &&
      CUT_WORDS.some(([re, , len]) => re.test(tokens.slice(m.start - 1 - len, m.start - 1).map((w) => w.word).join(' ')));
    const outcome = numeric.find((m) => !boundUnit(m)) ?? grouping.find((m) => m.column !== g.name) ?? numeric[0];
    if (!outcome) {
      // "office employees are not remote": two groups of one column, each row in one of them
      const pair = [...new Set(levels.filter((l) => l.column === g.name).map((l) => l.level))];
      // "B beats A", "A converts better than B": a comparison with no measure to compare on
      const cue = tokens.find((t) => !matches.some((m) => t.index >= m.start && t.index <= m.end) &&
        (((C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word)) && !/^(least|most|up|down|top)$/.test(t.word)) || /^(good|well|bad|badly)$/.test(t.word)));
      if (pair.length >= 2 && cue) {
        const measures = ds.columns.filter((c) => c.kind === 'numeric');
        const eg = measures.length === 1 ? `"${(measures[0] as Column).name} is higher for ${pair[0]} than for ${pair[1]}"` : `"<measure> is higher for ${pair[0]} than for ${pair[1]}"`;
        notTestable(ds, text, `it compares ${g.name} = ${pair[0]} with ${pair[1]} ("${cue.raw}") but names no measure to compare them on; say which measure is higher or lower (${eg})`, matches);
      }
      if (pair.length >= 2) {
        notTestable(ds, text, `${pair.slice(0, 2).join(' and ')} are both groups of ${g.name} and each row is in one of them only, so whether a row of one is in the other is settled by how the data is coded, not by the data; name what to compare them on (a measure or another yes/no column)`, matches);
      }
      notTestable(ds, text, `it names the groups of ${g.name} but no outcome column to compare them on`, matches);
    }
    const y = col(outcome);
    const deniedSign = denied.size > 0 && !isNull && !alike && !notAsMuch
      ? directionSign(tokens, matches, 0, y.name, { ignore: new Set([...notClaimed, ...denied]), levels, inverted: negated.inverted }) : 0;
    const groupsAlike = isNull || alike || (denied.size > 0 && deniedSign === 0);
    const named = [...new Set(levels.filter((l) => l.column === g.name).map((l) => l.level))];
    const firstLevelIdx = levels.find((l) => l.column === g.name)?.index ?? 0;
    // "twice as likely to pass", "three times as often": more, as "more likely" is; "half as often": less
    // ("not twice as likely" says no side)
    const times = /(\bnot|n't|\bnever) (twice|double|triple|half|\w+ times)\b/.test(asText) ? 0
      : /\b(twice|double|triple|(two|three|four|five|ten|\d+(\.\d+)?) times) as \w+/.test(asText) ? 1 : /\bhalf as \w+/.test(asText) ? -1 : 0;
    const sign = directionSign(tokens, matches, 0, y.name, { ignore: notClaimed, levels, inverted: negated.inverted }) || times;
    // "no" in "with no discount" or in another column's level ("no promo") is not the outcome's level "no"
    const unnamed = new Set([...denied, ...negated.negations]);
    // ("not returned as often as" is a comparison, "not more satisfied" a denied direction)
    const yDenied = denied.size === 0 && !isNull && !alike && !notAsMuch && deniesOutcome(tokens, outcome, notClaimed);
    const outcomeLevel = y.kind === 'numeric' ? undefined : otherLevel(y, positiveLevel(y, tokens, new Set([...unnamed, ...levelWords(levels, y.name)])), yDenied);
    const negatedColumn = negated.groups.some((x) => x.column === g.name && x.index === gm.start && x.level === undefined);
    // "orders with no promo": the level that names the absence (no, none …), when there is one
    const absentLevels = g.kind === 'categorical' && negatedColumn ? g.levels.filter((l) => C.BASELINE_LEVEL.test(l) || /^(no|none|without)\b/i.test(l)) : [];
    const yDesc = outcomeLevel ? `the share of ${y.name} = ${outcomeLevel}` : `mean ${y.name}`;
    let a: string[];
    let b: string[];
    if (named.length >= 2) {
      a = [named[0] as string];
      b = [named[1] as string];
      // "Order value differs between web and app": a difference either way, not "web is higher"
      if (sign === 0 && !groupsAlike && C.GROUP_DIFF.test(lower)) {
        return { ...base, kind: 'groupDiff', x: [g.name], y: y.name, direction: 0, group: { column: g.name, a, b }, ...(outcomeLevel ? { outcomeLevel } : {}),
          statement: `${yDesc} differs between ${g.name} = ${a[0]} and ${b[0]}` };
      }
      // "Women and men are satisfied": both groups said to be so, which compares neither with the other
      if (sign === 0 && !groupsAlike && !notAsMuch && listedTogether(tokens, levels.filter((l) => l.column === g.name), and)) {
        const [an, bn] = [a[0] as string, b[0] as string];
        const what = outcomeLevel ? `the share of ${y.name} = ${outcomeLevel}` : `the average ${y.name}`;
        notTestable(ds, text, `it names ${g.name} = ${an} and ${bn} together and says what holds for both, but neither how they compare nor a number to compare with; state a comparison ("${what} is higher for ${an} than for ${bn}", "${what} differs between ${an} and ${bn}", "${what} is the same for ${an} and ${bn}") or a number ("${what} among ${an} is above …")`, matches);
      }
    } else if (named.length === 1) {
      a = [named[0] as string];
      b = g.levels.filter((l) => l !== named[0]);
      // "customers who are not premium": every mention of the level is negated, so the rows are the others
      const mentions = levels.filter((l) => l.column === g.name);
      if (mentions.every((l) => negated.groups.some((x) => x.column === g.name && x.index === l.index))) [a, b] = [b, a];
    } else if (g.kind === 'binary' && (sign !== 0 || denied.size > 0) && !C.GROUP_DIFF.test(lower)) {
      const pos = positiveLevel(g, tokens, unnamed);
      a = [pos];
      b = g.levels.filter((l) => l !== pos);
      // "patients who did not smoke", "orders with no discount": smoker = no, discount = no
      if (negatedColumn) [a, b] = [b, a];
    } else if (absentLevels.length === 1) {
      a = absentLevels;
      b = g.levels.filter((l) => l !== absentLevels[0]);
    } else {
      // (a denied side across many groups names no pair: read as no difference, as before)
      if (groupsAlike || deniedSign !== 0) {
        return { ...base, kind: 'groupNone', x: [g.name], y: y.name, direction: 0, group: { column: g.name, a: [], b: [] }, ...(outcomeLevel ? { outcomeLevel } : {}),
          statement: `${yDesc} does not differ across ${g.name}` };
      }
      return { ...base, kind: 'groupDiff', x: [g.name], y: y.name, direction: 0, group: { column: g.name, a: [], b: [] }, ...(outcomeLevel ? { outcomeLevel } : {}),
        statement: `${yDesc} differs across the ${g.levels.length} groups of ${g.name}` };
    }
    void firstLevelIdx;
    // "smokers over 40 recover less often": a bound with no measure beside it, which a comparison
    // of smokers with non-smokers would drop without a word
    // ("members older than 40 have larger baskets": a measure's comparative, "than" and a number, too)
    const comparative = (i: number) => tokens[i - 1]?.word === 'than' && /^\w+er$/.test(tokens[i - 2]?.word ?? '');
    const dropped = tokens.findIndex((t, i) => numberAt(tokens, i) && (CUT_WORDS.some(([re, , len]) => re.test(tokens.slice(i - len, i).map((w) => w.word).join(' '))) || comparative(i)));
    if (dropped >= 0 && !inGroup) {
      const at = numberAt(tokens, dropped) as NonNullable<ReturnType<typeof numberAt>>;
      const n = `${(tokens[dropped] as Token).raw.replace(/%$/, '')}${at.percent ? '%' : ''}`;
      const len = CUT_WORDS.find(([re, , k]) => re.test(tokens.slice(dropped - k, dropped).map((w) => w.word).join(' ')))?.[2] ?? (comparative(dropped) ? 2 : 1);
      const bound = `${tokens.slice(dropped - len, dropped).map((w) => w.raw).join(' ')} ${n}`;
      // "smokers aged over 40 stay longer", "… older than 40 …": the bound does name its measure, a cut the comparison would drop
      const named = at.percent ? undefined : matches.find((m) => m.end === dropped - len - 1 && col(m).kind === 'numeric');
      const scaled = at.percent || !comparative(dropped) ? undefined
        : ds.columns.find((c) => c.kind === 'numeric' && endOf(tokens[dropped - 2] as Token, c.name) !== undefined);
      // "bike deliveries over 30 minutes …": the unit after the number names the measure cut
      const unitCol = named || scaled || at.percent ? undefined : columnOfUnit(ds, tokens[dropped + 1]?.word, [y.name, g.name]);
      const cuts = named ? { column: named.column, words: `${named.phrase} ${bound}` } : scaled ? { column: scaled.name, words: bound }
        : unitCol ? { column: unitCol.name, words: `${bound} ${(tokens[dropped + 1] as Token).raw}` } : undefined;
      if (cuts) {
        notTestable(ds, text, `it compares ${g.name} = ${a.join('/')} with the others on ${y.name}, but the cut "${cuts.words}" on ${cuts.column} is not read in that comparison, and testing without it would drop it; a cut of the rows beside a comparison of groups is not tested yet: compare the groups, or cut the rows without naming a group`, matches);
      }
      // "smokers over 40 stay longer": people's bare bound is their age (as in "patients over 60
      // stay longer"), so the claim compares ages within one group, which no claim kind tests
      const ages = ds.columns.filter((c) => c.kind === 'numeric' && nameWords(c.name).some((w) => w === 'age' || w === 'aged'));
      const noun = tokens[dropped - len - 1];
      const people = noun !== undefined && (PEOPLE.test(noun.word) || (/s$/.test(noun.word) && (matches.some((m) => m.column === g.name && m.end === noun.index) || levels.some((lv) => lv.column === g.name && lv.index === noun.index))));
      // (not "smokers over 40 recover more often than non-smokers": another group is named)
      if (!at.percent && !comparative(dropped) && people && ages.length === 1 && !UNIT_WORD.test(tokens[dropped + 1]?.word ?? '') && !tokens.slice(dropped + 1).some((t) => t.word === 'than')) {
        const age = (ages[0] as Column).name;
        const op = CUT_WORDS.find(([re, , k]) => k === len && re.test(tokens.slice(dropped - len, dropped).map((w) => w.word).join(' ')))?.[1] ?? '>';
        const [side, other] = cutSides({ column: age, op, at: at.value });
        notTestable(ds, text, `it compares, among ${g.name} = ${a.join('/')}, the rows with ${age} ${side} and those with ${age} ${other} on ${y.name} (a bare "${bound}" of people is their age); a comparison within one group is not tested yet, and comparing ${g.name} = ${a.join('/')} with the others would drop the age. Compare the ages over all rows ("people ${bound} ${tokens.slice(dropped + 1).map((t) => t.raw).join(' ')}": ${age} ${side} against ${other}), or ${y.kind === 'numeric' ? `give ${y.name} a bound within the group ("${text.replace(/[.!?]\s*$/, '')} than <number>")` : `state the share within the group ("more than <P>% of ${tokens.slice(0, dropped + 1).map((t) => t.raw).join(' ')} …")`}`, matches);
      }
      notTestable(ds, text, at.percent
        ? `it compares ${g.name} = ${a.join('/')} with the others on ${y.name}, but the share "${bound}" is not read in that comparison, and testing without it would drop it; for a share within one group, describe its rows in words ("more than ${n} of <rows> who …"), or compare the groups without a number`
        : `it compares ${g.name} = ${a.join('/')} with the others on ${y.name}, but the bound "${bound}" names no measure it applies to, and testing without it would drop it; name the measure it cuts ("aged over ${n}", "with a score above ${n}") or leave it out`, matches);
    }
    const group = { column: g.name, a, b };
    const an = a.join('/');
    const bn = b.length === 1 ? (b[0] as string) : `the other ${g.name} groups`;
    if (groupsAlike) {
      return { ...base, kind: 'groupNone', x: [g.name], y: y.name, direction: 0, group, ...(outcomeLevel ? { outcomeLevel } : {}),
        statement: `${yDesc} is the same for ${g.name} = ${an} and ${bn}` };
    }
    if (deniedSign !== 0) {
      return { ...base, kind: 'group', x: [g.name], y: y.name, direction: (-deniedSign) as 1 | -1, orEqual: true, group, ...(outcomeLevel ? { outcomeLevel } : {}),
        statement: `${yDesc} is not ${deniedSign > 0 ? 'higher' : 'lower'} for ${g.name} = ${an} than for ${bn}` };
    }
    // "remote employees are not satisfied": less satisfied than the others
    const direction: 1 | -1 = sign < 0 || notAsMuch || (sign === 0 && yDenied && y.kind === 'numeric') ? -1 : 1;
    return { ...base, kind: 'group', x: [g.name], y: y.name, direction, group, ...(outcomeLevel ? { outcomeLevel } : {}),
      statement: `${yDesc} is ${direction > 0 ? 'higher' : 'lower'} for ${g.name} = ${an} than for ${bn}` };
  }

  // Two or more numeric columns: association, direction, null or prediction.
  if (numeric.length >= 2) {
    // "when spend is above 40, revenue is above 400", "the drop exceeds 10 on average at the highest
    // dose": a bound the relation between the columns does not test, and would drop
    // (not a target the cause moves a measure to: "waits push the rating above 4")
    const target = (i: number) => {
      const m = numeric.find((x) => x.end === i - 1);
      let k = m ? m.start - 1 : -1;
      while (k >= 0 && DETERMINERS.has((tokens[k] as Token).word)) k--;
      return k >= 0 && /^(push\w*|rais\w*|lift\w*|bring\w*|brought|drive\w*|drove|keep\w*|kept|put\w*)$/.test((tokens[k] as Token).word);
    };
    // ("faster than 10 km/h", "slower than 20 minutes" are bounds too, whichever side they name)
    const boundWords = speedWords(tokens);
    const bounded = tokens.find((t) => numberAt(tokens, t.index) && !notClaimed.has(t.index) &&
      CUT_WORDS.some(([re, , len]) => t.index - len >= 0 && re.test(boundWords.slice(t.index - len, t.index).map((u) => u.word).join(' ')) && !target(t.index - len)));
    if (bounded) {
      const len = Math.max(...CUT_WORDS.filter(([re, , k]) => bounded.index - k >= 0 && re.test(boundWords.slice(bounded.index - k, bounded.index).map((u) => u.word).join(' '))).map(([, , k]) => k));
      const bound = tokens.slice(bounded.index - len, bounded.index + 1).map((t) => t.raw).join(' ');
      notTestable(ds, text, `it gives a bound ("${bound}"), which a relation between ${numeric.map((m) => m.column).join(' and ')} does not test, and testing the relation would drop it; state the relation without the number, state the bound alone ("the average <measure> is ${bound}"), or cut the rows at it and compare the sides ("<measure> is higher where <other measure> is ${bound}")`, matches);
    }
    const [m1, m2] = numeric as [ColumnMatch, ColumnMatch];
    const between = tokens.slice(m1.end + 1, m2.start).filter((t) => !and.has(t.index)).map((t) => t.word).join(' ');
    // "X is correlated with Y": X before the cue, Y after (engine.md §3.2), so its "with" reverses
    // nothing; "Y drops more at higher X", "Y is larger for bigger X": Y first, as with "when"
    const reversed = C.REVERSERS.test(between.replace(/\b(correlat\w*|associat\w*|link\w*|connected|tied) (with|to)\b/g, '$1')) ||
      /\b(at|for|in|among|under) (higher|lower|larger|smaller|bigger|greater|high|low|large|small|longer|shorter|increasing|decreasing|rising|falling)\b/.test(between);
    const predictive = C.PREDICT.test(lower) || analysisType === 'predictive';
    // "older employees are not happier": no association, as "age does not affect satisfaction"
    // "older employees are as satisfied as younger ones": no association; "not as satisfied as": lower
    const ends = asAs.alike || asAs.less ? asAsBetweenEnds(tokens, numeric, and) : undefined;
    const noEffect = isNull || denials(tokens, matches, rejected, levels).size > 0 || (ends !== undefined && asAs.alike && !asAs.less);
    if (predictive && !noEffect) {
      // outcome: the column after "predict(s)" unless the sentence is "Y … from/by/with X"
      const yMatch = reversed ? m1 : (numeric[numeric.length - 1] as ColumnMatch);
      const x = numeric.filter((m) => m !== yMatch).map((m) => m.column);
      return { ...base, kind: 'predict', x, y: yMatch.column, direction: 0,
        statement: `${x.join(' and ')} predict${x.length === 1 ? 's' : ''} ${yMatch.column} out of sample` };
    }
    const [xm, ym] = reversed ? [m2, m1] : [m1, m2];
    if (noEffect) {
      return { ...base, kind: 'none', x: [xm.column], y: ym.column, direction: 0,
        statement: `${xm.column} has no meaningful association with ${ym.column}` };
    }
    const said = directionSign(tokens, matches, 0, ym.column, { ignore: notClaimed, levels, inverted: negated.inverted });
    // "older … not as well paid as younger ones": lower; "younger … not as well paid as older ones": higher
    const sign = ends && asAs.less && !ends.after ? (-said as 1 | -1 | 0) : said;
    if (sign === 0) {
      return { ...base, kind: 'assoc', x: [xm.column], y: ym.column, direction: 0,
        statement: `${xm.column} and ${ym.column} are associated` };
    }
    return { ...base, kind: 'dir', x: [xm.column], y: ym.column, direction: sign,
      statement: `higher ${xm.column} goes with ${sign > 0 ? 'higher' : 'lower'} ${ym.column}` };
  }

  const found = matches.map((m) => m.column).join(', ');
  if (numeric.length === 1 && !number) {
    // "higher doses work better": a direction with nothing it is the direction of
    const said = tokens.find((t) => !matches.some((m) => t.index >= m.start && t.index <= m.end) && EVALUATIVE.test(t.word));
    const others = ds.columns.filter((c) => c.kind === 'numeric' && !matches.some((m) => m.column === c.name));
    if (said) {
      const eg = others.length === 1 ? ` ("${found} increases ${(others[0] as Column).name}")` : '';
      notTestable(ds, text, `it names one measure (${found}) and says "${said.raw}", but not ${said.raw} in what: no measure is named as the outcome. Name the measure that is ${said.raw}${eg}, or give a number to compare ${found} with`, matches);
    }
    notTestable(ds, text, `it mentions only one numeric column (${found}) and neither a second column to relate it to nor a number to compare it with`, matches);
  }
  return notTestable(ds, text, `it mentions ${found} but no testable relation between columns of the right types was found`, matches);
}

export { stem };
