import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog(), { today: '2026-11-27' });

// co2-concentration.csv ends in April 2020 (2019 is its last whole year); us-employment.csv ends in 2015.
describe('"since YEAR" runs to the data\'s end, said in a caveat', () => {
  it('reads "since 2010" to the last whole year of the claim\'s dataset, not a fixed year', () => {
    const r = v('CO2 has risen since 2010');
    expect(r.verdict).toBe('supported');
    expect(r.summary).toMatch(/2019/);
    expect(r.evidence[0]!.caveats.join(' ')).toMatch(/"since 2010" read as 2010–2019.*before today \(2026\)/);
    const jobs = v('Nonfarm payrolls have grown since 2010');
    expect(jobs.verdict).toBe('supported');
    expect(jobs.summary).toMatch(/2015/);
  });

  it('still refuses a start the data does not have', () => {
    expect(v('Seattle got more rain since 2018').reason?.code).toBe('time_out_of_range');
  });
});
