/**
 * Hypothesis → Claim on this dataset's columns (engine.md §3). Matching is by stemmed word overlap +
 * Jaro–Winkler, synonyms at 0.9; the claim kind comes from cue words and the types of the matched
 * columns. Nothing here knows any particular column name: unknown phrasings fall through to a 422 that
 * lists the columns and what could not be matched.
 */
import type { AnalysisType } from '@verity/contracts/analysis';
import * as C from '../cues.ts';
import { fold, nameWords, type Dataset } from '../ingest.ts';
import { tokenize } from '../text.ts';
import { groupComparison, oneGroupNamed } from './group-claims.ts';
import { misspeltCue, MULTIPLE, notTestable } from './refusals.ts';
import { rowsWithoutClaim } from './rows.ts';
import { relationClaim } from './relation-claims.ts';
import { readSentence } from './sentence.ts';
import { cutComparison, shareInGroup, shareOfPresence } from './share-claims.ts';
import { rowsOfThreshold, thresholdClaim } from './threshold-claims.ts';
import type { Claim } from './types.ts';
import { valuePairClaim } from './value-pairs.ts';

export type { Claim, ClaimKind, ColumnMatch, Cut } from './types.ts';
export { alternativeReadings, cutSides } from './readings.ts';
export { stem } from '../text.ts';

export function parseHypothesis(hypothesis: string, ds: Dataset, analysisType: AnalysisType): Claim {
  const claim = effectSize(hypothesis, ds,
    relationAcrossGroups(hypothesis, ds, analysisType) ?? relationByGroup(hypothesis, ds, analysisType) ?? relationWithinGroup(hypothesis, ds, analysisType) ??
      differenceSize(hypothesis, ds, analysisType) ?? readClaim(hypothesis, ds, analysisType));
  // "spend increses revenue": a misspelt direction verb would be read as no direction (an
  // association) or as the default side; say which word was not understood instead
  const typo = misspeltCue(tokenize(hypothesis), claim.matches);
  if (typo) {
    notTestable(ds, hypothesis.trim(), `the word "${typo.raw}" is not known; it looks like "${typo.meant}", but a misspelt word is not guessed, and without it the claim would be read with no direction. Write it again with the word spelt as meant`, claim.matches);
  }
  // "all students who study more than 12 hours pass", "… guarantees a pass", "tutored students never fail":
  // every row of a group, which one row can break; the comparison of shares would test a weaker claim
  const lowered = fold(hypothesis).toLowerCase();
  const every = EVERY_ROW.exec(` ${lowered} `) ?? /\b(not (?:all|every|each))\b/.exec(lowered);
  // ("all orders in the north are returned more often": "all" names the rows of a comparison)
  const comparing = every?.[1] !== undefined && !every[1].startsWith('not') && /\b(more|less|fewer|higher|lower|better|worse|likelier|\w+er than)\b/.test(lowered.replace(/\b\w+ than [$€£]?\d/g, ' '));
  if (every && !comparing && claim.outcomeLevel !== undefined && ['group', 'groupDiff', 'groupNone'].includes(claim.kind) && !claim.orEqual) {
    const said = (every[1] ?? every[2]) as string;
    notTestable(ds, hypothesis.trim(), `it says "${said}": that ${said.startsWith('not') ? 'some row of the group is not so' : 'every row of the group is so'}, which one row ${said.startsWith('not') ? 'settles' : 'can break'}, and comparing the ${claim.y} = ${claim.outcomeLevel} share of the groups would test a weaker claim. Test the comparison ("${claim.statement}") or state a share ("at least 95% of them …")`, claim.matches);
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

/**
 * The claim the sentence states, tried in this order: a share of the rows that have or lack a
 * measure, a comparison of the two sides of a cut, a share within one group, a threshold on one
 * column, a comparison of groups, a relation between measures; else a refusal.
 */
function readClaim(hypothesis: string, ds: Dataset, analysisType: AnalysisType): Claim {
  const s = readSentence(hypothesis, ds, analysisType);
  // "Patients without a drop above 10": rows named, nothing said of them
  const rowsOnly = rowsWithoutClaim(s.tokens, s.matches, s.col);
  if (rowsOnly) {
    notTestable(ds, s.text, `it only names rows ("${rowsOnly.rows} ${rowsOnly.description}") and says nothing about them, so there is no claim to test; reading it as a bound on their measure would test a claim it does not make. Say what holds for those rows ("${rowsOnly.rows} ${rowsOnly.description} stay longer"), or state the bound as the claim ("${rowsOnly.rows} ${rowsOnly.claim}")`, s.matches);
  }
  const early = valuePairClaim(s) ?? shareOfPresence(s) ?? cutComparison(s) ?? shareInGroup(s);
  if (early) return early;
  rowsOfThreshold(s);
  const threshold = thresholdClaim(s);
  if (threshold) return threshold;
  const { number, numeric, text, matches } = s;
  // "smokers stay longer than a week": a duration beside a comparison would be dropped without a word
  if (number?.unit !== undefined) {
    notTestable(ds, text, `it gives "${number.raw}" as a bound, and a duration in words is read only against the average of one measure ("the average ${numeric[0]?.column ?? '<measure>'} is above ${number.raw}"); beside a comparison or an association it is not tested yet, and testing without it would drop it: leave it out, or state the average`, matches);
  }
  return groupComparison(s) ?? relationClaim(s);
}

/** Words that say every row of a group ("all … who", "every … who", "always", "never", "guarantees"), not denied ("not all"). */
const EVERY_ROW = /(?<!\bnot )\b(all|every|each)\s+(?!other\b)\w+(?:\s+\w+)?\s+(?:who|that|with|on|in)\b|(?<!\b(?:who|that|which|have|has|had) )\b(always|never|guarantees?|guaranteed|ensures?|ensured)\b/;

/** "… by at least 5", "… by more than $5 a visit": a lower bound on the difference, after the comparison. */
const GAP_AFTER = /\s+by\s+(at least|no less than|more than|over)\s+[$€£]?(\d[\d,]*(?:\.\d+)?)(?:\s*(?:dollars?|euros?|pounds?|points?|units?))?(?=[\s.!,;]|$)/i;
/** "at least 5 higher", "more than $5 more": the same bound said before the comparative. */
const GAP_BEFORE = /\b(at least|no less than|more than|over)\s+[$€£]?(\d[\d,]*(?:\.\d+)?)(?:\s*(?:dollars?|euros?|pounds?|points?|units?))?\s+(?=(?:higher|more|larger|bigger|greater|lower|less|smaller|fewer)\b)/i;

/**
 * "Variant B raises order value by at least 5", "B's orders are more than $5 larger": a comparison of two
 * groups' means with a lower bound on their difference (ADR 0041). Read without the bound, the claim must be
 * a directed comparison of a measure; the bound is tested on the raw means (a causal analysis scores
 * normal scores given covariates, in which a difference in the measure's units has no meaning, so it is
 * refused there). A number that is not a lower bound ("by 5", "by at most 5", "by 10%") is refused as before.
 */
function differenceSize(hypothesis: string, ds: Dataset, analysisType: AnalysisType): Claim | undefined {
  const said = GAP_AFTER.exec(hypothesis) ?? GAP_BEFORE.exec(hypothesis);
  if (!said) return undefined;
  const value = Number((said[2] as string).replace(/,/g, ''));
  let claim: Claim;
  try {
    claim = readClaim(`${hypothesis.slice(0, said.index)} ${hypothesis.slice(said.index + said[0].length)}`.replace(/\s+/g, ' ').trim(), ds, analysisType);
  } catch {
    return undefined;
  }
  const y = ds.columns.find((c) => c.name === claim.y);
  if (claim.kind !== 'group' || claim.direction === 0 || claim.orEqual || claim.each || y?.kind !== 'numeric' || !(value > 0)) return undefined;
  const words = `${(said[1] as string).toLowerCase()} ${said[2]}`;
  if (analysisType === 'causal') {
    notTestable(ds, hypothesis.trim(), `it bounds the difference ("${words}") in ${claim.y}'s units, which a causal analysis does not test (it compares normal scores given the covariates); run it as a descriptive or prescriptive analysis, or leave the number out`, claim.matches);
  }
  return { ...claim, gap: { value, words }, statement: `${claim.statement}, by ${words}` };
}

/** Comparatives and verbs of effect a word of size can stand before. */
const SIZED = String.raw`(\w+er|more|less|fewer|better|worse|increases?|increased|decreases?|decreased|reduces?|reduced|raises?|raised|lowers?|lowered|boosts?|boosted|improves?|improved|cuts?|drives?|affects?|correlated|correlates|related|associated|linked)\b`;

/** "much", "far", "strongly" … right before a comparative or a verb of effect: a size, not a direction. */
const LARGE = new RegExp(String.raw`\b(much|far|way|substantially|considerably|dramatically|markedly|strongly|greatly|vastly|hugely|massively|a lot|a great deal)\s+${SIZED}`);

/** "slightly", "weakly", "a little" … before the same words: a small effect, not a large one (ADR 0037). */
const SMALL = new RegExp(String.raw`\b(slightly|somewhat|marginally|modestly|mildly|weakly|a little|a bit|a tad|a touch)\s+${SIZED}`);

/** Nouns of an effect, or of the change it makes, a size can be said of ("a strong correlation", "a slight increase in"). */
const EFFECT_NOUN = String.raw`(?:(?:positive|negative|direct|inverse|causal)\s+)?(${C.EFFECT_NOUNS})s?\b`;

/** "a large effect on", "a strong correlation between", "a huge impact": a large effect said with a noun. */
const LARGE_NOUN = new RegExp(String.raw`\b(${C.LARGE_SIZES})\s+${EFFECT_NOUN}`);

/** "a weak correlation", "a small effect", "a modest impact" ("little effect" says almost none, and is not one). */
const SMALL_NOUN = new RegExp(String.raw`\b(${C.SMALL_SIZES})\s+${EFFECT_NOUN}`);

/** A size said with a noun, unless that noun belongs to a column's name the claim reads ("effect size"). */
function sizeNoun(re: RegExp, text: string, claim: Claim): RegExpExecArray | null {
  const said = re.exec(text);
  const noun = said?.[2];
  return said && !claim.matches.some((m) => m.phrase.toLowerCase().split(/\W+/).includes(noun as string)) ? said : null;
}

/** "differs greatly", "varies a lot", "much different": a large difference either way. */
const DIFFERS_LARGELY = /\b(?:differs?|differed|vary|varies|varied)\s+(greatly|a lot|substantially|considerably|markedly|widely|strongly|hugely|vastly|a great deal)\b|\b(much|far|very|substantially|considerably|markedly|vastly|hugely)\s+different\b/;

/** "differs slightly", "slightly different": a small difference either way. */
const DIFFERS_SLIGHTLY = /\b(?:differs?|differed|vary|varies|varied)\s+(slightly|somewhat|marginally|modestly|a little|a bit)\b|\b(slightly|somewhat|marginally|a little|a bit)\s+different\b/;

/**
 * "Smokers have a much higher drop", "spend strongly increases revenue": a claim of a large effect,
 * which the default minimum effect (engine.md §5.2: d 0.1, r 0.1) would pass at a small one. The
 * claim is tested beyond a medium effect instead (d 0.5, r 0.3, a risk difference of 0.1; ADR 0035),
 * and the statement says so. Denied ("not much higher", "does not strongly increase"), the medium
 * effect is the one denied: a small difference passes.
 */
function effectSize(hypothesis: string, ds: Dataset, claim: Claim): Claim {
  const text = fold(hypothesis).toLowerCase();
  const said = LARGE.exec(text) ?? DIFFERS_LARGELY.exec(text) ?? sizeNoun(LARGE_NOUN, text, claim);
  if (!said) return smallEffect(text, ds, claim);
  if (!['group', 'groupNone', 'groupDiff', 'dir', 'assoc', 'none'].includes(claim.kind)) return claim;
  const y = ds.columns.find((c) => c.name === claim.y);
  const size = claim.moderator ? 'an interaction beyond a partial correlation of 0.3' : !claim.kind.startsWith('group') ? 'a correlation beyond 0.3'
    : claim.kind === 'groupDiff' ? 'an effect size r beyond 0.3 across the groups'
      : y && y.kind !== 'numeric' ? 'more than 10 percentage points' : 'more than half a standard deviation (d > 0.5)';
  // "not much higher", "does not strongly increase": the large effect is what is denied, so a small one passes
  const word = said[1] ?? said[2] ?? said[0];
  if (claim.kind === 'none') {
    return { ...claim, large: true, statement: `${claim.statement.replace('no meaningful association', 'no strong association')} (none beyond a correlation of 0.3: "${word}")` };
  }
  const denied = claim.orEqual || claim.kind === 'groupNone';
  return { ...claim, large: true, statement: `${claim.statement}${denied ? '' : ','} by a large margin (${size}: "${word}")` };
}

/**
 * "Smokers have a slightly higher drop", "dose weakly increases the drop": beyond the minimum effect
 * and not beyond a medium one (ADR 0037), which the plain direction would pass at any size. Denied
 * ("not even slightly higher") it denies any meaningful effect, as the plain denial does; a claim
 * the band does not apply to (a difference of several groups, "the highest") is read as before.
 */
function smallEffect(text: string, ds: Dataset, claim: Claim): Claim {
  const said = SMALL.exec(text) ?? DIFFERS_SLIGHTLY.exec(text) ?? sizeNoun(SMALL_NOUN, text, claim);
  if (!said) return claim;
  const word = (said[1] ?? said[2]) as string;
  const directed = claim.kind === 'dir' || claim.kind === 'assoc' || (claim.kind === 'group' && claim.direction !== 0 && !claim.orEqual && !claim.each);
  if (!directed && claim.kind !== 'groupDiff') return claim;
  const y = ds.columns.find((c) => c.name === claim.y);
  const size = claim.moderator ? 'an interaction of a partial correlation of at most 0.3' : claim.kind === 'groupDiff' ? 'an effect size r of at most 0.3 across the groups'
    : claim.kind !== 'group' ? 'a correlation of at most 0.3' : y && y.kind !== 'numeric' ? 'at most 10 percentage points' : 'at most half a standard deviation (d ≤ 0.5)';
  return { ...claim, small: true, statement: `${claim.statement}, by a small margin (${size}: "${word}")` };
}

/** "… more for smokers", "… less strongly among women than among men", "… more so in the north". */
const BY_GROUP = /^(.+?)\s+(more|less)(?:\s+(?:strongly|steeply|sharply|so))?\s+(?:(?:for|among|amongst|in|within)\s+)?(?!than\b)(.+?)(?:\s+than\s+(?:(?:for|among|amongst|in|within)\s+)?(.+?))?\s*[.!]?\s*$/i;

/** "Discount increases units, especially online": the relation, stronger for that group. */
const ESPECIALLY = /^(.+?),?\s+(?:especially|particularly|notably|above all|most of all)\s+(?:(?:for|among|amongst|in|within)\s+)?(.+?)\s*[.!]?\s*$/i;

/** "The effect of dose on the drop is stronger for smokers (than for non-smokers)". */
const EFFECT_BY_GROUP = /^\s*(?:the\s+)?(?:effect|impact|influence)\s+of\s+(.+?)\s+on\s+(.+?)\s+is\s+(stronger|weaker|larger|bigger|greater|smaller)\s+(?:for|among|amongst|in|within)\s+(.+?)(?:\s+than\s+(?:(?:for|among|amongst|in|within)\s+)?(.+?))?\s*[.!]?\s*$/i;

/** "… only for smokers", "… only in the north": the relation for that group and for no other. */
const ONLY_FOR = /^(.+?)\s+only\s+(?:for|among|amongst|in|within)\s+(.+?)\s*[.!]?\s*$/i;

/**
 * "Dose increases the drop more for smokers (than for non-smokers)": a relation of two measures
 * said to be stronger, or weaker, for one group than for the other rows of its column or one other
 * group: an interaction (ADR 0038). "… only for smokers" is the relation for that group and none
 * for the others. The relation must read on its own as a direction (or, with "only", an
 * association) between two measures, and each phrase must name one group of the same column.
 */
function relationByGroup(hypothesis: string, ds: Dataset, analysisType: AnalysisType): Claim | undefined {
  const said = byGroupWords(hypothesis);
  if (!said) return undefined;
  const { rest, word, phrase, otherPhrase } = said;
  let group: ReturnType<typeof oneGroupNamed>;
  let other: ReturnType<typeof oneGroupNamed>;
  let claim: Claim;
  try {
    group = oneGroupNamed(readSentence(phrase, ds, analysisType));
    if (!group) return undefined;
    other = otherPhrase === undefined ? undefined : oneGroupNamed(readSentence(otherPhrase, ds, analysisType));
    if (otherPhrase !== undefined && (!other || other.column !== group.column || other.level === group.level)) return undefined;
    claim = readClaim(rest, ds, analysisType);
  } catch {
    return undefined;
  }
  // ("affects the drop more for smokers", "the effect … is stronger": a relation in either direction)
  if (!relationOfTwoMeasures(claim, ds)) return undefined;
  const levels = ds.columns.find((c) => c.name === group.column)?.levels ?? [];
  const b = other ? [other.level] : levels.filter((l) => l !== group.level);
  const against = b.length === 1 ? `${group.column} = ${b[0]}` : `other ${group.column}`;
  if (word === 'only') {
    return {
      ...claim,
      moderator: { column: group.column, a: [group.level], b, more: 1, only: true },
      statement: `${claim.statement} for ${group.column} = ${group.level} only, not for ${against}`,
    };
  }
  const more = word === 'more' ? 1 : -1;
  if (claim.kind === 'assoc') {
    return {
      ...claim,
      moderator: { column: group.column, a: [group.level], b, more },
      statement: `the relation of ${claim.y} to ${claim.x[0]} is ${more > 0 ? 'stronger' : 'weaker'} for ${group.column} = ${group.level} than for ${against}, in either direction`,
    };
  }
  return {
    ...claim,
    moderator: { column: group.column, a: [group.level], b, more },
    statement: `${claim.statement}, ${more > 0 ? 'more' : 'less'} so for ${group.column} = ${group.level} than for ${against}`,
  };
}

/** "The effect of X on Y is the same for A and B", "… is different in the north and the south". */
const EFFECT_ALIKE = /^\s*(?:the\s+)?(?:effect|impact|influence)\s+of\s+(.+?)\s+on\s+(.+?)\s+(?:is|are|was|were)\s+(not\s+)?(the same|similar|equal|identical|alike|no different|different)\s+(?:(?:for|among|amongst|in|across|between|within)\s+)?(.+?)\s*[.!]?\s*$/i;
/** "The effect of X on Y depends on the region", "… does not vary by channel", "… differs between A and B". */
const EFFECT_DEPENDS = /^\s*(?:the\s+)?(?:effect|impact|influence)\s+of\s+(.+?)\s+on\s+(.+?)\s+(?:(does not|doesn't|did not|didn't|do not|don't)\s+)?(depends?|var(?:y|ies)|differs?)\s+(?:on|by|with|across|between|among|for)\s+(.+?)\s*[.!]?\s*$/i;
/** "Discount affects units equally online and in store", "… differently for smokers and non-smokers". */
const AFFECTS_ALIKE = /^(.+?)\s+(equally|the same way|in the same way|alike|similarly|differently|in different ways)\s+(?:(?:for|among|amongst|in|across|between)\s+)?(.+?)\s*[.!]?\s*$/i;

/**
 * "The effect of discount on units is the same online and in store", "… depends on the region",
 * "discount affects units differently for smokers and non-smokers": the relation of two measures
 * compared across the groups of one column, the groups named (two or more) or all of them. Not
 * whether it is stronger for one (relationByGroup) but whether it differs at all, or not (ADR 0039).
 */
function relationAcrossGroups(hypothesis: string, ds: Dataset, analysisType: AnalysisType): Claim | undefined {
  const alike = EFFECT_ALIKE.exec(hypothesis);
  const depends = alike ? null : EFFECT_DEPENDS.exec(hypothesis);
  const affects = alike || depends ? null : AFFECTS_ALIKE.exec(hypothesis);
  let rest: string;
  let same: boolean;
  let phrase: string;
  if (alike) [rest, same, phrase] = [`${alike[1]} affects ${alike[2]}`, (alike[4] as string).toLowerCase() !== 'different' !== Boolean(alike[3]), alike[5] as string];
  else if (depends) [rest, same, phrase] = [`${depends[1]} affects ${depends[2]}`, Boolean(depends[3]), depends[5] as string];
  else if (affects) [rest, same, phrase] = [affects[1] as string, !/differ/i.test(affects[2] as string), affects[3] as string];
  else return undefined;
  let claim: Claim;
  let groups: { column: string; levels: string[] } | undefined;
  try {
    groups = groupsNamed(readSentence(phrase, ds, analysisType));
    if (!groups) return undefined;
    claim = readClaim(rest, ds, analysisType);
  } catch {
    return undefined;
  }
  if (!relationOfTwoMeasures(claim, ds)) return undefined;
  const { column, levels } = groups;
  const which = levels.length === (ds.columns.find((c) => c.name === column)?.levels.length ?? 0) ? `across ${column}` : `for ${column} = ${levels.join(', ')}`;
  return {
    ...claim,
    kind: 'assoc',
    direction: 0,
    moderator: { column, a: levels, b: [], more: 1, across: same ? 'same' : 'differs' },
    statement: `the relation of ${claim.y} to ${claim.x[0]} ${same ? 'is the same' : 'differs'} ${which}`,
  };
}

/**
 * The groups of one column a phrase names: two or more of its levels ("online and in store"), or
 * the column itself ("the channel", "regions", "smokers and non-smokers"), all its levels.
 */
function groupsNamed(s: ReturnType<typeof readSentence>): { column: string; levels: string[] } | undefined {
  const columns = [...new Set([...s.grouping.map((m) => m.column), ...s.levels.map((l) => l.column)])];
  if (columns.length !== 1 || s.numeric.length) return undefined;
  const c = s.ds.columns.find((x) => x.name === columns[0]);
  if (!c || c.levels.length < 2) return undefined;
  const named = [...new Set(s.levels.filter((l) => l.column === c.name).map((l) => l.level))];
  return { column: c.name, levels: named.length >= 2 ? named : [...c.levels] };
}

/** A direction or association between two measures on all rows: what a relation compared across groups is made of. */
function relationOfTwoMeasures(claim: Claim, ds: Dataset): boolean {
  const numeric = (name: string | undefined) => ds.columns.find((c) => c.name === name)?.kind === 'numeric';
  return ['dir', 'assoc'].includes(claim.kind) && !claim.within && claim.x.length === 1 && numeric(claim.x[0]) && numeric(claim.y);
}

/** The relation, the word that sizes it by group, and the group phrases, of the three forms above. */
function byGroupWords(hypothesis: string): { rest: string; word: 'more' | 'less' | 'only'; phrase: string; otherPhrase?: string } | undefined {
  const only = ONLY_FOR.exec(hypothesis);
  if (only) return { rest: only[1] as string, word: 'only', phrase: only[2] as string };
  const effect = EFFECT_BY_GROUP.exec(hypothesis);
  if (effect) {
    const stronger = /^(stronger|larger|bigger|greater)$/i.test(effect[3] as string);
    return { rest: `${effect[1]} affects ${effect[2]}`, word: stronger ? 'more' : 'less', phrase: effect[4] as string, otherPhrase: effect[5] };
  }
  const especially = ESPECIALLY.exec(hypothesis);
  if (especially) return { rest: especially[1] as string, word: 'more', phrase: especially[2] as string };
  const by = BY_GROUP.exec(hypothesis);
  if (!by) return undefined;
  return { rest: by[1] as string, word: (by[2] as string).toLowerCase() === 'more' ? 'more' : 'less', phrase: by[3] as string, otherPhrase: by[4] };
}

/** Words that take the rows of every group but the one named ("except in the north", "outside of the north"). */
const BUT = String.raw`(?:except|excluding|outside|besides|other than|apart from)(?:\s+(?:for|of))?(?:\s+(?:among|amongst|for|in|within))?`;

/** "Among smokers, …", "For patients over 40, …", "Outside the north, …" at the start, or "… among smokers" at the end. */
const LEADING_ROWS = new RegExp(String.raw`^\s*(?:(${BUT})|among|amongst|for|in|within)\s+([^,]+?),\s*(.+)$`, 'i');
const TRAILING_ROWS = new RegExp(String.raw`^(.+?),?\s+(?:(${BUT})|among|amongst|for|in|within)\s+([^,]+?)\s*[.!]?\s*$`, 'i');
const LAST_ROWS = new RegExp(String.raw`^(.+),?\s+(?:(${BUT})|among|amongst|for|in|within)\s+([^,]+?)\s*[.!]?\s*$`, 'i');

/**
 * "Among smokers, dose increases the drop", "higher doses give a bigger drop for smokers": a
 * relation of two measures tested on one group's rows (ADR 0036). The phrase must name one group
 * and nothing else, and the rest must read as a relation on its own. A relation said to differ
 * between groups ("more for smokers", "stronger", "only for") is not this, and is refused later.
 */
function relationWithinGroup(hypothesis: string, ds: Dataset, analysisType: AnalysisType): Claim | undefined {
  if (/\b(only|than|stronger|weaker|but|unlike|whereas|while)\b/i.test(hypothesis.replace(/\bother than\b/gi, ' '))) return undefined;
  const leading = LEADING_ROWS.exec(hypothesis);
  if (leading) return onGroupRows(leading[3] as string, leading[1], leading[2] as string, false, ds, analysisType);
  // the first "for", "in" … that leaves a group after it, else the last ("higher for remote workers in engineering")
  const first = TRAILING_ROWS.exec(hypothesis);
  const last = LAST_ROWS.exec(hypothesis);
  return (first ? onGroupRows(first[1] as string, first[2], first[3] as string, true, ds, analysisType) : undefined) ??
    (last && last[1] !== first?.[1] ? onGroupRows(last[1] as string, last[2], last[3] as string, true, ds, analysisType) : undefined);
}

/** `rest` read on the rows of the group `named` names (or, `said` "except" …, of every other group). */
function onGroupRows(rest: string, said: string | undefined, named: string, trailing: boolean, ds: Dataset, analysisType: AnalysisType): Claim | undefined {
  // "in regions other than the north": the group's noun, then the words that take the others
  const inner = said ? null : new RegExp(String.raw`^(?:[\w\s]*?\s)?(${BUT})\s+(.+)$`, 'i').exec(named);
  const [others, phrase] = inner ? [inner[1], inner[2] as string] : [said, named];
  // ("increases the drop more for smokers": how strong, for one group against the others)
  if (trailing && /\b(more|less|bigger|smaller|larger|higher|lower|greater|better|worse)\s*$/i.test(rest)) return undefined;
  let group: ReturnType<typeof oneGroupNamed>;
  let claim: Claim;
  try {
    group = oneGroupNamed(readSentence(phrase, ds, analysisType));
    if (!group) return undefined;
    claim = readClaim(rest, ds, analysisType);
  } catch {
    return undefined;
  }
  // ("among engineers, remote workers are happier": a comparison of another column's groups on those rows)
  // (not two things said to rise "at the same time": a claim about timing, which no comparison of groups reads)
  const compared = ['group', 'groupNone', 'groupDiff'].includes(claim.kind) && claim.group !== undefined && !claim.within && !claim.cut && !claim.values &&
    !/\b(at the same time|simultaneously|in parallel)\b/i.test(rest);
  if (!(['dir', 'assoc', 'none'].includes(claim.kind) || compared) || claim.x.includes(group.column) || claim.y === group.column || claim.group?.column === group.column) return undefined;
  if (others) return { ...claim, within: { ...group, others: true }, statement: `${claim.statement} among ${group.column} other than ${group.level}` };
  return { ...claim, within: group, statement: `${claim.statement} among ${group.column} = ${group.level}` };
}
