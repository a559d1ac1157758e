import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());
const ids = (claim: string) => v(claim).readings.map((x) => x.id);

// weather.csv New York mean daily maximum: 2013 16.61 °C, 2015 17.61 °C; January 2013 5.25 °C, January 2015 2.95 °C.
describe('claims.md §3: "between Y1 and Y2" on daily data also shows January→December and December→December', () => {
  it('a change of a daily level has the same readings as one of a monthly level', () => {
    expect(ids('New York maximum temperature rose from 2013 to 2015')).toEqual(['default', 'jan_to_dec', 'dec_to_dec', 'jan_to_jan']);
    expect(ids('New York maximum temperature rose from 2013 to 2015')).toEqual(ids('US nonfarm jobs fell between 2013 and 2015'));
  });

  it('the month readings are those months\' means of the daily values, and may disagree with the annual means', () => {
    const r = v('New York maximum temperature rose from 2013 to 2015');
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.summary).toContain('Other readings disagree: January 2013 to January 2015 (5.25 °C → 2.95 °C');
    const jan = r.evidence.find((e) => e.reading === 'January 2013 to January 2015')!;
    expect(jan.computation.lhs.label).toContain('mean of 31 days of January 2013');
  });

  it('a from-to claim on daily data is read under the same readings', () => {
    expect(ids("Seattle's maximum temperature rose from 5 to 3 degrees from 2013 to 2015")).toEqual(['default', 'jan_to_dec', 'dec_to_dec', 'jan_to_jan']);
  });

  it('stated values that match the annual means, and neither end of a month reading, name the annual reading', () => {
    // Seattle's mean daily maximum: 2012 15.28 °C, 2015 17.43 °C; its Januaries and Decembers are near 8 °C
    const r = v("Seattle's maximum temperature rose from 15 to 17 degrees from 2012 to 2015");
    expect(r.readings.map((x) => x.id)).toEqual(['default']);
    expect(r.verdict).toBe('supported');
    // where a month reading matches a stated end, it stays beside the default (Mauna Loa CO2, December 2010 near 390)
    expect(ids('CO2 rose from 340 to 390 ppm from 1980 to 2010')).toEqual(expect.arrayContaining(['default', 'jan_to_dec']));
  });

  it('a daily total (precipitation) keeps its annual totals alone', () => {
    expect(ids('Seattle rainfall rose between 2013 and 2014')).toEqual(['default']);
  });
});
