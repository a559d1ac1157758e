import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// iowa-electricity.csv Nuclear Energy: 3,853,000 MWh (2001) → 5,214,000 MWh (2017), but lower than the year before in
// 8 of the 16 years (2002→2003 first). global-temp.csv: 2010 0.72 °C, 2011 0.61 °C. CO2 yearly means rise every year.
describe('"rose every year" is read year by year, not between the ends', () => {
  it.each([
    // Was supported: the ends alone (+35.3 %).
    ['Nuclear power in Iowa grew every year from 2001 to 2017', 'refuted', /it rises in 8 of 16 years; not in 2002→2003/],
    ['Global temperatures rose every year from 2010 to 2016', 'refuted', /2010→2011 \(0\.72 °C → 0\.61 °C\)/],
    ['CO2 rose every year from 1970 to 2019', 'supported', /it rises in 49 of 49 years/],
    ['Nonfarm employment fell every year from 2008 to 2010', 'supported', /it falls in 2 of 2 years/],
  ])('%s → %s', (claim, verdict, text) => {
    const r = v(claim);
    expect(r.verdict).toBe(verdict);
    expect(r.readings[0]).toMatchObject({ id: 'every_year', isDefault: true });
    expect(r.summary).toMatch(text);
  });

  it('data every few years refutes by a step the other way, but cannot show every year went the claim\'s way', () => {
    expect(v("India's population fell every year from 1955 to 2005").verdict).toBe('refuted');
    const r = v("India's population rose every year from 1955 to 2005");
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.message).toMatch(/has values every 5 years, so a change in every year of 1955–2005 is not all in the data/);
  });

  it('without "every year" the ends are read, as before', () => {
    expect(v('Nuclear power in Iowa grew from 2001 to 2017').verdict).toBe('supported');
  });
});
