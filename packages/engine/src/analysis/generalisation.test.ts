/**
 * Held-out scenarios written for the engine (not from the dev bench): new
 * column names, phrasings and data, with the status a careful analyst expects.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';

function normals(n: number, seed: number): number[] { let s = seed >>> 0; const u = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) + 0.5) / 2 ** 32; return Array.from({ length: n }, () => Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u())); }
function unif(n: number, seed: number): number[] { let s = seed >>> 0; return Array.from({ length: n }, () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) + 0.5) / 2 ** 32); }
const r2 = (v: number) => Math.round(v * 100) / 100;
const n = 400;
const a = normals(n, 1), b = normals(n, 2), c = normals(n, 3), u = unif(n, 5), u2 = unif(n, 6);
const temp = a.map((v) => r2(20 + 5 * v));
const icecream = temp.map((t, i) => r2(200 + 8 * t + 30 * b[i]!));
const drownings = temp.map((t, i) => Math.max(0, Math.round(2 + 0.2 * t + 1.5 * c[i]!)));
const cases: { h: string; data: unknown; t: 'causal' | 'descriptive' | 'predictive' | 'prescriptive'; expect: string }[] = [
  { h: 'Ice cream sales cause drownings', data: { temperature_c: temp, ice_cream_sales: icecream, drownings }, t: 'causal', expect: 'failed' },
  { h: 'Ice cream sales are associated with drownings', data: { temperature_c: temp, ice_cream_sales: icecream, drownings }, t: 'descriptive', expect: 'passed' },
  { h: 'Hotter days sell more ice cream', data: { temperature_c: temp, ice_cream_sales: icecream }, t: 'causal', expect: 'passed' },
  { h: 'Temperature does not affect ice cream sales', data: { temperature_c: temp, ice_cream_sales: icecream }, t: 'descriptive', expect: 'failed' },
  { h: 'Employees who work from home are more productive', data: { remote: u.map((x) => (x < 0.5 ? 'yes' : 'no')), productivity_index: u.map((x, i) => r2(50 + (x < 0.5 ? 4 : 0) + 10 * a[i]!)) }, t: 'prescriptive', expect: 'passed' },
  { h: 'Mobile users convert better than desktop users', data: { device: u.map((x) => (x < 0.5 ? 'mobile' : 'desktop')), purchased: u2.map((x, i) => (x < ((u[i]! < 0.5) ? 0.1 : 0.1) ? 1 : 0)) }, t: 'prescriptive', expect: 'failed' },
  { h: 'Average basket size is above 40', data: { basket_size: a.map((v) => r2(42 + 10 * v)) }, t: 'descriptive', expect: 'passed' },
  { h: 'Average basket size is above 45', data: { basket_size: a.map((v) => r2(42 + 10 * v)) }, t: 'descriptive', expect: 'failed' },
  { h: 'Fewer than 20% of orders are returned', data: { returned: u.map((x) => (x < 0.1 ? 'yes' : 'no')) }, t: 'descriptive', expect: 'passed' },
  { h: 'Satisfaction varies by store', data: { store: u.map((x) => ['A1', 'B2', 'C3', 'D4'][Math.floor(x * 4)]!), satisfaction: a.map((v, i) => r2(7 + v + (u[i]! < 0.25 ? 1.5 : 0))) }, t: 'prescriptive', expect: 'passed' },
  { h: 'Discounts increase repeat purchases', data: { discount_pct: u.map((x) => r2(x * 30)), repeat_purchases: u.map((x, i) => Math.round(2 + x * 0.05 + b[i]!)) }, t: 'causal', expect: 'failed' },
  { h: 'Salary can be predicted from years of education', data: { education_years: u.map((x) => Math.round(10 + 10 * x)), salary: u.map((x, i) => Math.round(30000 + 40000 * x + 8000 * b[i]!)) }, t: 'predictive', expect: 'passed' },
  { h: 'Page views predict revenue', data: { page_views: a.map((v) => Math.round(1000 + 100 * v)), revenue: b.map((v) => r2(500 + 50 * v)) }, t: 'predictive', expect: 'failed' },
  { h: 'Longer onboarding reduces churn', data: { onboarding_minutes: a.map((v) => r2(30 + 5 * v)), churn_risk: a.map((v, i) => r2(0.5 - 0.05 * v + 0.05 * c[i]!)) }, t: 'causal', expect: 'passed' },
  { h: 'Revenue grew over time', data: { month: Array.from({ length: 36 }, (_, i) => i + 1), revenue: Array.from({ length: 36 }, (_, i) => 100 + 3 * i + 5 * a[i]!) }, t: 'descriptive', expect: 'passed' },
  { h: 'Price does not influence conversion', data: { price: a.map((v) => r2(20 + 2 * v)), converted: u.map((x) => (x < 0.3 ? 'yes' : 'no')) }, t: 'causal', expect: 'passed' },
  { h: 'Customers on the premium plan spend more than customers on the basic plan', data: u.map((x, i) => ({ plan: x < 0.5 ? 'premium' : 'basic', monthly_spend: r2(40 + (x < 0.5 ? 10 : 0) + 8 * a[i]!) })), t: 'prescriptive', expect: 'passed' },
  { h: 'The typical response time is under 2 seconds', data: { response_time_s: a.map((v) => r2(Math.exp(0.3 + 0.5 * v))) }, t: 'descriptive', expect: 'passed' },
];

describe('held-out scenarios', () => {
  for (const c of cases) {
    it(`${c.expect}: ${c.h}`, () => {
      const r = analyze({ hypothesis: c.h, data: c.data, analysisType: c.t }, { insightId: 'x', timestamp: '2026-01-01T00:00:00.000Z' });
      expect(r.status).toBe(c.expect);
    });
  }
});
