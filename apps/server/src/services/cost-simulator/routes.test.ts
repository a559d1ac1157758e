import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../testing/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ COST_PER_CPU_SECOND: '0.00001', COST_PER_REQUEST_USD: '0.002' });
});
afterAll(async () => {
  await server?.close();
});

describe('cost simulator at /cost', () => {
  it('GET /cost/health answers ok with the measured compute figure', async () => {
    const res = await fetch(`${server.url}/cost/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, any>;
    expect(body).toMatchObject({ ok: true, service: 'cost-simulator' });
    expect(body.cpuSecondsPerRow).toBeGreaterThan(0);
  });

  it('POST /cost/simulate follows the documented model with the measured CPU figure', async () => {
    const res = await postJson(`${server.url}/cost/simulate`, { analysesPerMonth: 1000, rowsPerAnalysis: 5000, planId: 'starter' });
    expect(res.status).toBe(200);
    const sim = res.body.data;
    const base = sim.model.cpuSecondsPerRow * 5000 * 0.00001 + 0.002;
    const rel = (a: number, b: number) => expect(a / b).toBeCloseTo(1, 5); // money has 6 significant figures
    rel(sim.model.baseCostPerAnalysis, base);
    // 1000 = 10^3: three 15% reductions
    rel(sim.costPerAnalysis, base * 0.85 ** 3);
    rel(sim.monthlyCost, base * 0.85 ** 3 * 1000);
    expect(sim.curve.map((p: any) => p.analysesPerMonth)).toEqual([1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7]);
    for (let i = 1; i < sim.curve.length; i++) {
      expect(sim.curve[i].costPerAnalysis / sim.curve[i - 1].costPerAnalysis).toBeCloseTo(0.85, 3);
    }
    // $99 starter plan: margin = (99 − monthly) / 99
    expect(sim.plan).toMatchObject({ id: 'starter', priceCents: 9900, analysisLimit: 100, withinLimit: false });
    expect(sim.plan.grossMargin).toBeCloseTo((99 - sim.monthlyCost) / 99, 4);
    expect(sim.plan.meetsMarginTarget).toBe(sim.plan.grossMargin >= 0.7);
    expect(sim.meetsCostTarget).toBe(sim.costPerAnalysis <= 0.003);
  });

  it('defaults rowsPerAnalysis and has no margin on the free plan', async () => {
    const res = await postJson(`${server.url}/cost/simulate`, { analysesPerMonth: 10, planId: 'free' });
    expect(res.status).toBe(200);
    expect(res.body.data.rowsPerAnalysis).toBe(1000);
    expect(res.body.data.plan).toMatchObject({ id: 'free', grossMargin: null, meetsMarginTarget: null, withinLimit: true });
  });

  it.each([
    [{}, 'body.analysesPerMonth'],
    [{ analysesPerMonth: 0 }, 'body.analysesPerMonth'],
    [{ analysesPerMonth: 'many' }, 'body.analysesPerMonth'],
    [{ analysesPerMonth: 10, rowsPerAnalysis: -5 }, 'body.rowsPerAnalysis'],
    [{ analysesPerMonth: 10, planId: 'platinum' }, 'body.planId'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await postJson(`${server.url}/cost/simulate`, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toContain(field);
  });
});

describe('truth engine shell at /engine', () => {
  it('GET /engine/health answers ok', async () => {
    const res = await fetch(`${server.url}/engine/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, service: 'truth-engine' });
  });
});
