import { describe, expect, it } from 'vitest';
import { normalScores } from '../stats/ranks.ts';
import { spearman } from '../stats/spearman.ts';
import { runCore } from './analyze.ts';
import { Ctx } from './context.ts';
import { ingest } from './ingest.ts';
import { parseHypothesis } from './parse.ts';
import { DEFAULT_DELTAS } from './posterior.ts';
import { reverseCausationText } from './association.ts';
import { normals } from './test-data.ts';

describe('reverse-causation counter-hypothesis', () => {
  it('says "more than" only when the reverse lag is the stronger one', () => {
    expect(reverseCausationText('marketing_spend', 'revenue', 'month', { pYtoX: 0.9, pXtoY: 0.2 }))
      .toBe('Reverse causation: earlier revenue predicts later marketing_spend (P=0.900) more than earlier marketing_spend predicts later revenue (P=0.200), ordered by month');
    const weaker = reverseCausationText('marketing_spend', 'revenue', 'month', { pYtoX: 0.129, pXtoY: 0.444 });
    expect(weaker).toContain('earlier revenue predicts later marketing_spend (P=0.129) less than earlier marketing_spend predicts later revenue (P=0.444)');
    expect(weaker).not.toContain('more than');
    expect(reverseCausationText('a', 'b', 't', { pYtoX: 0.5, pXtoY: 0.5 })).toMatch(/as well as .* does not settle the direction/);
  });

  it('describes the lag tests it measured when X leads Y', () => {
    const n = 300;
    const e = normals(n, 7);
    const x = normals(n + 1, 8);
    const data = { day: Array.from({ length: n }, (_, i) => i + 1), marketing_spend: x.slice(1), revenue: e.map((v, i) => (x[i] as number) + 0.5 * v) };
    const r = runCore({ hypothesis: 'Marketing spend increases revenue', data, analysisType: 'causal' });
    const lag = r.steps.find((s) => s.test === 'lag-tests')!;
    const c = r.counterHypotheses.find((h) => h.generated_by === 'lagged-regression')!;
    expect(lag.stats.pXtoY as number).toBeGreaterThan(lag.stats.pYtoX as number);
    expect(c.description).not.toContain('more than');
    expect(c.description).toContain('less than');
  });
});

describe('association on values near 1e200', () => {
  it('reports a finite Pearson r and Cook\'s distances', () => {
    const n = 60;
    const x = normals(n, 41);
    const e = normals(n, 42);
    const data = { marketing_spend: x.map((v) => (10 + v) * 1e200), revenue: x.map((v, i) => (30 + 3 * v + (e[i] as number)) * 1e200) };
    const r = runCore({ hypothesis: 'Marketing spend increases revenue', data, analysisType: 'descriptive' });
    const pearsonStep = r.steps.find((s) => s.test === 'pearson')!;
    expect(pearsonStep.stats.r as number).toBeGreaterThan(0.9);
    const outliers = r.counterHypotheses.find((h) => h.generated_by === 'robustness:normal-scores')!;
    expect(outliers.description).not.toContain('n/a');
    expect(outliers.description).toMatch(/Pearson r=0\.9\d/);
  });
});

describe('memory of a large analysis', () => {
  it('gives the Spearman correlation and normal scores of direct calls, once per column pair', () => {
    const x = normals(400, 5).map((v) => Math.round(v * 4));
    const y = x.map((v, i) => v + Math.round(normals(1, i + 9)[0] as number));
    const ds = ingest({ ad_spend: x, revenue: y });
    const ctx = new Ctx(ds, parseHypothesis('Higher ad spend increases revenue', ds, 'causal'), 'causal', DEFAULT_DELTAS, 'h');
    const X = ctx.col('ad_spend');
    const Y = ctx.col('revenue');
    const sp = ctx.spearman(X, Y, ctx.allRows);
    expect(sp).toEqual(spearman(x, y));
    expect(ctx.spearman(X, Y, ctx.allRows)).toBe(sp);
    expect(Array.from(ctx.normalScores(X, ctx.allRows))).toEqual(Array.from(normalScores(x)));
    expect(Array.from(ctx.normalScores(Y, ctx.allRows))).toEqual(Array.from(normalScores(y)));
  });
});
