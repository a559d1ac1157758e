/**
 * Negations that name the other group ("patients who did not smoke", "non-smokers") and rejected
 * alternatives ("more, not less").
 */
import * as C from '../cues.ts';
import type { Column } from '../ingest.ts';
import { tokenize, type Token } from '../text.ts';
import { directionWords, inRowsClause } from './direction.ts';
import { absentBefore } from './presence.ts';
import { GROUPED_BY } from './rows.ts';
import type { ColumnMatch, LevelMention, NegatedGroup } from './types.ts';
import { DESCRIBES_ROWS, DETERMINERS, NEGATION } from './words.ts';

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
export function negatedGroups(
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
    // "outside the north", "except (for) smokers", "other than premium", "apart from the web": the rest
    const beyond = /^(outside|except|excluding|besides)$/.test(w) || (w === 'than' && word(k - 1) === 'other') || (w === 'from' && word(k - 1) === 'apart');
    if (!(w === 'non' || bare || absent || joined || beyond || inRowsClause(tokens, k))) continue;
    const before = groups.length;
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
        if (w !== 'non' && !absent && !beyond) inverted.add(i);
        break;
      }
    }
    // (a bare "outside" or "except" that names no group is no negation)
    if (w !== 'non' && (!beyond || groups.length > before)) negations.add(k);
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
export function rejectedAlternatives(tokens: Token[], matches: ColumnMatch[], levels: readonly LevelMention[]): Set<number> {
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

/** The sentence without the words at `drop` (its words as tokenize reads them), or as it was when they cannot be lined up. */
export function withoutWords(lower: string, tokens: Token[], drop: ReadonlySet<number>): string {
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
