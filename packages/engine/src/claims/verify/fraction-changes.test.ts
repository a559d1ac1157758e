import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// gapminder population: Nigeria 2000 122.9 M → 2005 140.5 M (+14.4 %); 1980 72.95 M → 2000 122.9 M (+68.4 %).
// China 1955 603.3 M → 1980 982.4 M (+62.8 %). us-employment construction, annual means: 2006 7.69 M → 2011 5.53 M (−28.1 %).
describe('a change "by a third", "by half", "by two thirds" is a share of the start', () => {
  it('"Nigeria\'s population rose by a third between 2000 and 2005" is refuted (+14.4 %), not a mere rise', () => {
    const r = v("Nigeria's population rose by a third between 2000 and 2005");
    expect(r.parse).toMatchObject({ kind: 'change', op: 'pct=' });
    expect(r.parse.value).toBeCloseTo(33.33, 2);
    expect(r.verdict).toBe('refuted');
  });

  it.each([
    ['Construction employment dropped by a third between 2006 and 2011', 'refuted', 'pct='],
    ['Construction employment fell by more than a quarter between 2006 and 2011', 'supported', 'pct>'],
    ["Nigeria's population rose by half between 1980 and 2000", 'refuted', 'pct='],
    ["India's population grew by more than half between 1980 and 2000", 'supported', 'pct>'],
  ])('%s → %s', (claim, verdict, op) => {
    const r = v(claim);
    expect(r.parse.op).toBe(op);
    expect(r.verdict).toBe(verdict);
  });

  it('a share in words holds within a twentieth of itself: "by two thirds" for +62.8 % is a near miss, not 0', () => {
    const r = v("China's population grew by two thirds between 1955 and 1980");
    expect(r.verdict).toBe('refuted');
    expect(r.veracityScore!).toBeGreaterThan(0.2);
  });

  it('leaves "fell by half" a ratio', () => {
    expect(v('Fertility in China fell by half between 1955 and 1980').parse.op).toBe('ratio<=');
  });
});
