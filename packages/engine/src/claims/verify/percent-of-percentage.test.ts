import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// unemployment-across-industries.json, annual means: Finance 2.98 % (2007) → 6.4 % (2009), +115.1 % relative,
// +3.43 percentage points; Construction 7.38 % → 19.05 %, +158.3 %, +11.67 percentage points.
describe('a percent change of a rate in % is read as relative change and as percentage points', () => {
  it('"rose by 3%": 3.43 points holds, 115 % relative does not, so it depends on the definition', () => {
    const r = v('Finance unemployment rose by 3% between 2007 and 2009');
    expect(r.verdict).toBe('depends_on_definition');
    // The relative change stays the default reading.
    expect(r.readings[0]).toMatchObject({ id: 'default', isDefault: true, holds: false });
    expect(r.readings.find((x) => x.id === 'percentage_points')).toMatchObject({ isDefault: false, holds: true });
    expect(r.summary).toMatch(/"3%" read as percentage points \(2\.98 % → 6\.4 %: \+3\.43 percentage points\)/);
  });

  it('"rose by over 100%": relative holds, 3.43 points does not', () => {
    const r = v('Finance unemployment rose by over 100% between 2007 and 2009');
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.readings[0]).toMatchObject({ id: 'default', holds: true });
  });

  it('both readings refute "rose by 50%", so the verdict stands, with both in evidence', () => {
    const r = v('Construction unemployment rose by 50% between 2007 and 2009');
    expect(r.verdict).toBe('refuted');
    expect(r.evidence.map((e) => e.computation.op)).toContain('rise = 50 percentage points');
  });

  it('a share in words and a measure not in % keep the relative reading alone', () => {
    expect(v('Finance unemployment rose by half between 2007 and 2009').readings.map((x) => x.id)).not.toContain('percentage_points');
    expect(v('CO2 rose by 10% between 1990 and 2010').readings.map((x) => x.id)).not.toContain('percentage_points');
  });
});

// unemployment-across-industries.json: Finance January 2008 3 % → January 2009 6 %; 2009 means Construction 19.05 %,
// Finance 6.4 % (197.7 % higher, 12.65 percentage points).
describe('the percentage-points reading under every definition of the ends, and for percent gaps of rates', () => {
  it('"rose by 3% in 2009": January→January is 3 points, so it depends on the definition', () => {
    const r = v('Finance unemployment rose by 3% in 2009');
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.readings.find((x) => x.id === 'jan_to_jan_percentage_points')).toMatchObject({ isDefault: false, holds: true });
    expect(r.summary).toMatch(/January 2008 to January 2009, "3%" read as percentage points \(3 % → 6 %: \+3 percentage points\)/);
  });

  it('"13% higher than" of two rates: 12.65 points beside 197.7 % relative', () => {
    const r = v('Construction unemployment was 13% higher than finance unemployment in 2009');
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.readings.map((x) => [x.id, x.holds])).toEqual([['default', false], ['percentage_points', true]]);
    expect(r.summary).toMatch(/"13%" read as percentage points \(higher by 12\.65 percentage points\)/);
  });

  it('a gap in words, or of a measure not in %, stays relative only', () => {
    expect(v('Construction unemployment was a third higher than finance unemployment in 2009').readings.map((x) => x.id)).not.toContain('percentage_points');
    expect(v('Seattle got 20% more rain than New York in 2012').readings.map((x) => x.id)).not.toContain('percentage_points');
  });
});
