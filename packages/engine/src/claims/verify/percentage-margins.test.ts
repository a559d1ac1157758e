import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// A percentage's σ is absolute (unemployment 0.3 pp, shares 1 pp: claims.md §4), so how far a claim is off is
// said in percentage points; "+29.3 % off" for 5.3 % against 4.1 % reads as a far bigger miss than it is.
describe('margins and "off" figures of percentage metrics are in percentage points', () => {
  it('a stated rate or share', () => {
    const r = v('Unemployment in the information sector stood at 5.3% in July 2008'); // data: 4.1 %
    expect(r.summary).toMatch(/\+1\.2 percentage points off/);
    expect(r.evidence[0]!.computation.margin).toBe('+1.2 percentage points off');
    expect(v('The share of households in Alabama with income under $10,000 was 12% in 2013').summary).toMatch(/\+1\.8 percentage points off/); // 10.2 %
  });

  it('both ends of a from-to claim', () => {
    const r = v('Construction unemployment rose from 7% to 19% between 2007 and 2009'); // annual means 7.38 % → 19.05 %
    const def = r.evidence.find((e) => e.computation.op === 'from→to' && e.reading === r.readings.find((x) => x.isDefault)!.label) ?? r.evidence[0]!;
    expect(def.computation.margin).toBe('start -0.38 percentage points off, end -0.05 percentage points off');
    expect(r.summary).not.toMatch(/ % off/);
  });

  it('a change and its stated size', () => {
    expect(v('Construction unemployment rose between 2007 and 2009').summary).toMatch(/\+11\.67 percentage points; claim: increase/);
    expect(v('Construction unemployment rose by 5 percentage points between 2007 and 2009').summary).toMatch(/claim: rise = 5 percentage points/);
  });

  it('a gap in a ranking of rates', () => {
    const r = v('Construction had the highest unemployment rate in 2009'); // 19.05 % ahead of 14.39 %
    expect(r.evidence[0]!.computation.margin).toBe('leads by 4.66 percentage points');
  });

  it('other measures keep the relative figure', () => {
    expect(v('Life expectancy in Japan was 80 in 2005').summary).toMatch(/-3 % off/); // 82.5 years
    expect(v('Seattle got 1,000 mm of rain in 2014').summary).toMatch(/ % off/);
  });
});
