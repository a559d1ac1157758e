/**
 * Threshold claims on one column: a mean, median, equality or share against a number.
 */
import { ownEntry } from '../../own-entry.ts';
import * as C from '../cues.ts';
import { nameWords, type Column } from '../ingest.ts';
import { columnStems, stem, STOP, type Token } from '../text.ts';
import { shareOfRowsPast, thresholdSide } from './bounds.ts';
import { groupThreshold, noApartFrom } from './group-rows.ts';
import { otherLevel, positiveLevel } from './levels.ts';
import { boundAfter, CUT_WORDS, cutWordsBefore, durationWords, numberAt, percentText } from './numbers.ts';
import { cutSides } from './readings.ts';
import { endOf, takesTime } from './column-matching.ts';
import { notTestable } from './refusals.ts';
import { rowsCutAt } from './row-cuts.ts';
import { unnamedRows } from './rows.ts';
import type { ClaimNumber, Sentence } from './sentence.ts';
import { shareClaim } from './share-claims.ts';
import type { Claim, ColumnMatch, Cut } from './types.ts';
import { durationIn, isSpeed, percentOf, SPEED_UNIT, speedWords } from './units.ts';
import { ageColumns, columnUnit, PEOPLE, TIME_UNIT, UNIT_WORD } from './words.ts';

/**
 * The unit written after a bound ("10 km/h", "40 mg") when the column it would bound names a unit
 * of its own in another dimension (minutes, kg) and is not in the written one.
 */
function foreignUnit(c: Column, after: Token | undefined): string | undefined {
  const w = after?.word ?? '';
  if (c.kind !== 'numeric' || !UNIT_WORD.test(w) || ownEntry(TIME_UNIT, w) !== undefined || /^(percent|pct|points?|units?|items?|dollars?|euros?|pounds?)$/.test(w)) return undefined;
  if (columnStems(c.name).includes(stem(w)) || (SPEED_UNIT.test(w) && isSpeed(c))) return undefined;
  const own = columnUnit(c.name) !== undefined || nameWords(c.name).some((x) => UNIT_WORD.test(x) && ownEntry(TIME_UNIT, x) === undefined);
  return own ? (ownEntry({ kmh: 'km/h', mps: 'm/s' }, w) ?? (after as Token).raw) : undefined;
}

/**
 * "smokers over 40", "patients older than 40": the claim's number cuts the rows named right before it
 * at their age (the data's one age column), so it is no bound of the measure. The cut's words
 * (`from` the rows' word `to` the number); `bare` when no age word is written.
 */
function ageOfRows(s: Sentence, at: number): { from: number; to: number; age: string; bare: boolean } | undefined {
  const { tokens, ds, matches, col } = s;
  if (at < 0) return undefined;
  const ages = ageColumns(ds.columns);
  if (ages.length !== 1) return undefined;
  const age = (ages[0] as Column).name;
  // (with "than" after it, "… are happier than others", the comparison's own reading decides)
  if (tokens.some((t) => t.index > at && t.word === 'than')) return undefined;
  const isGroup = (k: ColumnMatch) => col(k).kind === 'binary' || col(k).kind === 'categorical';
  const rowsWord = (k: number) => PEOPLE.test(tokens[k]?.word ?? '') || matches.some((m) => m.end === k && isGroup(m));
  const bare = rowsCutAt(tokens, matches, isGroup, at);
  if (bare !== undefined && !matches.some((k) => k.column === age)) return { from: bare, to: at, age, bare: true };
  // "older than 40", "younger than 30" right after the rows' word
  const word = tokens[at - 2];
  if (word && tokens[at - 1]?.word === 'than' && endOf(word, age) !== undefined && rowsWord(word.index - 1)) return { from: word.index - 1, to: at, age, bare: false };
  return undefined;
}

/**
 * "with more than 5 visits", "with 5 or more visits", "with 5 visits or more": the claim's number is
 * a bound of the measure `m` in words that describe the rows ("with", "having" before it), not a
 * bound on the measure's level. Those words, and the position of their last.
 */
function rowsByBound(tokens: Token[], at: number, m: ColumnMatch): { words: string; end: number } | undefined {
  const cut = cutWordsBefore(tokens, at);
  const start = (cut ? at - cut[2] : at) - 1;
  if (!/^(with|having)$/.test(tokens[start]?.word ?? '')) return undefined;
  const trailing = cut ? undefined : boundAfter(tokens, at, () => true);
  if (!cut && !trailing) return undefined;
  // the measure right after the number, or after its trailing bound
  const after = trailing && trailing.end < m.start ? trailing.end : at;
  if (m.start !== after + 1 && !(m.start === after + 2 && /^(of|in)$/.test(tokens[after + 1]?.word ?? ''))) return undefined;
  const end = Math.max(m.end, trailing?.end ?? 0);
  return { words: tokens.slice(start, end + 1).map((t) => t.raw).join(' '), end };
}

/** The rows a threshold is on: the number after a cut of the rows, and the group or cut they are in. */
export function rowsOfThreshold(s: Sentence): void {
  const { text, tokens, ds, matches, levels, col, outcomeBound, groupWithCut, rowCut, negated } = s;
  let number = s.number;
  // the "no" that negates a group ("with no smoking history") is no level "no" of it; a first "no" is said of every row ("No smoker has …")
  const negations = new Set([...negated.negations].filter((k) => k > 0));
  // Threshold claims on one column: mean / median / equality / proportion; on one group's rows
  // when the claim names the group ("premium customers spend more than 60").
  if (rowCut) number = numberAt(tokens, outcomeBound as number) ?? durationWords(tokens);
  // the group's level beside the cut ("smokers": smoker = yes; "non-smokers": no)
  let withLevel: { column: string; level: string } | undefined;
  if (rowCut && groupWithCut) {
    const g = col(groupWithCut);
    const named = [...new Set(levels.filter((lv) => lv.column === g.name).map((lv) => lv.level))];
    let level = named.length === 1 ? named[0] : !named.length && g.kind === 'binary' ? positiveLevel(g, tokens, new Set([...noApartFrom(tokens, groupWithCut), ...(negated.groups.some((x) => x.column === g.name) ? negations : [])])) : undefined;
    if (level !== undefined && negated.groups.some((x) => x.column === g.name)) level = g.levels.length === 2 ? g.levels.find((l) => l !== level) : undefined;
    if (level === undefined) {
      notTestable(ds, text, `it names rows by a group of ${g.name} and by the cut ${rowCut.cut.column} ${cutSides(rowCut.cut)[0]}, and bounds ${rowCut.outcome.column} within them, but which one group of ${g.name} is meant is not clear; name one level of ${g.name}`, matches);
    }
    withLevel = { column: g.name, level };
  }
  const inGroup = rowCut ? { measure: rowCut.outcome, within: withLevel ?? { column: rowCut.cut.column, level: cutSides(rowCut.cut)[0] } }
    : number ? groupThreshold(tokens, levels, matches, col, negated.groups, ds, negations) : undefined;
  s.number = number;
  s.withLevel = withLevel;
  s.inGroup = inGroup;
}

/** Threshold claims on one column: mean, median, equality or share, over all rows or one group's. */
export function thresholdClaim(s: Sentence): Claim | undefined {
  const { text, lower, tokens, ds, matches, levels, col, rowCut, numeric, grouping, negated, base, inGroup, withLevel } = s;
  let number = s.number;
  // "the drop is higher for smokers over 40": the rows' age, read with the groups, not a bound of
  // the measure; "the drop is high for smokers over 40" compares nothing and bounds nothing
  // (with a second number, the bound is the other's: read where the cut is read, or refused there)
  const aged = number && !rowCut && tokens.filter((t) => numberAt(tokens, t.index)).length === 1 ? ageOfRows(s, number.index) : undefined;
  if (aged) {
    // a comparative outside the cut: a direction word or a word naming a measure ("happier") in -er, or more/less
    const comparative = tokens.some((t) => (t.index < aged.from || t.index > aged.to) && (/^(more|less|fewer)$/.test(t.word) ||
      (/er$/.test(t.word) && (C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word) || matches.some((k) => k.start === t.index && col(k).kind === 'numeric')))));
    if (comparative) {
      s.inGroup = undefined;
      return undefined;
    }
    const rows = tokens.slice(aged.from, aged.to + 1).map((t) => t.raw).join(' ');
    notTestable(ds, text, `it names the rows "${rows}" (${aged.bare ? `a bare bound after a word for people is their age, the column ${aged.age}` : `a cut of ${aged.age}`}), and states no bound or comparison of another measure for them; reading ${(number as ClaimNumber).value} as a bound of ${numeric.find((k) => k.column !== aged.age)?.column ?? 'the measure'} would test another claim. Compare them ("… is higher for ${rows}") or give a bound ("… is above <number> for ${rows}")`, matches);
  }
  if (number && (numeric.length + grouping.length === 1 || inGroup)) {
    const m = inGroup?.measure ?? (numeric[0] ?? grouping[0]) as ColumnMatch;
    const c = col(m);
    const among = !inGroup ? '' : withLevel && rowCut ? ` among ${withLevel.column} = ${withLevel.level} and ${rowCut.cut.column} ${cutSides(rowCut.cut)[0]}`
      : ` among ${inGroup.within.column}${rowCut ? ' ' : ' = '}${inGroup.within.level}`;
    // (within a group, only what the rows lack: "smokers with no side effects")
    const unnamed = unnamedRows(tokens, ds.columns, matches, levels, number.index >= 0 ? number.index : tokens.length, inGroup !== undefined);
    if (unnamed) {
      notTestable(ds, text, `it describes the rows as "${unnamed}", which names no column of the data nor a level of one, so those rows cannot be picked out; testing ${c.name}${among || ' over all rows'} would drop that. Name the group as a level of a column the data has, or leave the description out${inGroup ? '' : ' to test all rows'}`, matches);
    }
    // "customers with more than 5 visits are happier" (no column for happiness): the bound describes
    // the rows, and what is said of them names no column; the mean of visits would test another claim
    const described = number.index >= 0 && !inGroup ? rowsByBound(tokens, number.index, m) : undefined;
    if (described) {
      const rest = tokens.slice(described.end + 1);
      const said = rest.filter((t) => !STOP.has(t.word) && !/^(are|is|were|was|have|has|had|do|does|did|on|average)$/.test(t.word));
      const bound = `the average ${c.name} is ${thresholdSide(lower, tokens, number).dir > 0 ? 'above' : 'below'} ${(tokens[number.index] as Token).raw}`;
      notTestable(ds, text, said.length
        ? `it describes the rows ("${described.words}") and says "${rest.map((t) => t.raw).join(' ')}" of them, which names no column of the data; reading it as the average ${c.name} would test another claim. Name the measure compared ("… have a higher <column>"), or state the bound alone ("${bound}")`
        : `it only names rows ("${described.words}") and says nothing about them, so there is no claim to test; reading it as the average ${c.name} would test a claim it does not make. Say what holds for those rows, or state the bound alone ("${bound}")`, matches);
    }
    // "faster than 10 km/h", "less than 40 mg" on delivery_minutes: a unit of another dimension than the one the column's name gives
    const foreign = number.index >= 0 && !number.percent ? foreignUnit(c, tokens[number.index + 1]) : undefined;
    if (foreign) {
      notTestable(ds, text, `it gives "${(tokens[number.index] as Token).raw} ${foreign}", a measure in ${foreign}, and no column of the data is in ${foreign}: ${c.name} is in ${columnUnit(c.name) ?? nameWords(c.name).find((w) => UNIT_WORD.test(w))}s; reading the number as a bound of ${c.name} would test another claim. Name the column the bound is on, or write the number in the unit of ${c.name}`, matches);
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
    // ("deliveries are not slower than 30 minutes": on a time taken, "slower" is "longer", so that
    // its negation is read as "not longer than": at most 30)
    const sided = isSpeed(c) ? speedWords(tokens) : takesTime(c.name) ? tokens.map((t) => /^(slower|later)$/.test(t.word) ? { ...t, word: 'longer' } : /^(faster|quicker|sooner|speedier)$/.test(t.word) ? { ...t, word: 'shorter' } : t) : tokens;
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
      const share = shareClaim(s, c, number, dir, inGroup?.within, matches, m);
      return { ...share, cut: rowCut.cut, statement: share.statement.replace(` among ${rowCut.cut.column} = `, ` among ${rowCut.cut.column} `) };
    }
    if (c.kind === 'binary' || c.kind === 'categorical') return shareClaim(s, c, number, dir, undefined, matches, m);
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
    if (than >= 0) {
      notTestable(ds, text, `it compares ${c.name} with "${tokens.slice(than + 1).map((t) => t.raw).join(' ')}", which is no number; the ${(tokens[number.index] as Token | undefined)?.raw ?? 'number'} in it is not a bound of ${c.name}, and reading it as one would test another claim. Cut the rows at one number and compare the sides ("${c.name} is higher where <measure> is above <number>"), or state a bound on ${c.name}`, matches);
    }
    const rows = inGroup ? { within: inGroup.within, ...(rowCut ? { cut: rowCut.cut } : {}) } : {};
    // "fewer than half of students score above 70": the median is at or below 70; other shares
    // of the rows past a number are not a mean or a median compared with either number
    const past = shareOfRowsPast(tokens, rowCut?.words);
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
    // "smokers rarely have a drop above 10", "deliveries usually take under 30 minutes": how often
    // rows pass the bound, a share it gives no number for (not the average, which drops the word)
    // (not after a negation: "did not usually see a drop of at least 10" denies the bound, as "did not see" does)
    const often = /(?<!\b(?:not|never|(?:do|does|did|is|are|was|were)nt) )\b(rarely|seldom|hardly ever|usually|often|frequently|sometimes|occasionally|mostly|generally|commonly)\b/.exec(lower.replace(/['’]/g, ''));
    if (often && !past && !/\b(more|less) often\b/.test(lower)) {
      const few = /^(rarely|seldom|hardly ever|sometimes|occasionally)$/.test(often[1] ?? '');
      notTestable(ds, text, `it says "${often[0]}", how often the rows are past the bound, which is a share of the rows it gives no number for; reading it as the average ${c.name}${among} would drop the word. State the share ("${few ? 'fewer than 20%' : 'more than 60%'} of rows${among.replace(/^ among /, ' with ')} have ${c.name} ${dir > 0 ? 'above' : 'below'} ${number.value}")`, matches);
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
    // "few deliveries take over 45 minutes", "some orders are below $10": a share of the rows it
    // gives no number for; "revenue exceeded 500 at least once": one row past the bound (the largest
    // or smallest value). Read as the average, "few … over 45" passed as a mean above 45.
    const some = /\b(a few|few|some|several|many|a lot of|lots of|a handful of|at least once|at least one|even once|ever)\b/.exec(lower);
    if (some && !past && !C.MEAN.test(lower) && !/\b(median|typical)/.test(lower)) {
      const bound = `${dir > 0 ? 'above' : 'below'} ${number.value}`;
      const one = /once|one|ever/.test(some[1] as string);
      notTestable(ds, text, one
        ? `it says "${some[0]}": a claim that at least one row of ${c.name}${among} is ${bound} (its ${dir > 0 ? 'largest' : 'smallest'} value), which no test of the average or of a share says; the nearest testable claims are the average ("the average ${c.name}${among} is ${bound}") and a share of the rows ("at least 5% of rows have ${c.name} ${bound}")`
        : `it says "${some[0]}", a share of the rows that it gives no number for; reading it as the average ${c.name}${among} would drop the word. State the share ("${/few|handful/.test(some[1] as string) ? 'fewer than 20%' : 'more than 20%'} of rows${among.replace(/^ among /, ' with ')} have ${c.name} ${bound}")`, matches);
    }
    // "the slowest delivery took over 90 minutes", "patients at the highest dose have a drop above 10":
    // the most extreme row, or the rows at one end of a column, not the average of all rows
    const extreme = /\b(slowest|fastest|longest|shortest|largest|smallest|biggest|highest|lowest|heaviest|lightest|cheapest|oldest|youngest|best|worst|most expensive|least expensive|maximum|minimum|max|min)\b/.exec(lower);
    const extremeOwn = extreme && ds.columns.some((col) => nameWords(col.name).includes(extreme[1] as string));
    // (the bound after the measure: "patients given 40 mg see the biggest drop" gives no bound of it)
    if (extreme && !extremeOwn && number.index > m.end && !past && !C.MEAN.test(lower) && !/\b(median|typical)/.test(lower)) {
      notTestable(ds, text, `it says "${extreme[0]}": a claim about the most extreme row (or the rows at one end of a column), which no test of the average or of a share says; the nearest testable claims are the average ("the average ${c.name}${among} is ${dir > 0 ? 'above' : 'below'} ${number.value}") or rows cut at a value ("${c.name} is above ${number.value} where <column> is above <value>")`, matches);
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
  return undefined;
}
