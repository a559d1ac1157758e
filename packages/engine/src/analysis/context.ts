/** Shared state of one analysis run: dataset, claim, parameters and the proof-step log. */
import type { AnalysisType } from '@verity/contracts/analysis';
import { normalScores, rankAverage } from '../stats/ranks.ts';
import { spearman, type SpearmanResult } from '../stats/spearman.ts';
import { EngineError, InsufficientDataError, LIMITS } from './errors.ts';
import type { Column, Dataset } from './ingest.ts';
import { nameWords } from './ingest.ts';
import type { Claim } from './parse.ts';
import { LARGE_DELTAS, type Deltas } from './posterior.ts';

export interface CounterHypothesis {
  description: string;
  strength: number;
  generated_by: string;
}

export interface ProofStep {
  i: number;
  test: string;
  inputs: { columns: string[]; n: number };
  stats: Record<string, unknown>;
  text: string;
}

export interface FamilyResult {
  truth: number;
  scoreKind: string;
  counters: CounterHypothesis[];
  /** one-line summary of the scored evidence for the recommendation */
  evidence: string;
  /** set when the claim could not be tested for want of data (truth 0.5, engine.md §5.2) */
  insufficient?: true;
  /**
   * P(H1|D) of the scored view, for a claim of a direction or a threshold (truth = P(H1|D) · m).
   * With it, a low score can be told apart: evidence against the claim, or too little evidence.
   */
  pH1?: number;
}

/** Rounds to 12 significant digits so a last-ulp difference cannot change a hash; non-finite → null. */
export function r12(x: number): number | null {
  return Number.isFinite(x) ? Number(x.toPrecision(12)) : null;
}

/** "1 row", "3 rows". */
export function rowCount(n: number): string {
  return `${n} row${n === 1 ? '' : 's'}`;
}

export function fmt(x: number, digits = 3): string {
  if (!Number.isFinite(x)) return 'n/a';
  if (x !== 0 && (Math.abs(x) < 1e-3 || Math.abs(x) >= 1e6)) return x.toExponential(2);
  return x.toFixed(digits);
}

function roundStats(s: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) {
    if (typeof v === 'number') out[k] = r12(v);
    else if (Array.isArray(v)) out[k] = v.map((e) => (typeof e === 'number' ? r12(e) : e));
    else if (v !== undefined) out[k] = v;
  }
  return out;
}

/** Proof step number i, its numbers rounded (see r12) and its text prefixed with [i]. */
export function makeStep(i: number, test: string, columns: string[], n: number, stats: Record<string, unknown>, text: string): ProofStep {
  return { i, test, inputs: { columns, n }, stats: roundStats(stats), text: `[${i}] ${text}` };
}

/** The same steps numbered from `from` on (the [i] prefix of each text follows). */
export function renumberSteps(steps: readonly ProofStep[], from: number): ProofStep[] {
  return steps.map((s, k) => ({ ...s, i: from + k, text: s.text.replace(/^\[\d+\] /, `[${from + k}] `) }));
}

export class Ctx {
  readonly steps: ProofStep[] = [];
  readonly byName: Map<string, Column>;
  /** the shared index of all rows, returned whenever no row is missing (so caches hit) */
  readonly allRows: Uint32Array;
  private readonly scoreCache: WeakMap<Uint32Array, Map<string, Float64Array>>;
  private readonly spearmanCache: WeakMap<Uint32Array, Map<string, SpearmanResult>>;

  /**
   * `shareWith`: another reading of the same dataset, whose Spearman correlations and normal scores are reused.
   * `priorOdds`: the prior odds of H1 against H0 for the claim's own tests; 1/m when the claim
   * has m readings (engine.md §5.4, multiplicity).
   */
  constructor(
    readonly ds: Dataset,
    readonly claim: Claim,
    readonly analysisType: AnalysisType,
    readonly deltas: Deltas,
    readonly seedHex: string,
    shareWith?: Ctx,
    readonly priorOdds = 1,
  ) {
    if (shareWith && shareWith.ds === ds) {
      this.byName = shareWith.byName;
      this.allRows = shareWith.allRows;
      this.scoreCache = shareWith.scoreCache;
      this.spearmanCache = shareWith.spearmanCache;
      return;
    }
    this.byName = new Map(ds.columns.map((c) => [c.name, c]));
    const all = new Uint32Array(ds.n);
    for (let i = 0; i < all.length; i++) all[i] = i;
    this.allRows = all;
    this.scoreCache = new WeakMap();
    this.spearmanCache = new WeakMap();
  }

  /**
   * "slightly higher", "weakly related": a small effect is claimed, so one beyond Cohen's medium
   * size is against it too (ADR 0037); the largest effect the claim allows, or none.
   */
  get ceiling(): typeof LARGE_DELTAS | undefined {
    return this.claim.small ? LARGE_DELTAS : undefined;
  }

  /** Rows complete on every given column (the shared allRows object when none is missing). */
  rows(cols: readonly Column[]): Uint32Array {
    if (cols.every((c) => c.missing === 0)) return this.allRows;
    const idx = completeRows(cols, this.ds.n);
    return idx.length === this.ds.n ? this.allRows : idx;
  }

  /** Normal scores of a column on a row subset, computed once per (rows, column). */
  normalScores(col: Column, rows: Uint32Array): Float64Array {
    return this.scoresOf(rows).get(col.name) ?? this.rankAndScore(col, rows).scores;
  }

  private scoresOf(rows: Uint32Array): Map<string, Float64Array> {
    let m = this.scoreCache.get(rows);
    if (!m) {
      m = new Map();
      this.scoreCache.set(rows, m);
    }
    return m;
  }

  /**
   * Average ranks of a column, with its normal scores made from the same sort and cached
   * (when not already). The ranks are not kept: at 10^6 rows a ranking holds ~10 MB, and
   * only Spearman, cached itself, reads them.
   */
  private rankAndScore(col: Column, rows: Uint32Array): { ranks: Float64Array; scores: Float64Array } {
    const x = this.pick(col, rows);
    const ranked = rankAverage(x);
    const m = this.scoresOf(rows);
    let scores = m.get(col.name);
    if (!scores) {
      scores = normalScores(x, ranked);
      m.set(col.name, scores);
    }
    return { ranks: ranked.ranks, scores };
  }

  /** Spearman correlation of two columns on a row subset, computed once per (rows, x, y). */
  spearman(X: Column, Y: Column, rows: Uint32Array): SpearmanResult {
    let m = this.spearmanCache.get(rows);
    if (!m) {
      m = new Map();
      this.spearmanCache.set(rows, m);
    }
    const key = JSON.stringify([X.name, Y.name]);
    let v = m.get(key);
    if (!v) {
      const rx = this.rankAndScore(X, rows).ranks;
      const ry = this.rankAndScore(Y, rows).ranks;
      v = spearman(rx, ry, rx, ry);
      m.set(key, v);
    }
    return v;
  }

  /** Column values on a row subset; the column itself (not a copy) for allRows. Callers must not mutate. */
  pick(col: Column, rows: Uint32Array): Float64Array {
    return rows === this.allRows ? col.values : pick(col.values, rows);
  }

  col(name: string): Column {
    const c = this.byName.get(name);
    if (!c) throw new EngineError('hypothesis_not_testable', `column ${name} not found`);
    return c;
  }

  step(test: string, columns: string[], n: number, stats: Record<string, unknown>, text: string): void {
    this.steps.push(makeStep(this.steps.length, test, columns, n, stats, text));
  }

  get timeColumn(): Column | undefined {
    return this.ds.columns.find((c) => c.kind === 'time');
  }
}

/** Row indices where every given column is present. */
export function completeRows(cols: readonly Column[], n: number): Uint32Array {
  const keep: number[] = [];
  outer: for (let i = 0; i < n; i++) {
    for (const c of cols) if (Number.isNaN(c.values[i] as number)) continue outer;
    keep.push(i);
  }
  return Uint32Array.from(keep);
}

export function pick(values: Float64Array, idx: Uint32Array): Float64Array {
  const out = new Float64Array(idx.length);
  for (let i = 0; i < idx.length; i++) out[i] = values[idx[i] as number] as number;
  return out;
}

export function isConstant(x: Float64Array): boolean {
  for (let i = 1; i < x.length; i++) if (x[i] !== x[0]) return false;
  return true;
}

export function requireRows(n: number, what: string): void {
  if (n < LIMITS.minRows) throw new InsufficientDataError(`only ${n} row${n === 1 ? '' : 's'} ${n === 1 ? 'has' : 'have'} ${what}; at least ${LIMITS.minRows} are needed`, n);
}

export function requireVariation(x: Float64Array, name: string): void {
  if (isConstant(x)) throw new InsufficientDataError(`column ${name} is constant (every usable value is ${x[0]}), so nothing can be tested against it`, x.length);
}

const OUTCOME_LIKE = /^(after|post|result|outcome|final|later|future|next)$/;
const BASELINE_LIKE = /^(pre|baseline|base|before|initial|start|starting|prior|previous|pretest)$/;

export const isBaselineLike = (name: string) => nameWords(name).some((w) => BASELINE_LIKE.test(w));
const isOutcomeLike = (name: string) => nameWords(name).some((w) => OUTCOME_LIKE.test(w));

export interface Covariate {
  name: string;
  kind: 'numeric' | 'categorical' | 'time';
  column: Column;
}

/** Every measured column that may confound X → Y (engine.md §4): numeric, categorical with 2–20 levels, time. */
export function covariateCandidates(ctx: Ctx, exclude: readonly string[]): Covariate[] {
  const out: Covariate[] = [];
  for (const c of ctx.ds.columns) {
    if (exclude.includes(c.name) || isOutcomeLike(c.name)) continue;
    if (c.kind === 'numeric') out.push({ name: c.name, kind: 'numeric', column: c });
    else if (c.kind === 'time') out.push({ name: c.name, kind: 'time', column: c });
    else if ((c.kind === 'categorical' || c.kind === 'binary') && c.levels.length <= 20) out.push({ name: c.name, kind: 'categorical', column: c });
  }
  return out;
}

/**
 * "Smokers over 40 stay longer", "among smokers, dose increases the drop": the claim is tested on
 * one group's rows only, or with `others` on every other group's ("outside the north"). The rows are
 * filtered first (a step says how many are left), the group's column (one value, or groups the claim
 * takes together) is left out of the data the test sees, and every counter-hypothesis says which
 * rows it is about. `analyze` is the claim's own family, run on those rows.
 */
export function withinRows(ctx: Ctx, within: { column: string; level: string; others?: true }, analyze: (sub: Ctx) => FamilyResult): FamilyResult {
  const W = ctx.col(within.column);
  const code = W.levels.indexOf(within.level);
  const rows: number[] = [];
  // ("outside the north": every group's rows but that one's; a row with no group is in none)
  for (let i = 0; i < ctx.ds.n; i++) if (within.others ? (W.codes[i] as number) >= 0 && W.codes[i] !== code : W.codes[i] === code) rows.push(i);
  const idx = Uint32Array.from(rows);
  const among = within.others ? `${W.name} other than ${within.level}` : `${W.name} = ${within.level}`;
  ctx.step('rows-within', [W.name], idx.length, { rows: idx.length, of: ctx.ds.n, column: W.name, level: within.level, ...(within.others ? { others: true } : {}) },
    `Rows with ${among}: ${idx.length} of ${ctx.ds.n}; the ${ctx.claim.kind.startsWith('group') ? 'comparison' : 'tests'} below use${ctx.claim.kind.startsWith('group') ? 's' : ''} these rows only`);
  const columns = ctx.ds.columns.filter((c) => c.name !== W.name).map((c): Column => {
    const codes = Int32Array.from(idx, (r) => c.codes[r] as number);
    const values = pick(c.values, idx);
    const missing = c.kind === 'numeric' || c.kind === 'time' ? values.filter(Number.isNaN).length : codes.filter((k) => k < 0).length;
    return { ...c, values, codes, missing };
  });
  const { within: _dropped, ...claim } = ctx.claim;
  const sub = new Ctx({ ...ctx.ds, n: idx.length, columns }, claim, ctx.analysisType, ctx.deltas, ctx.seedHex, undefined, ctx.priorOdds);
  let fam: FamilyResult;
  try {
    fam = analyze(sub);
  } finally {
    ctx.steps.push(...renumberSteps(sub.steps, ctx.steps.length));
  }
  return {
    ...fam,
    scoreKind: `${fam.scoreKind}, among ${among}`,
    counters: fam.counters.map((c) => ({ ...c, description: `${c.description} (among ${among})` })),
    evidence: `${fam.evidence} among ${among}`,
  };
}
