/**
 * Relations between two or more measures: association, direction, no effect or prediction.
 */
import * as C from '../cues.ts';
import type { Column } from '../ingest.ts';
import type { Token } from '../text.ts';
import { asAsBetweenEnds } from './as-comparisons.ts';
import { denials, directionSign } from './direction.ts';
import { CUT_WORDS, numberAt, trailingBound } from './numbers.ts';
import { notTestable } from './refusals.ts';
import type { Sentence } from './sentence.ts';
import type { Claim, ColumnMatch } from './types.ts';
import { speedWords } from './units.ts';
import { DETERMINERS } from './words.ts';

/** Words that judge without naming what is judged ("higher doses work better"). */
const EVALUATIVE = /^(better|worse|best|worst|outperform\w*|underperform\w*|beats?|wins?)$/;

/** Two or more numeric columns (association, direction, no effect or prediction), else a refusal. */
export function relationClaim(s: Sentence): Claim {
  const { text, lower, tokens, ds, analysisType, matches, levels, numeric, number, rejected, negated, notClaimed, isNull, and, asAs, base } = s;
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
    // ("patients 40 or older stay longer": the bound written after its number)
    const trailing = trailingBound(tokens, notClaimed);
    if (trailing) {
      notTestable(ds, text, `it gives a bound ("${trailing.words}"), which a relation between ${numeric.map((m) => m.column).join(' and ')} does not test, and testing the relation would drop it; state the relation without the number, or cut the rows at it and compare the sides ("<measure> is higher where <other measure> is ${trailing.words.replace(/^\S+ /, '').replace(/^or /, '')} ${trailing.words.split(' ')[0]}")`, matches);
    }
    const [m1, m2] = numeric as [ColumnMatch, ColumnMatch];
    const between = tokens.slice(m1.end + 1, m2.start).filter((t) => !and.has(t.index)).map((t) => t.word).join(' ');
    // "revenue is greater than spend", "revenue is at least twice the spend", "revenue minus spend is
    // positive": the values of two measures set against each other, not a relation between them
    const joined = /\b(minus|plus|divided by|ratio of|share of|percent of|% of)\b/;
    // ("units went up over the months": a span of time, not a comparison with the months' values)
    const overTime = /\b(over|across|throughout)( the)?$/.test(between) && /^(years?|months?|weeks?|days?|quarters?|time|periods?)$/i.test(m2.phrase);
    const against = m1.column === m2.column || overTime ? null
      : /(\b(greater|higher|larger|bigger|more|less|lower|smaller|fewer|above|below) than|\b(twice|double|half|times|minus|exceeds?|exceeded|tops?|surpass\w*|over|above|below|under)|\bthe (sum|ratio|difference) of)( (the|its|their|of))?$/.exec(between) ?? joined.exec(between);
    if (against) {
      notTestable(ds, text, `it sets the values of ${m1.column} and ${m2.column} against each other ("${against[0].trim()}"): whether one measure is larger than the other, or what they add up to, is not tested yet; a relation between them would test another claim. State a relation ("${m2.column} increases ${m1.column}") or a bound on one of them ("the average ${m1.column} is above <number>")`, matches);
    }
    // "X is correlated with Y": X before the cue, Y after (engine.md §3.2), so its "with" reverses
    // nothing; "Y drops more at higher X", "Y is larger for bigger X": Y first, as with "when"
    // ("over the months": the time is the cause, as with "with")
    const reversed = overTime || C.REVERSERS.test(between.replace(/\b(correlat\w*|associat\w*|link\w*|connected|tied) (with|to)\b/g, '$1')) ||
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
      // "a higher dose goes with a smaller drop" under a predictive analysis: the prediction must go
      // that way too (one feature; with several, no one direction is said of the prediction)
      const way = x.length === 1 ? directionSign(tokens, matches, 0, yMatch.column, { ignore: notClaimed, levels, inverted: negated.inverted }) : 0;
      return { ...base, kind: 'predict', x, y: yMatch.column, direction: way,
        statement: `${x.join(' and ')} predict${x.length === 1 ? 's' : ''} ${yMatch.column} out of sample${way ? `, higher ${x[0]} with ${way > 0 ? 'higher' : 'lower'} ${yMatch.column}` : ''}` };
    }
    // "revenue rises with spend and season", "spend and season both increase revenue": a relation
    // is between two measures; reading the first two would drop the third, or pair the causes
    const named = [...new Set(numeric.map((m) => m.column))];
    if (named.length > 2) {
      notTestable(ds, text, `it names ${named.length} measures (${named.join(', ')}), and a ${noEffect ? 'claim of no relation' : 'relation'} is tested between two; reading two of them would drop the others. Test one pair at a time ("<one measure> ${noEffect ? 'does not affect' : 'increases'} <another>")${analysisType === 'causal' ? `, or adjust for the others ("…, controlling for ${named.slice(2).join(' and ')}")` : ', or run a predictive analysis, which takes several measures'}`, matches);
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
