/**
 * "as … as" comparisons ("as satisfied as") and "as well as" lists.
 */
import * as C from '../cues.ts';
import type { Column } from '../ingest.ts';
import { comparativeBases, tokenize, type Token } from '../text.ts';
import { endOf } from './column-matching.ts';
import type { ColumnMatch, LevelMention } from './types.ts';
import { DETERMINERS, NEGATION } from './words.ts';

/**
 * "Age as well as income predicts spending", "women as well as men are satisfied": "as well as"
 * that joins two measures, or two groups of one column, means "and", not "as well paid as" or
 * "recover as well as non-smokers" (a verb or adjective before it, a group after it), which claims
 * no difference. Returns the positions of its words.
 */
export function asWellAsAnd(tokens: Token[], matches: ColumnMatch[], levels: readonly LevelMention[], columnOf: (m: ColumnMatch) => Column): Set<number> {
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
export function asColumnAs(tokens: Token[], matches: ColumnMatch[], skip: ReadonlySet<number> = new Set()):
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
export function asAsBetweenEnds(tokens: Token[], numeric: ColumnMatch[], skip: ReadonlySet<number> = new Set()): { after: boolean } | undefined {
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
export function listedTogether(tokens: Token[], named: readonly LevelMention[], and: ReadonlySet<number>): boolean {
  const [first, second] = named;
  if (!first || !second || first.level === second.level) return false;
  const between = tokens.slice(first.index + tokenize(first.level).length, second.index);
  return between.length > 0 && between.every((t) => /^(and|or)$/.test(t.word) || and.has(t.index));
}
