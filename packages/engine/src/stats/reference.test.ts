/**
 * Every kernel against scipy (reference.py output committed under fixtures/),
 * to 1e-9 relative error. Regenerate with fixtures/generate.py.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { anovaOneway } from './anova-oneway.ts';
import { jzsLogBf10 } from './bayes/jzs-t.ts';
import { binomialLogBf10, contingencyLogBf10 } from './bayes/proportions.ts';
import { zsLogBf10, zsPartialLogBf10 } from './bayes/zellner-siow.ts';
import { binomTest } from './binom-test.ts';
import { chi2Contingency } from './chi2-contingency.ts';
import { betaInc } from './special/incomplete-beta.ts';
import { normalSf } from './dist/normal.ts';
import { kruskal } from './kruskal.ts';
import { linregress } from './linregress.ts';
import { mannWhitney } from './mann-whitney.ts';
import { mean, median, variance } from './moments.ts';
import { partialCorrelation } from './partial-correlation.ts';
import { pearson } from './pearson.ts';
import { normalScores } from './ranks.ts';
import { signTest } from './sign-test.ts';
import { spearman } from './spearman.ts';
import { ttestOneSample } from './ttest-one-sample.ts';
import { ttestStudent } from './ttest-student.ts';
import { ttestWelch } from './ttest-welch.ts';
import { wilcoxonSignedRank } from './wilcoxon.ts';

const RTOL = 1e-9;
type Json = Record<string, any>;

function load(name: string): { data: Record<string, unknown[]>; ref: Json } {
  const read = (f: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}.${f}.json`, import.meta.url), 'utf8'));
  return { data: read('data'), ref: read('ref') };
}

/** Checks every numeric field of `ref` that `ours` also provides. */
function close(ours: Record<string, number>, ref: Json, where: string): number {
  let checked = 0;
  for (const [k, v] of Object.entries(ours)) {
    const want = ref[k];
    if (typeof want !== 'number') continue;
    const err = Math.abs(v - want);
    const rel = want === 0 ? err : err / Math.abs(want);
    expect(rel <= RTOL || err <= 1e-300, `${where}.${k}: ours ${v}, scipy ${want}, rel ${rel}`).toBe(true);
    checked++;
  }
  return checked;
}

const nums = (col: unknown[]) => col.map((v) => (typeof v === 'number' ? v : NaN));
const labels = (col: unknown[]) => col.map((v) => (v === null || v === undefined ? null : String(v)));

for (const name of ['mixed', 'two-groups', 'small', 'big-effects']) {
  describe(`scipy reference: ${name}`, () => {
    const { data, ref } = load(name);
    const mu = Number(ref.args[1]);
    const numeric = Object.keys(ref.columns).filter((c) => ref.columns[c] === 'numeric');
    const categorical = Object.keys(ref.columns).filter((c) => ref.columns[c] === 'categorical');
    const col = (c: string) => nums(data[c] as unknown[]);

    it('descriptives, one-sample t + JZS BF, Wilcoxon signed-rank, sign test', () => {
      let n = 0;
      for (const c of numeric) {
        const x = Float64Array.from(col(c).filter((v) => !Number.isNaN(v)));
        const r = ref.numeric[c];
        n += close({ mean: mean(x), sd: Math.sqrt(variance(x)), median: median(x) }, r, `${c}`);
        const t = ttestOneSample(x, mu);
        n += close({ t: t.t, df: t.df, p_two_sided: t.p, p_greater: t.pGreater, p_less: t.pLess, log_bf10: jzsLogBf10(t.t, x.length, t.df) }, r.ttest_1samp, `${c}.ttest_1samp`);
        const w = wilcoxonSignedRank(x, mu);
        n += close({ w_plus: w.wPlus, n_nonzero: w.nNonzero, statistic_min: w.statisticMin, z: w.z, p_two_sided_approx: w.p, p_greater_approx: w.pGreater }, r.wilcoxon_signed_rank, `${c}.wilcoxon`);
        const s = signTest(x, mu);
        n += close({ n_pos: s.nPos, n_nonzero: s.nNonzero, p_two_sided: s.p, p_greater: s.pGreater, p_less: s.pLess }, r.sign_test, `${c}.sign_test`);
      }
      expect(n).toBeGreaterThan(10);
    });

    it('Pearson, Spearman, normal scores, linregress, correlation BFs', () => {
      let n = 0;
      for (const key of Object.keys(ref.pairs)) {
        const [xn, yn] = key.split(' ~ ') as [string, string];
        const X = col(xn);
        const Y = col(yn);
        const keep = X.map((_, i) => !Number.isNaN(X[i]!) && !Number.isNaN(Y[i]!));
        const x = Float64Array.from(X.filter((_, i) => keep[i]));
        const y = Float64Array.from(Y.filter((_, i) => keep[i]));
        const r = ref.pairs[key];
        const p = pearson(x, y);
        n += close({ r: p.r, p_two_sided: p.p, p_greater: p.pGreater, p_less: p.pLess, log_bf10: zsLogBf10(x.length, 1, p.r * p.r) }, r.pearsonr, `${key}.pearsonr`);
        const s = spearman(x, y);
        n += close({ rho: s.rho, p_two_sided: s.p, p_greater: s.pGreater }, r.spearmanr, `${key}.spearmanr`);
        const rn = pearson(normalScores(x), normalScores(y)).r;
        n += close({ r: rn, log_bf10: zsLogBf10(x.length, 1, rn * rn) }, r.normal_scores_r, `${key}.normal_scores_r`);
        const l = linregress(x, y);
        n += close({ slope: l.slope, intercept: l.intercept, rvalue: l.r, pvalue: l.p, stderr: l.stderr, intercept_stderr: l.interceptStderr }, r.linregress, `${key}.linregress`);
        for (const [set, blk] of Object.entries<Json>(r.partial ?? {})) {
          if (blk.r === undefined) continue;
          const zn = set.split(' + ');
          const Z = zn.map(col);
          const ok = X.map((_, i) => keep[i] && Z.every((z) => !Number.isNaN(z[i]!)));
          const pick = (v: number[]) => Float64Array.from(v.filter((_, i) => ok[i]));
          const pc = partialCorrelation(pick(X), pick(Y), Z.map(pick));
          n += close({ r: pc.r, t: pc.t, df: pc.df, p_two_sided: pc.p, p_greater: pc.pGreater, p_less: pc.pLess, r2_full: pc.r2Full, r2_covariates: pc.r2Covariates, log_bf10: zsPartialLogBf10(pc.n, pc.k, pc.r2Full, pc.r2Covariates) }, blk, `${key}.partial[${set}]`);
        }
      }
      expect(n).toBeGreaterThan(10);
    });

    it('Welch, Student, Mann–Whitney, ANOVA, Kruskal and their BFs', () => {
      let n = 0;
      for (const key of Object.keys(ref.groups)) {
        const [yn, gn] = key.split(' by ') as [string, string];
        const Y = col(yn);
        const G = labels(data[gn] as unknown[]);
        const r = ref.groups[key];
        const groups = (r.levels as string[]).map((lv) => Float64Array.from(Y.filter((v, i) => !Number.isNaN(v) && G[i] === lv)));
        if (groups.length === 2) {
          const [a, b] = groups as [Float64Array, Float64Array];
          const nEff = (a.length * b.length) / (a.length + b.length);
          const w = ttestWelch(a, b);
          n += close({ t: w.t, df: w.df, p_two_sided: w.p, p_greater: w.pGreater, p_less: w.pLess, log_bf10: jzsLogBf10(w.t, nEff, w.df) }, r.ttest_welch, `${key}.welch`);
          const s = ttestStudent(a, b);
          n += close({ t: s.t, df: s.df, p_two_sided: s.p, log_bf10: jzsLogBf10(s.t, nEff, s.df) }, r.ttest_student, `${key}.student`);
          n += close({ cohens_d: (s.meanA - s.meanB) / s.pooledSd }, r, `${key}`);
          const m = mannWhitney(a, b);
          n += close({ U_first: m.u, p_two_sided_asymptotic_cc: m.p, p_greater_asymptotic_cc: m.pGreater, common_language_effect: m.commonLanguage }, r.mannwhitneyu, `${key}.mwu`);
        }
        const f = anovaOneway(groups);
        n += close({ F: f.f, p: f.p, df_between: f.dfBetween, df_within: f.dfWithin, eta2: f.eta2, log_bf10: zsLogBf10(f.n, f.dfBetween, f.eta2) }, r.f_oneway, `${key}.anova`);
        const k = kruskal(groups);
        n += close({ H: k.h, p: k.p }, r.kruskal, `${key}.kruskal`);
      }
      expect(n).toBeGreaterThan(10);
    });

    it('contingency χ², Gunel–Dickey BF, two proportions, binomial tests', () => {
      let n = 0;
      for (const key of Object.keys(ref.contingency)) {
        const r = ref.contingency[key];
        if (!r.chi2_contingency) continue;
        const c = chi2Contingency(r.table);
        n += close({ chi2: c.chi2, p: c.p, dof: c.dof, chi2_yates: c.chi2Yates, p_yates: c.pYates, cramers_v: c.cramersV }, r.chi2_contingency, `${key}.chi2`);
        n += close({ log_bf10: contingencyLogBf10(r.table) }, r.bf_independent_multinomial_rows, `${key}.bf`);
        if (r.two_proportions) {
          const [[a0, a1], [b0, b1]] = r.table as [[number, number], [number, number]];
          const p1 = a1 / (a0 + a1);
          const p2 = b1 / (b0 + b1);
          const pp = (a1 + b1) / (a0 + a1 + b0 + b1);
          const z = (p1 - p2) / Math.sqrt(pp * (1 - pp) * (1 / (a0 + a1) + 1 / (b0 + b1)));
          n += close({ p_row0: p1, p_row1: p2, z_pooled: z, p_greater: normalSf(z), p_less: normalSf(-z) }, r.two_proportions, `${key}.2prop`);
        }
      }
      for (const [c, levels] of Object.entries<Json>(ref.proportions)) {
        for (const [lv, r] of Object.entries<Json>(levels)) {
          const bt = binomTest(r.k, r.n, r.p0);
          n += close({ binom_p_two_sided: bt.p, binom_p_greater: bt.pGreater, log_bf10: binomialLogBf10(r.k, r.n, r.p0), posterior_p_greater_than_p0: betaInc(r.p0, r.k + 1, r.n - r.k + 1, true) }, r, `${c}.${lv}`);
        }
      }
      if (categorical.length >= 2 || Object.keys(ref.proportions).length) expect(n).toBeGreaterThan(0);
    });
  });
}

describe('Bayes factor test vectors (engine.md §5.1)', () => {
  it('match reference.py to 1e-10', () => {
    const cases: [number, number][] = [
      [Math.exp(jzsLogBf10(2.0, 20, 19)), 1.205772601586],
      [Math.exp(jzsLogBf10(3.5, 12, 11)), 10.485090213262],
      [Math.exp(zsLogBf10(20, 1, 0.3)), 3.7865630771438],
      [Math.exp(zsLogBf10(50, 3, 0.4)), 449.57173894264],
    ];
    for (const [ours, want] of cases) expect(Math.abs(ours - want) / want).toBeLessThan(1e-10);
  });
});
