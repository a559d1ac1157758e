/**
 * Levels of group and yes/no columns named in the text ("variant B", "women"), and which level a claim
 * is about.
 */
import { ownEntry } from '../../own-entry.ts';
import * as C from '../cues.ts';
import type { Column } from '../ingest.ts';
import { adverbOf, columnStems, NO_SPACE_SCRIPT, STOP, tokenize, type Token } from '../text.ts';
import type { ColumnMatch, LevelMention } from './types.ts';
import { claimsNo, NEGATION } from './words.ts';

/** Whether a word spells a level of a group column ("women" for female). */
export function spellsLevel(t: Token, cols: Column[]): boolean {
  return cols.some((c) => (c.kind === 'categorical' || c.kind === 'binary') && c.levels.some((l) => {
    const lt = tokenize(l);
    return lt.length === 1 && ((lt[0] as Token).word === t.word || (lt[0] as Token).stem === t.stem || (ownEntry(LEVEL_ALIASES, t.word) ?? []).includes((lt[0] as Token).word));
  }));
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
export function findLevels(tokens: Token[], cols: Column[], matches: ColumnMatch[]): LevelMention[] {
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

/** The level of a two-level outcome other than `level`, when the claim denies the outcome (deniesOutcome). */
export function otherLevel(c: Column, level: string, denied: boolean): string {
  return denied && c.levels.length === 2 ? (c.levels.find((l) => l !== level) as string) : level;
}

/** Positions of the words that name levels of columns other than `column`. */
export function levelWords(levels: readonly LevelMention[], column: string): number[] {
  return levels.filter((lv) => lv.column !== column).flatMap((lv) => Array.from({ length: tokenize(lv.level).length }, (_, k) => lv.index + k));
}

/** The level a claim is about; `denying`: positions of words that deny the claim's direction ("no" in "no happier"). */
export function positiveLevel(col: Column, tokens: Token[], denying: ReadonlySet<number> = new Set()): string {
  const named = col.levels.find((l) => tokens.some((t) => t.word === l.toLowerCase() && !claimsNo(tokens, t.index) && !denying.has(t.index)));
  if (named) return named;
  return col.levels.find((l) => C.POSITIVE_LEVEL.test(l)) ??
    (col.levels.length === 2 ? col.levels.find((l) => !C.BASELINE_LEVEL.test(l) && col.levels.some((o) => C.BASELINE_LEVEL.test(o))) : undefined) ??
    (col.levels[1] as string);
}

/**
 * Numbers that name a group at the start or after "in", "during", "for", "of", "than" ("sales in 2024", "2024 sales
 * were higher than 2023 sales": date (year) = 2024, 2023): no bound.
 */
export function levelNumbers(tokens: Token[], levels: readonly LevelMention[]): Set<number> {
  return new Set(levels.filter((l) => /^\d+$/.test(l.level) && /^(in|during|for|of|than|)$/.test(tokens[l.index - 1]?.word ?? '')).map((l) => l.index));
}
