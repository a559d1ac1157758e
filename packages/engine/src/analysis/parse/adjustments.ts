/**
 * Words that ask for a relation adjusted for a third column ("controlling for season") or that
 * say a third column explains a relation ("the link between spend and revenue is due to season").
 */
import type { AnalysisType } from '@verity/contracts/analysis';
import type { Dataset } from '../ingest.ts';
import type { Token } from '../text.ts';
import { notTestable } from './refusals.ts';
import type { ColumnMatch } from './types.ts';

/** The adjustment a hypothesis asks for: its words' tokens and the columns they name. */
export interface Adjustment {
  words: string;
  tokens: Set<number>;
  columns: ColumnMatch[];
}

// cue → how many words it takes; the adjusted-for columns follow it
const CUES: Array<[RegExp, number]> = [
  [/^(controlling|controlled|adjusting|adjusted|correcting|corrected|accounting|accounted) for$/, 2],
  [/^(independent|independently|regardless) of$/, 2],
  [/^net of$/, 2],
  [/^holding$/, 1],
];
const AFTER = /^(constant|fixed|equal|steady)$/;

/**
 * "Spend increases revenue, controlling for season", "holding season constant, …", "… independent
 * of season": the columns named after the cue are what the relation is adjusted for, not a side of it.
 */
export function findAdjustment(tokens: Token[], matches: ColumnMatch[]): Adjustment | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const cue = CUES.find(([re, len]) => re.test(tokens.slice(i, i + len).map((t) => t.word).join(' ')));
    if (!cue) continue;
    const from = i + cue[1];
    let columns: ColumnMatch[];
    let to: number;
    if (cue[1] === 1) {
      // "holding season constant": the columns up to "constant"
      to = tokens.findIndex((t, k) => k > from && k <= from + 4 && AFTER.test(t.word));
      if (to < 0) continue;
      columns = matches.filter((m) => m.start >= from && m.end < to);
    } else {
      // the column right after the cue ("for season", "for the season"), and any joined by "and"
      columns = columnsFrom(tokens, matches, from);
      to = Math.max(...columns.map((m) => m.end));
    }
    // ("revenue is independent of spend" is the relation itself: two other columns must remain)
    const rest = new Set(matches.filter((m) => !columns.includes(m)).map((m) => m.column));
    if (!columns.length || rest.size < 2) continue;
    const span = tokens.slice(i, to + 1);
    return { words: span.map((t) => t.raw).join(' '), tokens: new Set(span.map((t) => t.index)), columns };
  }
  return adjustedAfter(tokens, matches);
}

/** The column named at `from` (after an article, if one), and any joined to it by "and". */
function columnsFrom(tokens: Token[], matches: ColumnMatch[], from: number): ColumnMatch[] {
  const first = matches.find((m) => m.start === from || (m.start === from + 1 && /^(the|a|an)$/.test(tokens[from]?.word ?? '')));
  const columns = first ? [first] : [];
  for (let m = first; m; ) {
    const end = m.end;
    m = tokens[end + 1]?.word === 'and' ? matches.find((x) => x.start === end + 2) : undefined;
    if (m) columns.push(m);
  }
  return columns;
}

/** "once season is accounted for", "after season is controlled for", "taking season into account". */
function adjustedAfter(tokens: Token[], matches: ColumnMatch[]): Adjustment | undefined {
  const words = (from: number, to: number) => tokens.slice(from, to).map((t) => t.word).join(' ');
  for (let i = 0; i < tokens.length; i++) {
    const taking = tokens[i]?.word === 'taking';
    if (!taking && !/^(once|after|when|if|with)$/.test(tokens[i]?.word ?? '')) continue;
    const columns = columnsFrom(tokens, matches, i + 1);
    if (!columns.length) continue;
    const after = Math.max(...columns.map((m) => m.end)) + 1;
    const said = taking ? (words(after, after + 2) === 'into account' ? 2 : 0)
      : [4, 3].find((len) => /^(is|are|was|were|has been|have been) (accounted|controlled|adjusted|corrected) for$|^(is|are|was|were) (taken into account|held constant|held fixed)$|^(is|are) (accounted|controlled|adjusted|corrected) for$/.test(words(after, after + len))) ?? 0;
    if (!said) continue;
    const rest = new Set(matches.filter((m) => !columns.includes(m)).map((m) => m.column));
    if (rest.size < 2) continue;
    const span = tokens.slice(i, after + said);
    return { words: span.map((t) => t.raw).join(' '), tokens: new Set(span.map((t) => t.index)), columns };
  }
  return undefined;
}

/**
 * An adjusted relation is what the causal analysis tests (it adjusts for every other measured
 * column); under another analysis type the adjustment would be dropped, so it is refused there.
 */
export function checkAdjustment(adjustment: Adjustment, analysisType: AnalysisType, ds: Dataset, text: string, matches: ColumnMatch[]): void {
  if (analysisType === 'causal') return;
  const names = [...new Set(adjustment.columns.map((m) => m.column))].join(' and ');
  notTestable(ds, text, `it asks for the relation adjusted for ${names} ("${adjustment.words}"), and a ${analysisType} analysis tests the relation without adjusting; reading it so would drop those words. Run it as a causal analysis, which adjusts for every other measured column (${names} included)`, matches);
}

const LINK = /\b(link|relation|relationship|association|correlation|connection)s?\b/;
const EXPLAINED = /\b(due to|explained by|driven by|caused by|because of|comes? from|an artefact of|an artifact of)\b|\bexplains?\b/;
const BOTH = /\bboth (follow|track|depend on|rise with|fall with|move with|go with|respond to|are driven by)\b/;

/**
 * "The link between spend and revenue is due to season", "Season explains the correlation of spend
 * and revenue", "Spend and revenue both follow the season": a claim that a third column is behind a
 * relation (a confounder). Read as a relation of two of the columns it would test another claim.
 */
export function confoundingClaim(lower: string, matches: ColumnMatch[], ds: Dataset, text: string): void {
  const columns = [...new Set(matches.map((m) => m.column))];
  if (columns.length < 3) return;
  const both = BOTH.exec(lower);
  const explained = LINK.test(lower) ? EXPLAINED.exec(lower) : null;
  const cue = both ?? explained;
  if (!cue) return;
  // the relation's two columns: after the cue when it comes first ("season explains the link between
  // spend and revenue"), else the first two ("the link between spend and revenue is due to season")
  const link = LINK.exec(lower);
  const pair = !both && link && cue.index < link.index ? columns.slice(-2) : columns.slice(0, 2);
  notTestable(ds, text, `it says a third column is behind a relation ("${cue[0].trim()}"): a claim of confounding, which is not tested as a claim yet; testing a relation of two of the columns would test another claim. Test the relation itself as a causal analysis ("${pair[0]} increases ${pair[1]}"): it adjusts for the other measured columns and reports, as a counter-hypothesis, how much adjusting for each one moves the relation`, matches);
}
