import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateSigningKey } from '../proof/signing.ts';
import { verifyProof } from '../proof/verify-proof.ts';
import { analyze, runCore } from './analyze.ts';
import { EngineError } from './errors.ts';
import { ENGINE_VERSION } from '../version.ts';

const opts = { insightId: 'ins_1', timestamp: '2026-01-01T00:00:00.000Z' };

/** Deterministic pseudo-data (no Math.random): a linear congruential sequence. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}
function normals(n: number, seed: number): number[] {
  const u = lcg(seed);
  return Array.from({ length: n }, () => Math.sqrt(-2 * Math.log(u() + 1e-12)) * Math.cos(2 * Math.PI * u()));
}

const n = 200;
const e1 = normals(n, 1);
const e2 = normals(n, 2);
const spend = e1.map((v) => 100 + 10 * v);
const revenue = spend.map((s, i) => 3 * s + 15 * (e2[i] as number));
const noise = normals(n, 3);

describe('analyze', () => {
  it('supports a planted positive effect and refutes its opposite', () => {
    const data = { ad_budget: spend, total_revenue: revenue };
    const up = analyze({ hypothesis: 'A bigger ad budget increases total revenue', data, analysisType: 'descriptive' }, opts);
    expect(up.status).toBe('passed');
    const down = analyze({ hypothesis: 'A bigger ad budget reduces total revenue', data, analysisType: 'descriptive' }, opts);
    expect(down.status).toBe('failed');
    expect(down.counterHypotheses[0]?.generated_by).toBe('posterior-direction');
  });

  it('refutes an effect on pure noise and accepts "no relationship"', () => {
    const data = { ad_budget: spend, weather_index: noise };
    expect(analyze({ hypothesis: 'Ad budget boosts weather index', data, analysisType: 'causal' }, opts).status).toBe('failed');
    expect(analyze({ hypothesis: 'Ad budget is unrelated to weather index', data, analysisType: 'descriptive' }, opts).truthScore).toBeGreaterThan(0.5);
  });

  it('tells the user which values were left out as not finite, in the result and in the proof', async () => {
    const withInf: unknown[] = revenue.slice();
    withInf[5] = 'Infinity';
    withInf[17] = JSON.parse('-1e400');
    const r = analyze({ hypothesis: 'A bigger ad budget increases total revenue', data: { ad_budget: spend, total_revenue: withInf }, analysisType: 'descriptive' }, opts);
    expect(r.dataNotes).toEqual([expect.stringMatching(/^total_revenue: 2 values are not finite numbers \("Infinity", -Infinity .*\) and were left out as missing$/)]);
    const ingestStep = r.proof.steps.find((s) => s.test === 'ingest')!;
    expect(ingestStep.stats.notes).toEqual(r.dataNotes);
    expect(ingestStep.text).toContain('Not read as given: total_revenue: 2 values are not finite numbers');
    expect((await verifyProof(r.proof, r.proof.publicKey)).valid).toBe(true);
    // clean data carries no notes at all, so its proof is what it was
    const clean = analyze({ hypothesis: 'A bigger ad budget increases total revenue', data: { ad_budget: spend, total_revenue: revenue }, analysisType: 'descriptive' }, opts);
    expect(clean).not.toHaveProperty('dataNotes');
    expect(clean.proof.steps.find((s) => s.test === 'ingest')!.stats).not.toHaveProperty('notes');
  });

  it('tests "P% of orders …" as a share against P, not as a comparison with another column', () => {
    const data = { order_value: spend, on_time: e2.map((v) => (v > -0.84 ? 'yes' : 'no')) }; // about 80% yes
    const above60 = analyze({ hypothesis: 'More than 60% of orders arrive on time', data, analysisType: 'descriptive' }, opts);
    expect(above60.claim).toMatchObject({ kind: 'prop', columns: ['on_time'] });
    expect(above60.status).toBe('passed');
    expect(analyze({ hypothesis: 'More than 90% of orders arrive on time', data, analysisType: 'descriptive' }, opts).status).toBe('failed');
  });

  it('tests a share within one group on that group\'s rows only', () => {
    // premium: 80 of 100 churn; basic: 10 of 100. The whole column's share is 45%.
    const plan = Array.from({ length: 200 }, (_, i) => (i < 100 ? 'premium' : 'basic'));
    const churned = plan.map((p, i) => (p === 'premium' ? (i % 10 < 8 ? 'yes' : 'no') : i % 10 < 1 ? 'yes' : 'no'));
    const data = { plan, churned };
    const above60 = analyze({ hypothesis: 'More than 60% of premium customers churn', data, analysisType: 'descriptive' }, opts);
    expect(above60.claim).toMatchObject({ kind: 'prop', columns: ['churned', 'plan'] });
    expect(above60.status).toBe('passed');
    expect(above60.proof.steps.find((s) => s.test === 'binomial')!.stats).toMatchObject({ k: 80, n: 100 });
    expect(above60.proof.steps[0]!.stats.parse).toMatchObject({ within: { column: 'plan', level: 'premium' } });
    // 80% is not above 90%, and 10% of basic customers is not above 60% (a comparison would pass it for premium)
    expect(analyze({ hypothesis: 'More than 90% of premium customers churn', data, analysisType: 'descriptive' }, opts).status).toBe('failed');
    expect(analyze({ hypothesis: 'More than 60% of basic customers churn', data, analysisType: 'descriptive' }, opts).status).toBe('failed');
  });

  it('fails "remote employees are not more satisfied" where they are, instead of passing it as "more satisfied"', () => {
    const remote = Array.from({ length: n }, (_, i) => (i % 2 ? 'yes' : 'no'));
    const satisfaction = remote.map((r, i) => (r === 'yes' ? 4 : 3) + 0.5 * (e1[i] as number));
    const data = { remote, satisfaction };
    expect(analyze({ hypothesis: 'Remote employees are more satisfied', data, analysisType: 'descriptive' }, opts).status).toBe('passed');
    for (const h of ['Remote employees are not more satisfied', "Remote employees aren't happier"]) {
      const r = analyze({ hypothesis: h, data, analysisType: 'descriptive' }, opts);
      expect(r.claim.kind, h).toBe('group');
      expect(r.status, h).toBe('failed');
    }
    // alike groups pass it, and so do less satisfied remote employees
    const alike = { remote, satisfaction: e1.map((v) => 3 + 0.5 * v) };
    expect(analyze({ hypothesis: 'Remote employees are not more satisfied', data: alike, analysisType: 'descriptive' }, opts).status).toBe('passed');
    const less = { remote, satisfaction: remote.map((r, i) => (r === 'yes' ? 3 : 4) + 0.5 * (e1[i] as number)) };
    expect(analyze({ hypothesis: 'Remote employees are not more satisfied', data: less, analysisType: 'descriptive' }, opts).status).toBe('passed');
  });

  it('passes "remote employees earn more, not less" where they earn more, as "… earn more" passes', () => {
    const remote = Array.from({ length: n }, (_, i) => (i % 2 ? 'yes' : 'no'));
    const salary = remote.map((r, i) => (r === 'yes' ? 60000 : 50000) + 4000 * (e1[i] as number));
    const data = { remote, salary };
    for (const h of ['Remote employees earn more', 'Remote employees earn more, not less', 'Remote employees earn more rather than less']) {
      const r = analyze({ hypothesis: h, data, analysisType: 'descriptive' }, opts);
      expect(r.proof.steps[0]!.stats.parse, h).toMatchObject({ kind: 'group', direction: 1 });
      expect(r.status, h).toBe('passed');
    }
    expect(analyze({ hypothesis: 'Remote employees earn less, not more', data, analysisType: 'descriptive' }, opts).status).toBe('failed');
  });

  it('passes "remote employees are as satisfied as office employees" where the groups are alike, and fails it where remote ones are happier', () => {
    const work_mode = Array.from({ length: n }, (_, i) => (i % 2 ? 'remote' : 'office'));
    const h = 'Remote employees are as satisfied as office employees';
    const alike = analyze({ hypothesis: h, data: { work_mode, satisfaction: e1.map((v) => 3 + 0.5 * v) }, analysisType: 'descriptive' }, opts);
    expect(alike.claim.kind).toBe('groupNone');
    expect(alike.status).toBe('passed');
    const happier = work_mode.map((w, i) => (w === 'remote' ? 4 : 3) + 0.5 * (e1[i] as number));
    expect(analyze({ hypothesis: h, data: { work_mode, satisfaction: happier }, analysisType: 'descriptive' }, opts).status).toBe('failed');
  });

  it('passes "patients who did not smoke recovered more often" where non-smokers recover more, as "smokers recover less often" passes', () => {
    // smokers recover 20% of the time, non-smokers 70%
    const smoker = Array.from({ length: n }, (_, i) => (i % 3 ? 'no' : 'yes'));
    const recovered = smoker.map((s, i) => ((s === 'yes' ? i % 10 < 2 : i % 10 < 7) ? 'yes' : 'no'));
    const data = { smoker, recovered };
    for (const h of ['Smokers recover less often', 'Patients who did not smoke recovered more often', 'Non-smokers recover more often']) {
      const r = analyze({ hypothesis: h, data, analysisType: 'descriptive' }, opts);
      expect(r.status, h).toBe('passed');
    }
    expect(analyze({ hypothesis: 'Patients who did not smoke recovered more often', data, analysisType: 'descriptive' }, opts).proof.steps[0]!.stats.parse)
      .toMatchObject({ group: { column: 'smoker', a: ['no'], b: ['yes'] } });
  });

  it('counts "more than half of patients who did not smoke recovered" among the non-smokers', () => {
    // smokers recover 20% of the time, non-smokers 70%
    const smoker = Array.from({ length: n }, (_, i) => (i % 3 ? 'no' : 'yes'));
    const recovered = smoker.map((s, i) => ((s === 'yes' ? i % 10 < 2 : i % 10 < 7) ? 'yes' : 'no'));
    const data = { smoker, recovered };
    for (const h of ['More than half of patients who did not smoke recovered', 'More than 50% of non-smokers recovered']) {
      const r = analyze({ hypothesis: h, data, analysisType: 'descriptive' }, opts);
      expect(r.status, h).toBe('passed');
      expect(r.proof.steps[0]!.stats.parse, h).toMatchObject({ kind: 'prop', within: { column: 'smoker', level: 'no' } });
    }
    expect(analyze({ hypothesis: 'More than half of patients who smoke recovered', data, analysisType: 'descriptive' }, opts).status).toBe('failed');
  });

  it('tests "orders with no discount are returned less" on the rows without a discount against the rest', () => {
    // 50 orders without a discount, 1 returned; 150 with one, 60 returned
    const discount_pct = Array.from({ length: n }, (_, i) => (i % 4 === 0 ? 0 : 5 + (i % 25)));
    const returned = discount_pct.map((d, i) => ((d === 0 ? i === 0 : i % 5 < 2) ? 'yes' : 'no'));
    const data = { discount_pct, returned };
    const r = analyze({ hypothesis: 'Orders with no discount are returned less', data, analysisType: 'descriptive' }, opts);
    expect(r.proof.steps[0]!.stats.parse).toMatchObject({ kind: 'group', y: 'returned', outcomeLevel: 'yes', cut: { column: 'discount_pct', op: '<=', at: 0 } });
    expect(r.status).toBe('passed');
    expect(analyze({ hypothesis: 'Orders with no discount are returned more', data, analysisType: 'descriptive' }, opts).status).toBe('failed');
  });

  it('tests "most orders have no discount" as the share of rows with discount 0 against one half', () => {
    const data = { order_value: spend.slice(0, 60), discount: Array.from({ length: 60 }, (_, i) => (i % 5 === 0 ? 5 + (i % 13) : 0)) };
    const most = runCore({ hypothesis: 'Most orders have no discount', data, analysisType: 'descriptive' });
    expect(most.claim.statement).toBe('the share of rows with discount ≤ 0 is above 50%');
    expect(most.truthScore).toBeGreaterThan(0.9);
    expect(runCore({ hypothesis: 'Most orders have a discount', data, analysisType: 'descriptive' }).truthScore).toBeLessThan(0.1);
  });

  it('tests "most orders with a discount are returned" as the share returned among the rows with a discount', () => {
    // 12 orders with a discount, 11 returned; 48 without, 6 returned
    const discount = Array.from({ length: 60 }, (_, i) => (i % 5 === 0 ? 5 + (i % 13) : 0));
    const returned = discount.map((d, i) => ((d > 0 ? i !== 0 : i % 8 === 1) ? 'yes' : 'no'));
    const data = { order_value: spend.slice(0, 60), discount, returned };
    const most = runCore({ hypothesis: 'Most orders with a discount are returned', data, analysisType: 'descriptive' });
    expect(most.claim.statement).toBe('the share of returned = yes among rows with discount > 0 is above 50%');
    expect(most.truthScore).toBeGreaterThan(0.9);
    expect(most.steps.map((s) => s.text).join(' ')).toMatch(/Share of returned=yes among discount > 0: 11\/12/);
    expect(runCore({ hypothesis: 'Most orders with no discount are returned', data, analysisType: 'descriptive' }).truthScore).toBeLessThan(0.1);
  });

  it('tests "the average X is above P%" against P on a column in percent and P/100 on one of fractions', () => {
    // discounts of about 15 (percent); the same as fractions, about 0.15
    const pct = normals(n, 11).map((v) => 15 + 3 * v);
    const above20 = analyze({ hypothesis: 'The average discount is above 20%', data: { discount_pct: pct }, analysisType: 'descriptive' }, opts);
    expect(above20.status).toBe('failed');
    expect(above20.proof.steps[0]!.stats.parse).toMatchObject({ kind: 'mean', threshold: 20 });
    expect(analyze({ hypothesis: 'The average discount is above 10%', data: { discount_pct: pct }, analysisType: 'descriptive' }, opts).status).toBe('passed');
    expect(analyze({ hypothesis: 'The median discount is below 10%', data: { discount_pct: pct }, analysisType: 'descriptive' }, opts).status).toBe('failed');
    const rates = { discount_rate: pct.map((v) => v / 100) };
    expect(analyze({ hypothesis: 'The average discount is above 20%', data: rates, analysisType: 'descriptive' }, opts).status).toBe('failed');
    expect(analyze({ hypothesis: 'The average discount is above 10%', data: rates, analysisType: 'descriptive' }, opts).status).toBe('passed');
  });

  it('tests a difference between two named groups on those two groups only', () => {
    // north is higher; east and west are alike
    const region = Array.from({ length: 240 }, (_, i) => ['north', 'south', 'east', 'west'][i % 4] as string);
    const value = region.map((r, i) => (r === 'north' ? 30 : 10) + (normals(240, 7)[i] as number));
    const data = { region, value };
    const eastWest = analyze({ hypothesis: 'Value differs between east and west', data, analysisType: 'descriptive' }, opts);
    expect(eastWest.claim.kind).toBe('groupDiff');
    expect(eastWest.status).toBe('failed');
    expect(eastWest.proof.steps.find((s) => s.test === 'group-differences')!.inputs.n).toBe(120);
    expect(analyze({ hypothesis: 'Value differs between north and west', data, analysisType: 'descriptive' }, opts).status).toBe('passed');
  });

  it('tests a measure cut at a number as the rows on either side of it', () => {
    // returns jump above a 20% discount; below it they do not rise with the discount
    const u = lcg(11);
    const discount_pct = Array.from({ length: 300 }, (_, i) => i % 31);
    const returned = discount_pct.map((d) => (u() < (d > 20 ? 0.35 : 0.1) ? 'yes' : 'no'));
    const data = { discount_pct, returned, order_value: normals(300, 12).map((v) => 60 + 10 * v) };
    const r = analyze({ hypothesis: 'Discounts over 20% increase returns', data, analysisType: 'descriptive' }, opts);
    expect(r.claim).toMatchObject({ kind: 'group', columns: ['discount_pct', 'returned'] });
    expect(r.claim.statement).toBe('the share of returned = yes is higher for discount_pct > 20 than for discount_pct ≤ 20');
    const rows = discount_pct.filter((d) => d > 20).length;
    expect(r.proof.steps.find((s) => s.test === 'two-proportions')!.stats).toMatchObject({ na: rows, nb: 300 - rows });
    expect(r.proof.steps[0]!.stats.parse).toMatchObject({ cut: { column: 'discount_pct', op: '>', at: 20 } });
    expect(r.status).toBe('passed');
    // the discount is never a covariate of its own cut
    const causal = analyze({ hypothesis: 'Discounts over 20% raise order value', data, analysisType: 'causal' }, opts);
    expect(causal.proof.steps.filter((s) => s.test === 'ancova').map((s) => s.inputs.columns[2])).toEqual(['returned']);
    expect(analyze({ hypothesis: 'Discounts over 20% reduce returns', data, analysisType: 'descriptive' }, opts).status).toBe('failed');
  });

  it('says when a failed claim lacks evidence rather than meets evidence against it', () => {
    // 35 of 50 on time against "more than 60%": the share leans the claim's way, but the Bayes
    // factor cannot tell it from exactly 60% (BF10 ≈ 0.7); 20 of 50 points the other way.
    const onTime = (k: number) => ({ on_time: Array.from({ length: 50 }, (_, i) => (i < k ? 'yes' : 'no')) });
    const lean = analyze({ hypothesis: 'More than 60% of orders arrive on time', data: onTime(35), analysisType: 'descriptive' }, opts);
    expect(lean.status).toBe('failed');
    expect(lean.recommendation).toMatch(/^The data lean towards the claim that .* but cannot yet tell it from chance \(observed share 0\.700 of 50 rows\)/);
    const against = analyze({ hypothesis: 'More than 60% of orders arrive on time', data: onTime(20), analysisType: 'descriptive' }, opts);
    expect(against.recommendation).toMatch(/^Do not rely on the claim that .*: the data do not support it/);
    // a direction the data clearly contradict keeps the plain wording too
    const down = analyze({ hypothesis: 'A bigger ad budget reduces total revenue', data: { ad_budget: spend, total_revenue: revenue }, analysisType: 'descriptive' }, opts);
    expect(down.recommendation).toMatch(/^Do not rely on/);
  });

  it('is deterministic except insightId, timestamp and cost', () => {
    const req = { hypothesis: 'ad budget drives total revenue', data: { ad_budget: spend, total_revenue: revenue }, analysisType: 'causal' as const };
    const a = runCore(req);
    const b = runCore(structuredClone(req));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('produces a proof that verifies in the browser verifier and fails when tampered', async () => {
    const kp = generateSigningKey();
    const r = analyze({ hypothesis: 'ad budget drives total revenue', data: { ad_budget: spend, total_revenue: revenue }, analysisType: 'causal' }, { ...opts, signingKey: kp.privateKeyPem });
    expect(r.proof.keyId).toBe(kp.keyId);
    expect(r.proofChain.at(-1)).toBe(`Chain sha256:${r.proof.envelope.head} signed Ed25519 key ${kp.keyId}`);
    expect(r.proof.envelope).toMatchObject({ insightId: 'ins_1', truthScore: r.truthScore, status: r.status, cost: r.cost });
    expect((await verifyProof(r.proof, r.proof.publicKey)).valid).toBe(true);
    const steps = structuredClone(r.proof.steps);
    (steps[2] as { text: string }).text = steps[2]!.text.replace(/r=[-0-9.]+/, 'r=0.999');
    const bad = await verifyProof({ ...r.proof, steps }, r.proof.publicKey);
    expect(bad.valid).toBe(false);
    expect(bad.firstBadStep).toBe(2);
  });

  it('scores every reading of an ambiguous column mapping and reports the lowest', () => {
    const data = { ad_spend: spend, sales_online: revenue, sales_store: noise };
    const r = analyze({ hypothesis: 'Ad spend increases sales', data, analysisType: 'descriptive' }, opts);
    expect(r.status).toBe('failed');
    expect(r.counterHypotheses[0]).toMatchObject({ generated_by: 'prior-odds' });
    expect(r.counterHypotheses[0]!.description).toMatch(/sales_online and sales_store/);
    const clear = analyze({ hypothesis: 'Ad spend increases online sales', data, analysisType: 'descriptive' }, opts);
    expect(clear.status).toBe('passed');
  });

  it('explains the reading of an ambiguous mapping that produced the reported score', () => {
    const n80 = 80;
    const spend80 = normals(n80, 11);
    const e80 = normals(n80, 12);
    const data = { marketing_spend: spend80, revenue_2023: spend80.map((v, i) => v + 0.5 * (e80[i] as number)), revenue_2024: normals(n80, 13) };
    const r = analyze({ hypothesis: 'Marketing spend increases revenue', data, analysisType: 'descriptive' }, opts);
    expect(r.status).toBe('failed');
    expect(r.claim.columns).toEqual(['marketing_spend', 'revenue_2024']);
    expect(r.recommendation).toContain('revenue_2024');
    expect(r.recommendation.split('Main caveat')[0]).not.toContain('revenue_2023');
    // counter-hypotheses and steps are about marketing_spend and revenue_2024 (revenue_2023 may appear as a covariate)
    const otherPair = /marketing_spend(–| and )revenue_2023/;
    for (const c of r.counterHypotheses) expect(c.description).not.toMatch(otherPair);
    expect(r.counterHypotheses.find((h) => h.generated_by === 'prior-odds')?.description).toMatch(/revenue_2023 and revenue_2024/);
    // the statistics in the chain are those of revenue_2024; the only score asserted is the one returned
    const steps = r.proof.steps;
    for (const s of steps.filter((s) => s.test !== 'ambiguous-mapping')) expect(s.text).not.toMatch(otherPair);
    expect(steps.filter((s) => s.test === 'pearson').map((s) => s.inputs.columns)).toEqual([['marketing_spend', 'revenue_2024']]);
    const scores = steps.filter((s) => s.test === 'truth-score').map((s) => s.stats.truth);
    expect(scores.every((t) => Math.abs((t as number) - r.truthScore) < 1e-9)).toBe(true);
    expect(steps.at(-1)).toMatchObject({ test: 'truth-score' });
    expect(steps.map((s) => s.i)).toEqual(steps.map((_, i) => i));
    expect(steps.every((s) => s.text.startsWith(`[${s.i}] `))).toBe(true);
  });

  it('divides the prior odds of an effect by the number of readings (engine.md §5.4) and says by how much', () => {
    // A modest effect (BF10 of a few), where the prior odds move the score; both readings share it.
    const n60 = 60;
    const x = normals(n60, 21);
    const y = x.map((v, i) => 0.35 * v + (normals(n60, 22)[i] as number));
    const ambiguous = { ad_spend: x, sales_online: y, sales_store: y.map((v) => v + 0.001) };
    const clear = { ad_spend: x, sales_online: y, warehouse_temperature: normals(n60, 23) };
    const r = analyze({ hypothesis: 'Ad spend increases sales', data: ambiguous, analysisType: 'descriptive' }, opts);
    const even = analyze({ hypothesis: 'Ad spend increases sales', data: clear, analysisType: 'descriptive' }, opts);
    expect(even.claim.columns).toEqual(['ad_spend', 'sales_online']);
    expect(even.proof.steps[0]!.stats.params).not.toHaveProperty('priorOddsDivisor');
    expect(r.proof.steps[0]!.stats.params).toMatchObject({ priorOddsDivisor: 2 });
    // P(H1|D) goes from BF/(1+BF) to BF/(2+BF): lower, but by less than half.
    expect(r.truthScore).toBeLessThan(even.truthScore);
    expect(r.truthScore).toBeGreaterThan(even.truthScore / 2);
    const counter = r.counterHypotheses.find((c) => c.description.startsWith('Multiple comparisons'));
    expect(counter?.generated_by).toBe('prior-odds');
    expect(counter!.description).toMatch(/"sales" can name sales_(online|store) or sales_(online|store), so the claim has 2 readings/);
    expect(counter!.strength).toBeGreaterThan(0.01);
    expect(r.scoreKind).toMatch(/prior odds of an effect divided by 2/);
    expect(r.proof.steps.at(-1)!.text).toMatch(/prior odds of an effect divided by 2\) = /);
  });

  it('keeps even prior odds for an ambiguous claim of no effect, which division would favour', () => {
    const data = { ad_spend: spend, sales_online: noise, sales_store: normals(n, 4) };
    const r = analyze({ hypothesis: 'Ad spend is unrelated to sales', data, analysisType: 'descriptive' }, opts);
    expect(r.proof.steps[0]!.stats.params).not.toHaveProperty('priorOddsDivisor');
    expect(r.counterHypotheses.some((c) => c.description.startsWith('Multiple comparisons'))).toBe(false);
  });

  it('gives no strong outlier caveat to a claim the data already refute', () => {
    const a = normals(40, 1).map((v) => 12 + 2 * v);
    const b = normals(40, 2).map((v) => 10 + 2 * v);
    const data = { variant: [...a.map(() => 'A'), ...b.map(() => 'B')], conversion_value: [...a, ...b] };
    const r = analyze({ hypothesis: 'Variant B has higher conversion value than variant A', data, analysisType: 'prescriptive' }, opts);
    expect(r.truthScore).toBeLessThan(0.01);
    expect(r.counterHypotheses.find((c) => c.generated_by === 'robustness:normal-scores')?.strength ?? 0).toBeLessThan(0.05);
  });

  it('records the engine and runtime versions in step 0', () => {
    const r = runCore({ hypothesis: 'ad budget drives total revenue', data: { ad_budget: spend, total_revenue: revenue }, analysisType: 'causal' });
    expect(r.steps[0]!.stats).toMatchObject({ engine: ENGINE_VERSION, deps: { node: process.versions.node, v8: process.versions.v8 } });
  });

  it('prices measured CPU time', () => {
    const r = analyze({ hypothesis: 'ad budget drives total revenue', data: { ad_budget: spend, total_revenue: revenue }, analysisType: 'causal' }, { ...opts, pricePerCpuSecond: 1 });
    expect(r.cpuMs).toBeGreaterThan(0);
    expect(r.cost).toBeCloseTo(r.cpuMs / 1000, 9);
    // on Linux the thread's own clock, and the proof chain says which clock it was
    expect(r.proof.envelope.cpuClock).toBe(process.platform === 'linux' ? 'thread' : 'process');
    expect(r.proofChain.at(-2)).toMatch(process.platform === 'linux' ? /^Cost \$[0-9.]+: [0-9.]+ ms of CPU \(this analysis thread's own CPU time/ : /whole process/);
  });

  it('accepts rows form with missing values and numeric strings', () => {
    const rows = spend.map((s, i) => ({ budget: i % 17 === 0 ? null : String(s.toFixed(2)), sales: i % 23 === 0 ? 'NA' : revenue[i] }));
    const r = analyze({ hypothesis: 'budget increases sales', data: rows, analysisType: 'descriptive' }, opts);
    expect(r.status).toBe('passed');
    expect(r.proofChain.some((l) => /n=1\d\d\)/.test(l))).toBe(true);
  });
});

describe('analyze errors', () => {
  const run = (hypothesis: string, data: unknown) => () => analyze({ hypothesis, data, analysisType: 'descriptive' }, opts);
  const code = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      return { code: (e as EngineError).code, status: (e as EngineError).status, message: (e as EngineError).message };
    }
    throw new Error('expected an EngineError');
  };

  it('names the columns when the hypothesis does not match', () => {
    const e = code(run('Coffee makes developers faster', { ad_budget: spend, total_revenue: revenue }));
    expect(e).toMatchObject({ code: 'hypothesis_not_testable', status: 422 });
    expect(e.message).toContain('ad_budget');
    expect(e.message).toContain('total_revenue');
  });

  it('rejects ragged columns, empty data and non-objects', () => {
    expect(code(run('a increases b', { a: [1, 2, 3, 4], b: [1, 2, 3] }))).toMatchObject({ code: 'invalid_data', status: 400 });
    expect(code(run('a increases b', { a: [], b: [] })).message).toMatch(/no rows/);
    expect(code(run('a increases b', 'a,b\n1,2')).code).toBe('invalid_data');
    expect(code(run('a increases b', [1, 2, 3, 4, 5])).message).toMatch(/row 0/);
  });

  it('answers "not enough data" (0.5, pending) for too few pairs, a constant column or a one-row group', () => {
    const cases = [
      ['Marketing spend increases revenue', { marketing_spend: [1, 2, 3], revenue: [2, 4, 6] }, 'descriptive', /only 3 rows have values for both marketing_spend and revenue/],
      ['alpha increases beta', { alpha: [1, 2, 3, 4, 5], beta: [2, 2, 2, 2, 2] }, 'descriptive', /column beta is constant/],
      ['Variant A has higher score than variant B', { variant: ['A', 'A', 'A', 'A', 'B'], score: [1, 2, 3, 4, 5] }, 'prescriptive', /variant = B has 1 usable row/],
      ['x predicts y', { x: [1, 2, 3, 4, 5], y: [2, 1, 4, 3, 5] }, 'predictive', /too few/],
    ] as const;
    for (const [hypothesis, data, analysisType, why] of cases) {
      const r = analyze({ hypothesis, data, analysisType }, opts);
      expect(r).toMatchObject({ truthScore: 0.5, status: 'pending' });
      const last = r.proof.steps.at(-1)!;
      expect(last).toMatchObject({ test: 'insufficient-data', stats: { truth: 0.5 } });
      expect(last.text).toMatch(/Not enough data/);
      expect(last.text).toMatch(why);
      expect(r.recommendation).toMatch(/not enough data/);
      expect(r.counterHypotheses.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('rejects overlong hypotheses and deeply nested data without crashing', () => {
    expect(code(run('x increases y '.repeat(300), { x: spend, y: revenue })).code).toBe('hypothesis_not_testable');
    let deep: unknown = 1;
    for (let i = 0; i < 20000; i++) deep = [deep];
    expect(code(run('x increases y', { x: [deep, 1, 2, 3], y: [1, 2, 3, 4] })).code).toBe('invalid_data');
  });

  it('rejects more than 1,000,000 rows with 413', () => {
    const big = { a: { length: 1_000_001 } as unknown as number[] };
    const e = code(run('a is above 3', Object.assign({}, big, { a: new Array(1_000_001).fill(1) })));
    expect(e).toMatchObject({ code: 'too_large', status: 413 });
  });

  it('never crashes on random JSON: it returns a result or throws an EngineError', () => {
    const hyp = fc.constantFrom('x increases y', 'the mean of x is above 3', 'group a has higher y than group b', 'x predicts y', 'y differs across g', 'At least 40% of rows are flag', 'x over 3 raises y', '');
    const cell = fc.oneof(fc.double(), fc.integer(), fc.constantFrom('a', 'b', 'NA', '', '1,5', '12%', 'yes', 'no'), fc.constant(null), fc.boolean());
    const cols = fc.record({ x: fc.array(cell, { maxLength: 30 }), y: fc.array(cell, { maxLength: 30 }), g: fc.array(cell, { maxLength: 30 }), flag: fc.array(cell, { maxLength: 30 }) });
    const data = fc.oneof(fc.jsonValue(), cols, fc.array(fc.record({ x: cell, y: cell, g: cell }), { maxLength: 40 }));
    fc.assert(
      fc.property(hyp, data, fc.constantFrom('predictive', 'causal', 'descriptive', 'prescriptive'), (h, d, t) => {
        try {
          const r = analyze({ hypothesis: h, data: d, analysisType: t as 'causal' }, opts);
          expect(r.truthScore).toBeGreaterThanOrEqual(0);
          expect(r.truthScore).toBeLessThanOrEqual(1);
          expect(r.counterHypotheses.length).toBeGreaterThanOrEqual(3);
        } catch (e) {
          if (!(e instanceof EngineError)) throw e;
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('a relation on one group\'s rows ("among smokers, dose increases the drop")', () => {
  // among smokers the drop grows with the dose; among non-smokers it does not
  const m = 120;
  const dose_mg = Array.from({ length: m }, (_, i) => [0, 10, 20, 40, 80][i % 5] as number);
  const smoker = Array.from({ length: m }, (_, i) => (i % 3 === 0 ? 'yes' : 'no'));
  const e = normals(m, 13);
  const drop = dose_mg.map((d, i) => (smoker[i] === 'yes' ? d / 8 : 5) + (e[i] as number));
  const data = { dose_mg, drop, smoker };
  const run = (hypothesis: string) => runCore({ hypothesis, data, analysisType: 'descriptive' });

  it('filters the rows, says how many are left, and tests the relation on them only', () => {
    const r = run('Among smokers, dose increases the drop');
    expect(r.claim.statement).toBe('higher dose_mg goes with higher drop among smoker = yes');
    expect(r.steps.some((s) => s.text === '[2] Rows with smoker = yes: 40 of 120; the tests below use these rows only')).toBe(true);
    expect(r.truthScore).toBeGreaterThan(0.95);
    // on the other group's rows, where the drop does not follow the dose, the claims come out the other way round
    expect(run('Among non-smokers, dose increases the drop').truthScore).toBeLessThan(0.6);
    expect(run('Among smokers, dose has no effect on the drop').truthScore).toBeLessThan(0.01);
    expect(run('Among non-smokers, dose has no effect on the drop').truthScore).toBeGreaterThan(0.4);
    for (const c of r.counterHypotheses.filter((x) => !['sampling', 'selection', 'measurement'].includes(x.generated_by))) {
      expect(c.description).toMatch(/\(among smoker = yes\)$/);
    }
  });
});

describe('a group named within another ("smokers with diabetes have a higher drop")', () => {
  // among smokers those with diabetes drop more; among non-smokers, the majority, they drop less
  const m = 120;
  const e = normals(m, 11);
  const smoker = Array.from({ length: m }, (_, i) => (i % 3 === 0 ? 'yes' : 'no'));
  const diabetes = Array.from({ length: m }, (_, i) => (i % 4 < 2 ? 'yes' : 'no'));
  const drop = smoker.map((s, i) => (s === 'yes' ? (diabetes[i] === 'yes' ? 14 : 8) : diabetes[i] === 'yes' ? 6 : 10) + (e[i] as number));
  const data = { smoker, diabetes, drop };
  const core = runCore({ hypothesis: 'Smokers with diabetes have a higher drop', data, analysisType: 'descriptive' });

  it('compares with and without diabetes on the smokers\' rows only, and says so', () => {
    const k = smoker.filter((s) => s === 'yes').length;
    expect(core.claim).toMatchObject({ kind: 'group', statement: 'mean drop is higher for diabetes = yes than for diabetes = no among smoker = yes' });
    expect(core.steps.some((s) => s.text === `[2] Rows with smoker = yes: ${k} of ${m}; the comparison below uses these rows only`)).toBe(true);
    expect(core.steps.find((s) => s.test === 'welch-t')?.inputs.n).toBe(k);
    expect(core.truthScore).toBeGreaterThan(0.8);
    // over all rows those with diabetes drop less: which rows are meant decides the verdict
    expect(runCore({ hypothesis: 'Patients with diabetes have a higher drop', data, analysisType: 'descriptive' }).truthScore).toBeLessThan(0.2);
  });
});

describe('a comparison within one group ("smokers over 40 stay longer")', () => {
  // among smokers the older stay longer; among non-smokers, the majority, the older stay shorter
  const m = 120;
  const e = normals(m, 7);
  const smoker = Array.from({ length: m }, (_, i) => (i % 3 === 0 ? 'yes' : 'no'));
  const age = Array.from({ length: m }, (_, i) => 20 + ((i * 37) % 60));
  const stay = age.map((a, i) => (smoker[i] === 'yes' ? (a > 40 ? 9 : 5) : a > 40 ? 8 : 13) + (e[i] as number));
  const data = { smoker, age, stay_days: stay };
  const core = runCore({ hypothesis: 'Smokers over 40 stay longer', data, analysisType: 'descriptive' });

  it('filters the rows first, says how many are left, and compares the sides of the cut on them only', () => {
    const k = smoker.filter((s) => s === 'yes').length;
    expect(core.claim).toMatchObject({ kind: 'group', statement: 'mean stay_days is higher for age > 40 than for age ≤ 40 among smoker = yes' });
    expect(core.steps[2]?.text).toBe(`[2] Rows with smoker = yes: ${k} of ${m}; the comparison below uses these rows only`);
    const welch = core.steps.find((s) => s.test === 'welch-t');
    expect(welch?.inputs.n).toBe(k);
    expect(welch?.text).toMatch(/Welch t-test, age > 40 \(n=\d+, mean [\d.]+\) vs age ≤ 40/);
    expect((welch?.stats.meanA as number) - (welch?.stats.meanB as number)).toBeGreaterThan(3);
    expect(core.truthScore).toBeGreaterThan(0.8);
  });

  it('says which rows each counter-hypothesis is about', () => {
    const own = core.counterHypotheses.filter((c) => c.generated_by !== 'sampling' && c.generated_by !== 'selection' && c.generated_by !== 'measurement');
    expect(own.length).toBeGreaterThan(0);
    for (const c of own) expect(c.description).toMatch(/\(among smoker = yes\)$/);
    // over all rows the older do not stay longer: the filter decides the verdict
    expect(runCore({ hypothesis: 'People over 40 stay longer', data, analysisType: 'descriptive' }).truthScore).toBeLessThan(0.8);
  });
});
