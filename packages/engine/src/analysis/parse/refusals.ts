/**
 * Refusals (HTTP 422) that say what could not be read, and claims refused for stating what no claim
 * kind tests.
 */
import * as C from '../cues.ts';
import { EngineError } from '../errors.ts';
import { describeColumns, nameWords, whyUnusable, type Column, type Dataset } from '../ingest.ts';
import { tokenize, type Token } from '../text.ts';
import { matchColumns } from './column-matching.ts';
import type { ColumnMatch } from './types.ts';

/** Words of column names and levels, found inside text written without spaces (see tokenize). */
export function lexicon(ds: Dataset): string[] {
  const words: string[] = [];
  for (const c of ds.columns) {
    words.push(...nameWords(c.name));
    if (c.kind === 'categorical' || c.kind === 'binary') for (const l of c.levels) words.push(...nameWords(l));
  }
  return words;
}

export function notTestable(ds: Dataset, hypothesis: string, what: string, matches: ColumnMatch[]): never {
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

/** A multiple between two sides: "twice as long as", "three times as likely", "half as often", "2 times more", "not twice as". */
export const MULTIPLE = /((\bnot|\bnever|\b(is|are|do|does|did)nt) (\w+ )?)?\b(twice|thrice|double|triple|half|(one and a half|two|three|four|five|six|seven|eight|nine|ten|\d+(\.\d+)?) times) (as \w+|(more|less|fewer|higher|lower|larger|bigger|smaller|longer|shorter|faster|slower|greater|likelier|likely)\b)/;

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
export function misspeltCue(tokens: Token[], matches: readonly ColumnMatch[]): { raw: string; meant: string } | undefined {
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
export function untestedEffect(tokens: Token[], lower: string, ds: Dataset, text: string, matches: ColumnMatch[]): void {
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
  // "variant B doubles order value", "the new layout halved returns": the size of a change, one
  // multiple with no cause multiplied before it ("doubling spend increases revenue" is a direction)
  const finite = multiply.filter((t) => /^(doubles|doubled|triples|tripled|quadruples|quadrupled|halves|halved)$/.test(t.word));
  if (!amount && multiply.length === 1 && finite.length === 1 && named.length >= 1 && !matches.some((m) => byKind(ds, m.column) === 'time') && !ownName(MULTIPLY)) {
    notTestable(ds, text, `it gives the size of a change ("${(finite[0] as Token).raw}"), and the size of a difference or an effect is not tested yet; testing the direction without it would test another claim. Leave the amount out to test the direction ("higher", "increases")`, matches);
  }
  // "the drop levels off above 30 mg", "spend has diminishing returns": the shape of a relation
  const shape = /\b(levels? off|levell?ed off|levell?ing off|plateau\w*|saturat\w*|flattens?( out)?|flattened( out)?|tapers? off|diminishing returns|stops? (increasing|rising|growing|falling|decreasing|dropping|improving)|no longer (increase|rise|grow|fall|decrease|drop|improve)s?|peaks? at|tops? out)\b/.exec(lower);
  if (shape && named.length >= 1 && !ownName(/^(plateau|saturation|peak)$/)) {
    const { x, y } = roles(-1);
    notTestable(ds, text, `it describes the shape of a relation ("${shape[0]}"): where an effect flattens or turns, and a shape is not tested yet; testing a direction or an average would test another claim. ${named.length >= 2 ? `State the direction ("${x} increases ${y}"), or compare the rows on either side of a value` : 'State a direction between two columns, or compare the rows on either side of a value'}`, matches);
  }
  // "there is a threshold dose above which the drop increases", "the drop only increases above a
  // certain dose", "up to a point": where an effect starts or stops, a shape too
  const start = /\b(thresholds?|tipping points?|kicks? in|up to a point|(above|beyond|below|past|over|after|until|under) (a certain|some|a given|a particular|a critical)|only (increases?|rises?|grows?|improves?|drops?|falls?|decreases?|starts?|begins?|works?|matters?|helps?|jumps?) (above|beyond|below|past|after|over|once|when))\b/.exec(lower);
  if (start && named.length >= 1 && !ownName(/^(threshold|thresholds|tipping)$/)) {
    const { x, y } = roles(-1);
    notTestable(ds, text, `it describes the shape of a relation ("${start[0]}"): where an effect starts or stops, and a shape is not tested yet; testing a direction or an association would test another claim. ${named.length >= 2 ? `Name the value and compare the rows on either side of it ("${y} is higher for ${x} above <number>"), or state the direction ("${x} increases ${y}")` : 'Name the value and compare the rows on either side of it, or state a direction between two columns'}`, matches);
  }
  // "dose increases the drop more for smokers", "the effect of dose on the drop is stronger for
  // smokers", "… only for smokers": a relation said of one group, or to differ between groups
  const measures = [...new Set(matches.filter((m) => byKind(ds, m.column) === 'numeric').map((m) => m.column))];
  const group = matches.find((m) => byKind(ds, m.column) === 'binary' || byKind(ds, m.column) === 'categorical');
  // (a word of cause, or a direction said of each measure: "higher doses give a bigger drop")
  const cause = tokens.some((t) => CAUSE_WORD.test(t.word) || /^(relation\w*|link\w*|associat\w*|correlat\w*|related)$/.test(t.word)) ||
    tokens.filter((t) => C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word)).length >= 2;
  const among = group && tokens.slice(Math.max(0, group.start - 3), group.start).findLast((t) => /^(for|among|amongst|in|within)$/.test(t.word));
  // ("smokers on higher doses have a bigger drop": the group's rows, then a direction of a measure among them)
  const after = group && /^(on|with|at|taking|given|receiving|having)$/.test(tokens[group.end + 1]?.word ?? '') &&
    (C.POSITIVE.test(tokens[group.end + 2]?.word ?? '') || C.NEGATIVE.test(tokens[group.end + 2]?.word ?? '')) &&
    matches.some((m) => m.start === group.end + 3 && byKind(ds, m.column) === 'numeric');
  const rows = among ? `${among.raw} ${group!.phrase}` : after ? tokens.slice(group!.start, group!.end + 4).map((t) => t.raw).join(' ') : '';
  if (measures.length >= 2 && group && cause && (among || after)) {
    const { x, y } = roles(-1);
    notTestable(ds, text, `it says how ${x} relates to ${y} for one group ("${rows}") in words that compare it with the other groups or describe the group by a measure: a relation that differs between groups is tested when said as a direction that is stronger for one group ("${x} increases ${y} more for ${group.phrase}") or as an effect that differs, or not, across the groups ("the effect of ${x} on ${y} depends on ${group.column}"), and comparing the ${group.column} groups on one measure would test another claim. Say it that way, state the relation on the group's rows ("among ${group.phrase}, ${x} increases ${y}"), over all rows ("${x} increases ${y}"), or compare the groups on one measure ("${y} is higher for ${group.phrase}")`, matches);
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
