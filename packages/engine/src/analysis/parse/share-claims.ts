/**
 * Claims of a share, and comparisons of the two sides of a cut.
 */
import * as C from '../cues.ts';
import type { Column } from '../ingest.ts';
import { columnStems, type Token } from '../text.ts';
import { thresholdSide } from './bounds.ts';
import { denials, deniesOutcome, directionSign } from './direction.ts';
import { shareWithinGroup } from './group-rows.ts';
import { levelWords, otherLevel, positiveLevel } from './levels.ts';
import { percentText } from './numbers.ts';
import { presenceShare, shareAmongPresence } from './presence.ts';
import { cutSides } from './readings.ts';
import { notTestable } from './refusals.ts';
import { BARE_SHARE } from './rows.ts';
import type { ClaimNumber, Sentence } from './sentence.ts';
import type { Claim, ColumnMatch } from './types.ts';

/** "patients do not recover", "employees are not remote": the outcome's other level */
function outcomeDenied(s: Sentence, m: ColumnMatch): boolean {
  const { tokens, matches, levels, rejected, notClaimed, isNull, notAsMuch } = s;
  return !isNull && !notAsMuch && denials(tokens, matches, rejected, levels).size === 0 && deniesOutcome(tokens, m, notClaimed);
}

/** The share of a yes/no or group column's level, above or below `at`, over all rows or `within` one group. */
export function shareClaim(s: Sentence, c: Column, at: ClaimNumber, dir: 1 | -1, within?: Claim['within'], used = s.matches, m?: ColumnMatch, skip: ReadonlySet<number> = new Set()): Claim {
  const { text, tokens, ds, base } = s;
  const level = otherLevel(c, positiveLevel(c, tokens, skip), m !== undefined && outcomeDenied(s, m));
  // "patients under 30 recover more often": a bare 30 with no "%", "of" or share word is no share
  if (!at.percent && at.value > 1 && at.index >= 0 && tokens[at.index + 1]?.word !== 'of' && !tokens.some((t) => BARE_SHARE.test(t.word))) {
    notTestable(ds, text, `it has the number ${(tokens[at.index] as Token).raw} with no "%" and no word that makes it a share of ${c.name}, and no numeric column it could cut was named; if it is a share, write "${(tokens[at.index] as Token).raw}%", and if it cuts a measure, name the measure ("aged under ${(tokens[at.index] as Token).raw}", "with a score above ${(tokens[at.index] as Token).raw}")`, used);
  }
  const p0 = at.percent || at.value > 1 ? at.value / 100 : at.value;
  if (!(p0 > 0 && p0 < 1)) notTestable(ds, text, `the share ${at.value}${at.percent ? '%' : ''} is not between 0 and 100%`, used);
  const among = within ? ` among ${within.column} = ${within.level}` : '';
  return { ...base, matches: used, kind: 'prop', x: [], y: c.name, direction: dir, outcomeLevel: level, threshold: p0, ...(within ? { within } : {}),
    statement: `the share of ${c.name} = ${level}${among} is ${dir > 0 ? 'above' : 'below'} ${percentText(p0 * 100)}%` };
}

/** A share among the rows that have or lack a measure, or of the rows that have or lack it. */
export function shareOfPresence(s: Sentence): Claim | undefined {
  const { lower, tokens, matches, col, population, number, isNull, base } = s;
  // "Most orders with a discount are returned": the share returned among the rows with some discount
  const among = isNull ? undefined : shareAmongPresence(tokens, matches, col);
  if (among) {
    const at = number ?? { value: 50, percent: true, index: -1 };
    const [side] = cutSides(among.cut);
    // ("no" in "with no discount" is not the outcome's level "no")
    const skip = new Set(Array.from({ length: among.m.start }, (_, i) => i).filter((i) => tokens[i]?.word === 'no' && i >= among.m.start - 2));
    const claim = shareClaim(s, col(among.outcome), at, thresholdSide(lower, tokens, at).dir, { column: among.m.column, level: side }, [among.m, among.outcome], among.outcome, skip);
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
  return undefined;
}

/** Groups made by a cut of a measure ("discounts over 20%"), compared on the one other column. */
export function cutComparison(s: Sentence): Claim | undefined {
  const { lower, tokens, matches, levels, col, cutRead, rowCut, negated, notClaimed, isNull, alike, notAsMuch, base } = s;
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
  return undefined;
}

/** A share of an outcome counted within one group ("more than 60% of premium customers churn"). */
export function shareInGroup(s: Sentence): Claim | undefined {
  const { text, lower, tokens, ds, matches, levels, col, population, number, negated, isNull } = s;
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
    return shareClaim(s, col(within.outcome), at, thresholdSide(lower, tokens, at).dir, { column: within.column, level: within.level }, used, within.outcome);
  }
  return undefined;
}
