/**
 * One-column claims against a number: mean (one-sample t + JZS BF), median
 * (sign test + Beta–binomial BF), "about N" (interval posterior of μ, no point
 * mass) and shares of a binary column (binomial + Beta(1,1) BF).
 */
import { jzsLogBf10 } from '../stats/bayes/jzs-t.ts';
import { binomialLogBf10 } from '../stats/bayes/proportions.ts';
import { binomTest } from '../stats/binom-test.ts';
import { tCdf } from '../stats/dist/t.ts';
import { median } from '../stats/moments.ts';
import { signTest } from '../stats/sign-test.ts';
import { betaInc } from '../stats/special/incomplete-beta.ts';
import { ttestOneSample } from '../stats/ttest-one-sample.ts';
import { wilcoxonSignedRank } from '../stats/wilcoxon.ts';
import { cutColumn } from './groups.ts';
import { completeRows, fmt, pick, requireRows, requireVariation, type CounterHypothesis, type Ctx, type FamilyResult } from './context.ts';
import { clamp01, posteriorH1 } from './posterior.ts';

export function analyzeThreshold(ctx: Ctx): FamilyResult {
  const { claim } = ctx;
  // "most orders have no discount": the share of rows on one side of a cut of a measure
  const yCut = claim.cut?.column === claim.y;
  const Y = claim.kind === 'prop' && claim.cut && yCut ? cutColumn(ctx.col(claim.y), claim.cut) : ctx.col(claim.y);
  const eq = claim.cut && yCut ? ' ' : '=';
  // "most orders with a discount are returned", "patients over 60 stay longer than 5 days": the group is one side of a cut of a measure
  const within = claim.within;
  const groupOf = (): ReturnType<Ctx['col']> | undefined => !within ? undefined
    : claim.cut && claim.cut.column === within.column ? cutColumn(ctx.col(within.column), claim.cut) : ctx.col(within.column);
  const gEq = claim.cut && within && claim.cut.column === within.column ? ' ' : '=';
  // "smokers over 60 stay longer than 5 days": a group's level and a cut of a third column, both on the rows
  const also = claim.cut && within && claim.cut.column !== within.column && !yCut ? cutColumn(ctx.col(claim.cut.column), claim.cut) : undefined;
  const alsoText = also ? ` and ${also.name} ${also.levels[0]}` : '';
  const inAlso = (i: number) => !also || also.codes[i] === 0;
  const N = claim.threshold as number;
  const dir = claim.direction === -1 ? -1 : 1;
  const word = dir > 0 ? 'above' : 'below';
  if (claim.kind === 'prop') {
    const pos = Y.levels.indexOf(claim.outcomeLevel as string);
    // A share within one group counts that group's rows only.
    const G = groupOf();
    const inGroup = G ? G.levels.indexOf((claim.within as NonNullable<typeof claim.within>).level) : -1;
    const among = G ? ` among ${G.name}${gEq}${G.levels[inGroup]}${alsoText}` : '';
    let k = 0;
    let n = 0;
    for (let i = 0; i < ctx.ds.n; i++) {
      const c = Y.codes[i] as number;
      if (c < 0 || (G && G.codes[i] !== inGroup) || !inAlso(i)) continue;
      n++;
      if (c === pos) k++;
    }
    requireRows(n, G ? `a value for ${Y.name} where ${G.name} is ${G.levels[inGroup]}` : `a value for ${Y.name}`);
    const bt = binomTest(k, n, N);
    const logBf = binomialLogBf10(k, n, N);
    const pH1 = posteriorH1(logBf, ctx.priorOdds);
    const above = betaInc(N, k + 1, n - k + 1, true);
    const m = dir > 0 ? above : 1 - above;
    const truth = clamp01(pH1 * m);
    const share = `the share of ${Y.name}${eq}${claim.outcomeLevel}${among}`;
    ctx.step('binomial', G ? [Y.name, G.name, ...(also ? [also.name] : [])] : [Y.name], n, { k, n, p0: N, p: bt.p, logBf10: logBf, pH1, m, truth },
      `Share of ${Y.name}${eq}${claim.outcomeLevel}${among}: ${k}/${n} = ${fmt(k / n)} vs ${fmt(N)}; exact binomial p=${fmt(bt.p)}; Beta(1,1) BF10=${fmt(Math.exp(logBf))}; P(share ${word} ${fmt(N)}|D,H1)=${fmt(m)} → ${fmt(truth)}`);
    return {
      truth,
      scoreKind: `Posterior probability that ${share} is ${word} ${fmt(N)} (binomial Bayes factor, Beta(1,1) prior, P(H0)=0.5)`,
      counters: [
        { generated_by: 'bayes-factor', strength: clamp01(1 - pH1), description: `Chance: ${share} is exactly ${fmt(N)} and the gap is noise` },
        { generated_by: 'posterior-direction', strength: clamp01(pH1 * (1 - m)), description: `Opposite direction: ${share} is ${dir > 0 ? 'below' : 'above'} ${fmt(N)} (observed ${fmt(k / n)})` },
        { generated_by: 'sampling', strength: clamp01(Math.min(1, 1 / Math.sqrt(n))), description: `Sampling: ${n} rows may not represent the population the claim is about (standard error ${fmt(Math.sqrt((k / n) * (1 - k / n) / n))})` },
      ],
      evidence: `observed share ${fmt(k / n, 3)} of ${n} rows${G ? ` with ${G.name}${gEq}${G.levels[inGroup]}${alsoText}` : ''}`,
      pH1,
    };
  }
  // A group's mean or median ("premium customers spend more than 60") uses that group's rows only.
  const G = groupOf();
  const inGroup = G ? G.levels.indexOf((claim.within as NonNullable<typeof claim.within>).level) : -1;
  const all = completeRows([Y], ctx.ds.n);
  const idx = G ? all.filter((i) => G.codes[i] === inGroup && inAlso(i)) : all;
  requireRows(idx.length, G ? `a numeric value for ${Y.name} where ${G.name} is ${G.levels[inGroup]}${also ? ` and ${also.name} is ${also.levels[0]}` : ''}` : `a numeric value for ${Y.name}`);
  const x = pick(Y.values, idx);
  requireVariation(x, Y.name);
  const n = x.length;
  // the rows tested, in every sentence that names the measure ("spend among tier=premium")
  const Yn = G ? `${Y.name} among ${G.name}${gEq}${G.levels[inGroup]}${alsoText}` : Y.name;
  const cols = G ? [Y.name, G.name, ...(also ? [also.name] : [])] : [Y.name];
  const tt = ttestOneSample(x, N);
  const med = median(x);
  const skew = clamp01(Math.abs(tt.mean - med) / tt.sd);
  const counters: CounterHypothesis[] = [];
  let truth: number;
  let scoreKind: string;
  let evidenceOfEffect: number | undefined;
  if (claim.kind === 'median') {
    const st = signTest(x, N);
    // k = rows on the claimed side of N among the non-ties
    const kSide = dir > 0 ? st.nPos : st.nNonzero - st.nPos;
    const logBf = binomialLogBf10(kSide, st.nNonzero, 0.5);
    const pH1 = posteriorH1(logBf, ctx.priorOdds);
    const m = betaInc(0.5, kSide + 1, st.nNonzero - kSide + 1, true);
    truth = clamp01(pH1 * m);
    evidenceOfEffect = pH1;
    ctx.step('sign-test', cols, n, { nPos: st.nPos, nNonzero: st.nNonzero, p: st.p, median: med, mean: tt.mean, logBf10: logBf, pH1, m, truth },
      `Sign test of the median of ${Yn} against ${N}: median=${fmt(med)}, ${kSide}/${st.nNonzero} values ${word}, p=${fmt(st.p)}; Beta–binomial BF10=${fmt(Math.exp(logBf))}; (mean ${fmt(tt.mean)} reported to expose skew) → ${fmt(truth)}`);
    scoreKind = `Posterior probability that the median of ${Yn} is ${word} ${N} (sign-test Bayes factor, Beta(1,1) prior, P(H0)=0.5)`;
    counters.push({ generated_by: 'bayes-factor', strength: clamp01(1 - pH1), description: `Chance: the median of ${Yn} is ${N} and the imbalance is noise` });
    counters.push({ generated_by: 'posterior-direction', strength: clamp01(pH1 * (1 - m)), description: `Opposite direction: the median of ${Yn} is ${dir > 0 ? 'below' : 'above'} ${N}` });
  } else if (claim.kind === 'meanEq') {
    const tol = ctx.deltas.equivalenceTolerance * Math.abs(N);
    const se = tt.sd / Math.sqrt(n);
    truth = clamp01(tCdf((N + tol - tt.mean) / se, n - 1) - tCdf((N - tol - tt.mean) / se, n - 1));
    ctx.step('equivalence', cols, n, { mean: tt.mean, sd: tt.sd, se, tolerance: tol, truth },
      `Interval posterior of the mean of ${Yn} (t likelihood, flat prior): mean=${fmt(tt.mean)}, SE=${fmt(se)}; P(|μ − ${N}| < ${fmt(tol)})=${fmt(truth)}`);
    scoreKind = `Posterior probability that the mean of ${Yn} is within ±${fmt(tol)} (5%) of ${N} (t posterior, flat prior)`;
    const below = tCdf((N - tol - tt.mean) / se, n - 1);
    counters.push({ generated_by: 'interval-posterior', strength: clamp01(below), description: `The mean of ${Yn} is below ${fmt(N - tol)} (more than 5% under ${N})` });
    counters.push({ generated_by: 'interval-posterior', strength: clamp01(1 - truth - below), description: `The mean of ${Yn} is above ${fmt(N + tol)} (more than 5% over ${N})` });
  } else {
    const logBf = jzsLogBf10(tt.t, n, n - 1);
    const pH1 = posteriorH1(logBf, ctx.priorOdds);
    const m = tCdf((dir * (tt.mean - N)) / (tt.sd / Math.sqrt(n)), n - 1);
    truth = clamp01(pH1 * m);
    evidenceOfEffect = pH1;
    ctx.step('one-sample-t', cols, n, { t: tt.t, df: tt.df, p: tt.p, mean: tt.mean, sd: tt.sd, logBf10: logBf, pH1, m, truth },
      `One-sample t-test of ${Yn} against ${N} (n=${n}): mean=${fmt(tt.mean)}, sd=${fmt(tt.sd)}, t=${fmt(tt.t)}, p=${fmt(tt.p)}; JZS BF10=${fmt(Math.exp(logBf))}; P(μ ${word} ${N}|D,H1)=${fmt(m)} → ${fmt(truth)}`);
    const wx = wilcoxonSignedRank(x, N);
    ctx.step('wilcoxon-signed-rank', cols, n, { wPlus: wx.wPlus, nNonzero: wx.nNonzero, z: wx.z, p: wx.p },
      `Wilcoxon signed-rank test against ${N} (reported, rank-based check): W+=${fmt(wx.wPlus, 1)} of ${wx.nNonzero} non-zero differences, z=${fmt(wx.z)}, p=${fmt(wx.p)}`);
    scoreKind = `Posterior probability that the mean of ${Yn} is ${word} ${N} (JZS Bayes factor, prior P(H0)=0.5)`;
    counters.push({ generated_by: 'bayes-factor', strength: clamp01(1 - pH1), description: `Chance: the mean of ${Yn} equals ${N} and the gap is noise (P=${fmt(1 - pH1)})` });
    counters.push({ generated_by: 'posterior-direction', strength: clamp01(pH1 * (1 - m)), description: `Opposite direction: the mean of ${Yn} is ${dir > 0 ? 'below' : 'above'} ${N}` });
  }
  counters.push({ generated_by: 'skewness', strength: skew,
    description: `Mean and median disagree (skew): mean ${fmt(tt.mean)} vs median ${fmt(med)}, so "typical" and "average" ${Yn} tell different stories` });
  return { truth, scoreKind, counters, evidence: `mean ${fmt(tt.mean, 3)}, median ${fmt(med, 3)} over ${n} rows${G ? ` with ${G.name}${gEq}${G.levels[inGroup]}${alsoText}` : ''}`,
    ...(evidenceOfEffect === undefined ? {} : { pH1: evidenceOfEffect }) };
}
