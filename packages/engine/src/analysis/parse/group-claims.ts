/**
 * Comparisons of groups of a categorical or yes/no column on an outcome.
 */
import * as C from '../cues.ts';
import type { Column } from '../ingest.ts';
import { columnStems, tokenize, type Token } from '../text.ts';
import { listedTogether } from './as-comparisons.ts';
import { endOf } from './column-matching.ts';
import { denials, deniesOutcome, directionSign } from './direction.ts';
import { levelNumbers, levelWords, otherLevel, positiveLevel } from './levels.ts';
import { CUT_WORDS, fractionWord, numberAt, trailingBound } from './numbers.ts';
import { namesASide } from './group-rows.ts';
import { isRowNumber } from './words.ts';
import { cutSides } from './readings.ts';
import { notTestable } from './refusals.ts';
import { namedAsGrouping } from './rows.ts';
import type { Sentence } from './sentence.ts';
import type { Claim, ColumnMatch, Cut, LevelMention } from './types.ts';
import { columnOfUnit } from './units.ts';
import { ageColumns, PEOPLE, UNIT_WORD } from './words.ts';

/** Words that put one group above (or below) every other: "the most", "the highest", "more than any other". */
const SUPERLATIVE = /\b(?:the|(?:is|are|was|were) (?:at their|at its)?) ?(most|least|highest|lowest|largest|smallest|biggest|best|worst|longest|shortest|fastest|slowest|greatest|fewest|cheapest|oldest|youngest)\b|\bpeak(?:s|ed)?\b|\b(most|least) (often|frequently|likely)\b|\bthan (any|every|each) other\b|\bthan all (the )?others\b/;

/** Group comparisons: a categorical or yes/no column and an outcome column. */
export function groupComparison(s: Sentence): Claim | undefined {
  const { text, lower, tokens, ds, matches, levels, col, numeric, grouping, rejected, negated, notClaimed, isNull, and, asText, alike, notAsMuch, base, inGroup } = s;
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
      // "A and B perform the same": no measure they are the same on
      if (pair.length >= 2 && (isNull || alike || /\bequally\b/.test(lower))) {
        const measures = ds.columns.filter((c) => c.kind === 'numeric');
        notTestable(ds, text, `it says ${g.name} = ${pair[0]} and ${pair[1]} are alike but names no measure they are alike on; say which ("${measures.length === 1 ? (measures[0] as Column).name : '<measure>'} is the same for ${pair[0]} and ${pair[1]}")`, matches);
      }
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
    // "the drug works better in women": a group named as the rows the claim is about, not as what is compared
    const rowsOf = (i: number) => /^(in|for|among|amongst|within)$/.test(tokens[i - 1]?.word ?? '') || /^(in|for|among|amongst|within) (the|both)$/.test(tokens.slice(i - 2, i).map((t) => t.word).join(' '));
    // (a level named after "in", "for", "among"; not the column's own word, "a difference in returns")
    if (!numeric.includes(outcome) && levels.some((l) => l.column === outcome.column && rowsOf(l.index))) {
      notTestable(ds, text, `it names the groups of ${g.name} and, as the rows it is about, ${outcome.column} ("${outcome.phrase}"), but no measure to compare the groups on; name the outcome ("<measure> is higher for ${g.levels[0] ?? '<group>'} than for ${g.levels[1] ?? '<other group>'} among ${outcome.phrase}")`, matches);
    }
    const y = col(outcome);
    // "female smokers have a higher drop", "patients with no side effects have a higher drop than
    // smokers": groups of two columns beside a numeric outcome, which a comparison within one
    // column would drop one of
    // (with a number, the cut or bound it gives is read, or refused, below)
    const second = y.kind === 'numeric' && !tokens.some((t) => numberAt(tokens, t.index)) ? grouping.find((m) => m.column !== g.name && m !== outcome && !notClaimed.has(m.start)) : undefined;
    const nested = second && groupWithinGroup(s, gm, second, y);
    if (nested) return nested;
    if (second) {
      const level = (c: string) => [...new Set(levels.filter((l) => l.column === c).map((l) => l.level))].join('/');
      const side = (m: ColumnMatch) => `${m.column}${level(m.column) ? ` = ${level(m.column)}` : ''} ("${m.phrase}")`;
      notTestable(ds, text, `it names groups of two columns, ${side(gm)} and ${side(second)}, and a comparison of groups is within one column; testing either would drop the other. Compare the groups of one column ("${y.name} is higher for ${gm.phrase}"), on the rows of a group of the other ("among ${second.phrase}, ${y.name} is higher for ${gm.phrase}"), or bound ${y.name} within the rows of both ("the average ${y.name} among ${gm.phrase} ${second.phrase} is above <number>")`, matches);
    }
    // "smokers have a higher drop than patients on placebo": the other side named by words no column
    // or level has, which a comparison with the rest of the rows would drop
    const otherSide = unnamedOtherSide(tokens, ds.columns);
    if (otherSide) {
      notTestable(ds, text, `it compares with "${otherSide}", rows no column or level of the data names, so they cannot be picked out; comparing with all the other rows would test another claim. Name the other side as a level of a column the data has, or compare with the rest ("… than the others")`, matches);
    }
    // "older smokers stay longer": a measure named by one of its ends right before the group's word
    // ("older", "younger") beside another measure, which a comparison of the groups on either would drop
    const measures = numeric.filter((m) => !boundUnit(m) && m.start >= 0);
    const end = measures.find((m) => m.start === m.end && m.end + 1 === gm.start && endOf(tokens[m.start] as Token, m.column) !== undefined);
    const beside = measures.find((m) => m !== end && m.column !== end?.column);
    if (end && beside && !tokens.some((t) => numberAt(tokens, t.index) !== undefined)) {
      notTestable(ds, text, `it names ${g.name} and two measures, ${end.column} ("${end.phrase}") and ${beside.column} ("${beside.phrase}"), and a comparison of ${g.name} groups is on one measure only: testing either would drop the other. A relation of two measures within one group is not tested yet; state the relation of ${end.column} and ${beside.column} over all rows, or compare the groups on one measure`, matches);
    }
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
      // "customers who are not premium": every mention of the level is negated, so the rows are the others;
      // so too when the negated mention is compared with the level itself ("lower outside the north than in the north")
      const mentions = levels.filter((l) => l.column === g.name);
      const isNegated = (l: LevelMention) => negated.groups.some((x) => x.column === g.name && x.index === l.index);
      const [first, second] = mentions;
      const othersThanIt = first !== undefined && second !== undefined && isNegated(first) && !isNegated(second) &&
        tokens.some((t) => t.word === 'than' && t.index > first.index && t.index < second.index && tokens[t.index - 1]?.word !== 'other');
      if (mentions.every(isNegated) || othersThanIt) [a, b] = [b, a];
    } else if (g.kind === 'binary' && (sign !== 0 || denied.size > 0) && !C.GROUP_DIFF.test(lower)) {
      // ("the best variant" of A and B: a yes/no column's word names its yes side, these name neither)
      if (!namesASide(g, gm)) {
        notTestable(ds, text, `it names ${g.name} ("${gm.phrase}") but none of its groups (${g.levels.join(', ')}), so which side is meant is not clear; name the group ("${y.name} is higher for ${g.levels[0]} than for ${g.levels[1]}")`, matches);
      }
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
      // "the drop is above 10 for smokers older than 40": a bound no difference across the groups tests
      const levelNumbered = levelNumbers(tokens, levels);
      const bound = tokens.findIndex((t, i) => !levelNumbered.has(i) && numberAt(tokens, i) && (CUT_WORDS.some(([re, , len]) => i - len >= 0 && re.test(tokens.slice(i - len, i).map((w) => w.word).join(' '))) || tokens[i - 1]?.word === 'than'));
      if (bound >= 0) {
        notTestable(ds, text, `it gives a bound ("${tokens.slice(Math.max(0, bound - 2), bound + 1).map((t) => t.raw).join(' ')}") beside ${g.name} without saying which group it is on or how the groups compare; a difference across the groups of ${g.name} would drop it. Bound one group's ${y.name} ("the average ${y.name} among ${g.name} = ${g.levels[0] ?? '<level>'} is above <number>"), or compare the groups without the number`, matches);
      }
      return { ...base, kind: 'groupDiff', x: [g.name], y: y.name, direction: 0, group: { column: g.name, a: [], b: [] }, ...(outcomeLevel ? { outcomeLevel } : {}),
        statement: `${yDesc} differs across the ${g.levels.length} groups of ${g.name}` };
    }
    void firstLevelIdx;
    // "smokers over 40 recover less often": a bound with no measure beside it, which a comparison
    // of smokers with non-smokers would drop without a word
    // ("members older than 40 have larger baskets": a measure's comparative, "than" and a number, too)
    const comparative = (i: number) => tokens[i - 1]?.word === 'than' && /^\w+er$/.test(tokens[i - 2]?.word ?? '');
    const levelNumbered = levelNumbers(tokens, levels);
    const dropped = tokens.findIndex((t, i) => !levelNumbered.has(i) && numberAt(tokens, i) && (CUT_WORDS.some(([re, , len]) => re.test(tokens.slice(i - len, i).map((w) => w.word).join(' '))) || comparative(i)));
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
      // "smokers older than 40 stay longer": the age's comparative right after the group's word is the
      // cut "smokers over 40" is, and compares the ages among smokers as it does
      const ages = ageColumns(ds.columns);
      const groupWord = (k: number) => matches.some((m) => m.column === g.name && m.end === k) || levels.some((lv) => lv.column === g.name && lv.index === k);
      const moreNumbers = tokens.some((t) => t.index !== dropped && numberAt(tokens, t.index) !== undefined);
      if (scaled && ages.length === 1 && scaled.name === (ages[0] as Column).name && a.length === 1 && y.name !== scaled.name && groupWord(dropped - 3) &&
        !moreNumbers && !fractionWord(tokens) && !tokens.slice(dropped + 1).some((t) => t.word === 'than')) {
        const end = endOf(tokens[dropped - 2] as Token, scaled.name) as 1 | -1;
        return cutWithinGroup(s, { column: scaled.name, op: end > 0 ? '>' : '<', at: at.value }, { column: g.name, level: a[0] as string }, y, outcomeLevel, new Set([dropped - 2, dropped - 1, dropped]), times);
      }
      if (cuts) {
        notTestable(ds, text, `it compares ${g.name} = ${a.join('/')} with the others on ${y.name}, but the cut "${cuts.words}" on ${cuts.column} is not read in that comparison, and testing without it would drop it; a cut of the rows beside a comparison of groups is not tested yet: compare the groups, or cut the rows without naming a group`, matches);
      }
      // "smokers over 40 stay longer": people's bare bound is their age (as in "patients over 60
      // stay longer"), so the claim compares the ages within one group: the group's rows are
      // cut at the bound and the sides compared on the outcome
      const noun = tokens[dropped - len - 1];
      const people = noun !== undefined && (PEOPLE.test(noun.word) || (/s$/.test(noun.word) && groupWord(noun.index)));
      // (not "smokers over 40 recover more often than non-smokers": another group is named)
      if (!at.percent && !comparative(dropped) && people && ages.length === 1 && !UNIT_WORD.test(tokens[dropped + 1]?.word ?? '') && !tokens.slice(dropped + 1).some((t) => t.word === 'than')) {
        const age = (ages[0] as Column).name;
        const op = CUT_WORDS.find(([re, , k]) => k === len && re.test(tokens.slice(dropped - len, dropped).map((w) => w.word).join(' ')))?.[1] ?? '>';
        const [side, other] = cutSides({ column: age, op, at: at.value });
        // (with no other number: "the drop of smokers over 40 is above 10" also bounds the outcome)
        const others = tokens.filter((t) => t.index !== dropped && numberAt(tokens, t.index) !== undefined);
        const why = a.length !== 1 ? `${g.name} = ${a.join('/')} is more than one group` : y.name === age ? `${age} is both the measure cut and the one compared`
          : others.length || fractionWord(tokens) ? `it gives another number too ("${(others[0] as Token | undefined)?.raw ?? fractionWord(tokens)?.value}"), and a comparison within one group beside a bound is not tested yet` : undefined;
        if (!why) {
          const cutWords = new Set(Array.from({ length: len + 1 }, (_, k) => dropped - len + k));
          return cutWithinGroup(s, { column: age, op, at: at.value }, { column: g.name, level: a[0] as string }, y, outcomeLevel, cutWords, times);
        }
        notTestable(ds, text, `it compares, among ${g.name} = ${a.join('/')}, the rows with ${age} ${side} and those with ${age} ${other} on ${y.name} (a bare "${bound}" of people is their age), but ${why}, and comparing ${g.name} = ${a.join('/')} with the others would drop the age. Compare the ages over all rows ("people ${bound} ${tokens.slice(dropped + 1).map((t) => t.raw).join(' ')}": ${age} ${side} against ${other}), or ${y.kind === 'numeric' ? `give ${y.name} a bound within the group ("${text.replace(/[.!?]\s*$/, '')} than <number>")` : `state the share within the group ("more than <P>% of ${tokens.slice(0, dropped + 1).map((t) => t.raw).join(' ')} …")`}`, matches);
      }
      notTestable(ds, text, at.percent
        ? `it compares ${g.name} = ${a.join('/')} with the others on ${y.name}, but the share "${bound}" is not read in that comparison, and testing without it would drop it; for a share within one group, describe its rows in words ("more than ${n} of <rows> who …"), or compare the groups without a number`
        : `it compares ${g.name} = ${a.join('/')} with the others on ${y.name}, but the bound "${bound}" names no measure it applies to, and testing without it would drop it; name the measure it cuts ("aged over ${n}", "with a score above ${n}") or leave it out`, matches);
    }
    // "smokers 40 or older stay longer", "smokers aged 40 or more …": a bound written after its
    // number, which the comparison of the groups would drop
    const trailing = inGroup ? undefined : trailingBound(tokens, notClaimed);
    if (trailing) {
      // (the measure compared is not the bound's own word, "older" in "40 or older")
      const compared = numeric.find((m) => m.start > trailing.end || m.end < trailing.index - 1)?.column ?? y.name;
      notTestable(ds, text, `it compares ${g.name} = ${a.join('/')} with the others on ${compared}, but the bound "${trailing.words}" is not read in that comparison, and testing without it would drop it; a cut of the rows beside a comparison of groups is not tested yet: compare the groups, or cut the rows without naming a group`, matches);
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
    // "tutored students with high attendance score best": two measures beside the groups, and a comparison is on one
    // (not the rows' own noun, "premium customers" of a customer column, nor a column that numbers the rows)
    const rowsNoun = (m: ColumnMatch) => m === s.population || levels.some((l) => l.column === g.name && l.index + tokenize(l.level).length === m.start) || gm.end + 1 === m.start;
    const twoMeasures = [...new Set(numeric.filter((m) => !boundUnit(m) && m.start >= 0 && !rowsNoun(m) && !isRowNumber(col(m)) && !notClaimed.has(m.start)).map((m) => m.column))];
    if (twoMeasures.length >= 2 && !tokens.some((t) => numberAt(tokens, t.index)) && !inGroup) {
      notTestable(ds, text, `it names ${twoMeasures.length} measures (${twoMeasures.join(', ')}) beside the groups of ${g.name}, and groups are compared on one; reading one would drop the other. Compare the groups on one measure ("${twoMeasures[1]} is higher for ${g.levels[0] ?? '<group>'}"), or relate the two measures ("${twoMeasures[0]} increases ${twoMeasures[1]}")`, matches);
    }
    const direction: 1 | -1 = sign < 0 || notAsMuch || (sign === 0 && yDenied && y.kind === 'numeric') ? -1 : 1;
    // "west customers spend the most", "… more than any other region": against each other group, not
    // against the others pooled, where a higher group hides among lower ones
    if (a.length === 1 && b.length > 1 && SUPERLATIVE.test(lower)) {
      return { ...base, kind: 'group', x: [g.name], y: y.name, direction, group, each: true, ...(outcomeLevel ? { outcomeLevel } : {}),
        statement: `${yDesc} is ${direction > 0 ? 'higher' : 'lower'} for ${g.name} = ${an} than for each other ${g.name} group (${b.join(', ')})` };
    }
    return { ...base, kind: 'group', x: [g.name], y: y.name, direction, group, ...(outcomeLevel ? { outcomeLevel } : {}),
      statement: `${yDesc} is ${direction > 0 ? 'higher' : 'lower'} for ${g.name} = ${an} than for ${bn}` };
  }
  return undefined;
}

/**
 * "Smokers over 40 stay longer": the rows of one group (smoker = yes) cut at a number (age > 40
 * against age ≤ 40) and the sides compared on the outcome, as a cut over all rows is
 * ("discounts over 20% increase returns"); `cutWords` are the cut's words, which are no direction.
 */
function cutWithinGroup(
  s: Sentence, cut: Cut, within: { column: string; level: string }, y: Column, outcomeLevel: string | undefined, cutWords: ReadonlySet<number>, times: 1 | -1 | 0,
): Claim {
  const [aSide, bSide] = cutSides(cut);
  return compareWithinGroup(s, { column: cut.column, a: aSide, b: bSide, an: `${cut.column} ${aSide}`, bn: `${cut.column} ${bSide}`, cut }, within, y, outcomeLevel, cutWords, times);
}

/** Words that put a group's rows after the noun they describe ("smokers with diabetes", "… who have diabetes"). */
const DESCRIBED_BY = /^(with|without|with no|having|who (have|has|had)|that (have|has|had))$/;

/**
 * "Smokers with diabetes have a higher drop", "female smokers have a higher drop": the rows of one
 * group (the noun, smokers) compared on the outcome by another two-sided column (with diabetes
 * against without), as "smokers over 40 stay longer" compares the ages among smokers. The noun is
 * the group a modifier comes right before ("female smokers") or the one "with", "without",
 * "having", "who have" comes after ("smokers with diabetes"). Undefined when the words do not say
 * which is which, a side is not one level of a two-level column, or another side is named than
 * the same rows' other side ("… than non-smokers": smokers without diabetes, or every non-smoker?).
 */
function groupWithinGroup(s: Sentence, one: ColumnMatch, two: ColumnMatch, y: Column): Claim | undefined {
  const { tokens } = s;
  const [first, later] = one.start < two.start ? [one, two] : [two, one];
  if (first.start < 0) return undefined;
  // ("non" before a word names the other side: "female non-smokers")
  const non = (m: ColumnMatch) => tokens[m.start - 1]?.word === 'non';
  const between = tokens.slice(first.end + 1, later.start - (non(later) ? 1 : 0)).map((t) => t.word).join(' ');
  const [noun, modifier] = between === '' ? [later, first] : DESCRIBED_BY.test(between) ? [first, later] : [];
  if (!noun || !modifier) return undefined;
  const rows = sideNamed(s, noun, non(noun));
  const sides = sideNamed(s, modifier, noun === first ? /^(without|with no)$/.test(between) : non(modifier));
  if (!rows || !sides) return undefined;
  // "… than smokers without diabetes": the other side said in full, the same rows on the other side
  const than = tokens.findIndex((t) => t.word === 'than');
  // (a column named again is matched at its first mention, so the other side is read from its words)
  if (than >= 0 && (than < later.end || !namesOtherSide(tokens, than, noun, modifier, sides.other))) return undefined;
  const span = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, k) => from + k);
  const ownWords = new Set([...span(first.start, later.end), ...(than >= 0 ? span(than + 1, tokens.length - 1) : [])]);
  const compared = { column: modifier.column, a: sides.level, b: sides.other, an: `${modifier.column} = ${sides.level}`, bn: `${modifier.column} = ${sides.other}` };
  return compareWithinGroup(s, compared, { column: noun.column, level: rows.level }, y, undefined, ownWords, 0);
}

/**
 * "… than smokers without diabetes", "… than male smokers": the words after "than" are the same
 * rows' words with the other side of the modifier ("with" for "without", the other level's word).
 */
function namesOtherSide(tokens: Token[], than: number, noun: ColumnMatch, modifier: ColumnMatch, other: string): boolean {
  const words = (from: number, to: number) => tokens.slice(from, to + 1).map((t) => t.word);
  const tail = words(than + 1, tokens.length - 1).filter((w) => !/^(the|those|ones?|for|in|among|of)$/.test(w)).join(' ');
  const nounWords = words(noun.start - (tokens[noun.start - 1]?.word === 'non' ? 1 : 0), noun.end).join(' ');
  const modWords = words(modifier.start, modifier.end).join(' ');
  if (modifier.start > noun.start) {
    const said = words(noun.end + 1, modifier.start - 1).join(' ');
    const flipped = /^(without|with no)$/.test(said) ? ['with', 'having', 'who have'] : ['without', 'with no'];
    return flipped.some((w) => tail === `${nounWords} ${w} ${modWords}`);
  }
  return tail === `${tokenize(other).map((t) => t.word).join(' ')} ${nounWords}`;
}

/**
 * The one group a phrase names ("smokers", "non-smokers", "the north region"): a level of a column,
 * or a yes/no column's side. Undefined unless the phrase names exactly one group and no measure.
 */
export function oneGroupNamed(s: Sentence): { column: string; level: string } | undefined {
  const { grouping, numeric, levels, tokens, ds } = s;
  const columns = [...new Set([...grouping.map((m) => m.column), ...levels.map((l) => l.column)])];
  if (columns.length !== 1 || numeric.length) return undefined;
  const c = ds.columns.find((x) => x.name === columns[0]) as Column;
  const m = grouping.find((x) => x.column === c.name);
  const negated = m !== undefined && (tokens[m.start - 1]?.word === 'non' || s.negated.groups.some((x) => x.column === c.name && x.index === m.start && x.level === undefined));
  const level = levelNamed(c, m, levels.filter((l) => l.column === c.name), negated);
  return level === undefined ? undefined : { column: c.name, level };
}

/**
 * The level that `named` (the level words said of `c`) or the column's own word `m` names: one
 * level word, or a yes/no column's yes side ("smokers"), its other side when `negated`.
 */
function levelNamed(c: Column, m: ColumnMatch | undefined, named: readonly LevelMention[], negated: boolean): string | undefined {
  const said = [...new Set(named.map((l) => l.level))];
  if (said.length === 1) return said[0];
  if (said.length > 1 || !m || c.kind !== 'binary' || !namesASide(c, m)) return undefined;
  // (the column's own word names its yes side; a "no" elsewhere in the sentence is not its level)
  return otherLevel(c, positiveLevel(c, []), negated);
}

/**
 * The level a group's words name, and the other: "female" (sex = female), "smokers" (smoker = yes),
 * or with `negated` ("non-smokers", "without diabetes") the other side of a yes/no column. Only for a
 * column of two levels, each word naming one.
 */
function sideNamed(s: Sentence, m: ColumnMatch, negated: boolean): { level: string; other: string } | undefined {
  const c = s.col(m);
  if (c.levels.length !== 2) return undefined;
  const level = levelNamed(c, m, s.levels.filter((l) => l.column === c.name && l.index >= m.start && l.index <= m.end), negated);
  return level === undefined ? undefined : { level, other: c.levels.find((l) => l !== level) as string };
}

/**
 * One group's rows (`within`) compared on the outcome by the two sides of `compared`; `ownWords`
 * are the words naming the sides and the rows, which are no direction or denial.
 */
function compareWithinGroup(
  s: Sentence, compared: { column: string; a: string; b: string; an: string; bn: string; cut?: Cut }, within: { column: string; level: string }, y: Column,
  outcomeLevel: string | undefined, ownWords: ReadonlySet<number>, times: 1 | -1 | 0,
): Claim {
  const { lower, tokens, matches, levels, rejected, negated, notClaimed, isNull, alike, notAsMuch, base } = s;
  const yDesc = outcomeLevel ? `the share of ${y.name} = ${outcomeLevel}` : `mean ${y.name}`;
  const { an, bn } = compared;
  const among = ` among ${within.column} = ${within.level}`;
  const common = { ...base, x: [compared.column], y: y.name, group: { column: compared.column, a: [compared.a], b: [compared.b] }, ...(compared.cut ? { cut: compared.cut } : {}), within, ...(outcomeLevel ? { outcomeLevel } : {}) };
  const ownDenied = denials(tokens, matches, new Set([...rejected, ...ownWords]), levels);
  const sign = directionSign(tokens, matches, 0, y.name, { ignore: new Set([...notClaimed, ...ownWords, ...ownDenied]), levels, inverted: negated.inverted }) || times;
  if (ownDenied.size && !isNull && !alike && !notAsMuch && sign !== 0) {
    return { ...common, kind: 'group', direction: (-sign) as 1 | -1, orEqual: true, statement: `${yDesc} is not ${sign > 0 ? 'higher' : 'lower'} for ${an} than for ${bn}${among}` };
  }
  if (isNull || alike || ownDenied.size) return { ...common, kind: 'groupNone', direction: 0, statement: `${yDesc} is the same for ${an} and ${bn}${among}` };
  if (sign === 0 && C.GROUP_DIFF.test(lower)) return { ...common, kind: 'groupDiff', direction: 0, statement: `${yDesc} differs between ${an} and ${bn}${among}` };
  const direction: 1 | -1 = sign < 0 || notAsMuch ? -1 : 1;
  return { ...common, kind: 'group', direction, statement: `${yDesc} is ${direction > 0 ? 'higher' : 'lower'} for ${an} than for ${bn}${among}` };
}

/**
 * "… than patients on placebo", "… than those taking aspirin": the words after "than" that pick out
 * rows (after "on", "in", "taking" …) when none of them is a column's or a level's word. Returns them.
 */
function unnamedOtherSide(tokens: Token[], columns: readonly Column[]): string | undefined {
  const than = tokens.findIndex((t) => t.word === 'than');
  if (than < 0) return undefined;
  const named = new Set(columns.flatMap((c) => [...columnStems(c.name), ...c.levels.flatMap((l) => tokenize(l).map((t) => t.stem))]));
  let k = than + 1;
  while (k < tokens.length && (/^(the|those|ones?|people|rows)$/.test((tokens[k] as Token).word) || PEOPLE.test((tokens[k] as Token).word))) k++;
  const q = tokens[k];
  if (!q) return undefined;
  const arm = /^(placebo|control|controls|untreated|sham)$/.test(q.word);
  if (!arm && !/^(on|in|from|given|receiving|taking|with|having)$/.test(q.word)) return undefined;
  const rest = tokens.slice(arm ? k : k + 1).filter((t) => !/^(a|an|the|no|any|some|are|is|were|was|do|did|have|has|had)$/.test(t.word));
  if (!rest.length || rest.some((t) => named.has(t.stem) || named.has(t.word))) return undefined;
  return tokens.slice(k, Math.min(tokens.length, (rest.at(-1) as Token).index + 1)).map((t) => t.raw).join(' ');
}
