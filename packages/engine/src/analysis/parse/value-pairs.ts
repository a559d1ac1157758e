/**
 * Two values of one measure set against each other on another ("the drop is higher at 40 mg than
 * at 10 mg", "a dose of 40 gives a bigger drop than a dose of 10"): the rows with each value are the
 * two groups, the rows with other values are left out.
 */
import * as C from '../cues.ts';
import type { Column } from '../ingest.ts';
import { columnStems, stem, type Token } from '../text.ts';
import { directionSign } from './direction.ts';
import { numberAt } from './numbers.ts';
import { notTestable } from './refusals.ts';
import type { Sentence } from './sentence.ts';
import type { Claim, ColumnMatch } from './types.ts';
import { NEGATION, TIME_UNIT, UNIT_WORD } from './words.ts';

/** A unit a value is said in ("40 mg"): not a duration, a percent or a count of things. */
function isValueUnit(t: Token | undefined): t is Token {
  return t !== undefined && UNIT_WORD.test(t.word) && TIME_UNIT[t.word] === undefined && !/^(percent|pct|points?|units?|items?)$/.test(t.word);
}

/** The column a number is a value of: by the unit after it ("40 mg" of dose_mg) or "<measure> of 40". */
function valueOf(tokens: Token[], at: number, columns: readonly Column[], matches: readonly ColumnMatch[], col: (m: ColumnMatch) => Column): { column: string; words: number[] } | undefined {
  const unit = tokens[at + 1];
  if (isValueUnit(unit)) {
    const inUnit = columns.filter((c) => c.kind === 'numeric' && columnStems(c.name).includes(stem(unit.word)));
    if (inUnit.length === 1) return { column: (inUnit[0] as Column).name, words: [at, at + 1] };
  }
  if (tokens[at - 1]?.word === 'of') {
    const m = matches.find((k) => k.end === at - 2 && col(k).kind === 'numeric');
    if (m) return { column: m.column, words: Array.from({ length: at - m.start + 1 }, (_, k) => m.start + k) };
  }
  return undefined;
}

/** Units, and the words of the column names measured in them ("mg" of a dose, "kg" of a weight). */
const UNIT_FAMILIES: [RegExp, RegExp][] = [
  [/^(mg|mcg|ug|µg|g|grams?|milligrams?|micrograms?|ml|millilit(er|re)s?|iu)$/, /dose|dosage|amount|quantity|qty|concentration|intake/],
  [/^(kg|kgs|kilos?|kilograms?|lbs?|pounds?)$/, /weight|mass|load/],
  [/^(km|kms|kilomet(er|re)s?|miles?|mi)$/, /distance|length|range|mileage/],
];

/**
 * "The drop is higher at 40 mg than at 10 mg" on data whose dose column is named "dose": the unit
 * names no column, so the numbers pick it, when exactly one numeric column the sentence does not
 * name, of a name measured in that unit, has rows at both values (and the second number has the
 * same unit or none).
 */
function unitOfNoColumn(s: Sentence, n1: Token, n2: Token, v1: number, v2: number): { column: string; words: number[]; unitRead: string } | undefined {
  const { tokens, ds, matches } = s;
  const unit = tokens[n1.index + 1];
  if (!isValueUnit(unit)) return undefined;
  if (ds.columns.some((c) => columnStems(c.name).includes(stem(unit.word)))) return undefined;
  const after = tokens[n2.index + 1];
  if (after && UNIT_WORD.test(after.word) && after.word !== unit.word) return undefined;
  const family = UNIT_FAMILIES.find(([units]) => units.test(unit.word));
  if (!family) return undefined;
  const named = new Set(matches.map((m) => m.column));
  const has = (c: Column, v: number) => c.values.some((x) => x === v);
  const candidates = ds.columns.filter((c) => c.kind === 'numeric' && !named.has(c.name) && family[1].test(c.name.toLowerCase()) && has(c, v1) && has(c, v2));
  if (candidates.length !== 1) return undefined;
  return { column: (candidates[0] as Column).name, words: [n1.index, n1.index + 1, ...(after?.word === unit.word ? [n2.index + 1] : [])], unitRead: unit.raw };
}

export function valuePairClaim(s: Sentence): Claim | undefined {
  const { text, tokens, ds, matches, levels, col, notClaimed, negated, base } = s;
  const than = tokens.findIndex((t) => t.word === 'than');
  const numbers = tokens.filter((t) => numberAt(tokens, t.index));
  if (than < 0 || numbers.length !== 2) return undefined;
  const [n1, n2] = numbers as [Token, Token];
  if (n1.index > than || n2.index < than || numberAt(tokens, n1.index)?.percent || numberAt(tokens, n2.index)?.percent) return undefined;
  const [v1, v2] = [numberAt(tokens, n1.index)!.value, numberAt(tokens, n2.index)!.value];
  const first: { column: string; words: number[]; unitRead?: string } | undefined = valueOf(tokens, n1.index, ds.columns, matches, col) ?? unitOfNoColumn(s, n1, n2, v1, v2);
  if (!first) return undefined;
  // the second may leave its unit to the first ("at 40 mg than at 10"), said with the same word before it
  const second = valueOf(tokens, n2.index, ds.columns, matches, col) ??
    (tokens[n2.index - 1]?.word === tokens[n1.index - 1]?.word ? { column: first.column, words: [n2.index] } : undefined);
  if (!second || second.column !== first.column) return undefined;
  // "… is not higher at 40 mg than at 10 mg": the denied side, which "the same" passes too; any
  // other negation is left to the readings that refuse it
  const denial = tokens.filter((t) => NEGATION.test(t.word));
  const comparative = (t: Token | undefined) => t !== undefined && (C.POSITIVE.test(t.word) || C.NEGATIVE.test(t.word));
  const denied = denial.length === 1 && (comparative(tokens[(denial[0] as Token).index + 1]) || comparative(tokens[(denial[0] as Token).index + 2])) ? denial[0] : undefined;
  if ((denial.length && !denied) || negated.negations.size) return undefined;
  const X = col({ column: first.column } as ColumnMatch);
  const valueWords = new Set([...first.words, ...second.words]);
  const outcomes = [...new Set(matches.filter((m) => m.column !== X.name && !valueWords.has(m.start)).map((m) => m.column))];
  if (outcomes.length !== 1) return undefined;
  const Y = col({ column: outcomes[0] } as ColumnMatch);
  if (Y.kind !== 'numeric') return undefined;
  const count = (v: number) => X.values.reduce((k, x) => (x === v ? k + 1 : k), 0);
  const absent = [v1, v2].filter((v) => count(v) === 0);
  if (absent.length) {
    notTestable(ds, text, `it compares the rows with ${X.name} = ${v1} and ${X.name} = ${v2}, and no row has ${X.name} = ${absent.join(' or ')}; name values the data has, or cut the rows at a number ("${Y.name} is higher where ${X.name} is above <number>")`, matches);
  }
  const sign = directionSign(tokens, matches, 0, Y.name, { ignore: new Set([...notClaimed, ...valueWords, ...(denied ? [denied.index] : [])]), levels, inverted: negated.inverted });
  if (sign === 0 && !tokens.some(comparative)) return undefined;
  const said: 1 | -1 = sign < 0 ? -1 : 1;
  const sides = `for ${X.name} = ${v1} than for ${X.name} = ${v2} (the rows with other values of ${X.name} left out${first.unitRead ? `; "${first.unitRead}" read as the unit of ${X.name}, the one column with rows at both values` : ''})`;
  const common = { ...base, kind: 'group' as const, x: [X.name], y: Y.name, values: [v1, v2] as [number, number], group: { column: X.name, a: [String(v1)], b: [String(v2)] } };
  if (denied) return { ...common, direction: (-said) as 1 | -1, orEqual: true, statement: `mean ${Y.name} is not ${said > 0 ? 'higher' : 'lower'} ${sides}` };
  return { ...common, direction: said, statement: `mean ${Y.name} is ${said > 0 ? 'higher' : 'lower'} ${sides}` };
}
