import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

describe('"Other readings disagree" names only the readings that disagree with the default', () => {
  it('CO2 +10.08 % on annual means: only January→January (+9.87 %) is listed', () => {
    const r = v('CO2 rose by over 10% from 1990 to 2010');
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.summary).toContain('Other readings disagree: January 1990 to January 2010 (353.7 ppm → 388.6 ppm: 9.87 %).');
    expect(r.summary).not.toContain('December 1990 to December 2010');
    expect(r.summary).not.toContain('seasonally adjusted');
    // every reading is still in the readings and the evidence
    expect(r.readings).toHaveLength(5);
    expect(r.evidence).toHaveLength(5);
  });

  it('a default that fails lists the readings that hold', () => {
    const r = v('US nonfarm jobs fell from 138 million to 130 million between 2008 and 2010');
    expect(r.readings.find((x) => x.isDefault)!.holds).toBe(false);
    expect(r.summary).toContain('Other readings disagree: January 2008 to January 2010 (');
    expect(r.summary).not.toContain('December 2008 to December 2010');
  });
});
