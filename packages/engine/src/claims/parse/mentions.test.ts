import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from '../verify/verify-claim.ts';
import { scanMentions } from './mentions.ts';

const keys = (s: string) => scanMentions(s, testCatalog().aliases).mentions.map((m) => m.keys);

describe('entity resolution', () => {
  it('maps the many names of the United States and the UK to one key each', () => {
    for (const s of ['US', 'U.S.', 'USA', 'U.S.A.', 'America', 'United States', 'United States of America']) {
      expect(keys(`${s} fertility`)[0], s).toContain('country:US');
    }
    for (const s of ['UK', 'U.K.', 'Britain', 'Great Britain', 'United Kingdom']) expect(keys(`${s} fertility`)[0], s).toContain('country:GB');
  });

  it('resolves design aliases: Korea, DPRK, Hong Kong, Eswatini, Czechia, Türkiye, Ivory Coast', () => {
    expect(keys('Korea')[0]).toContain('country:KR');
    expect(keys('DPRK')[0]).toContain('country:KP');
    expect(keys('Hong Kong')[0]).toContain('country:HK');
    expect(keys('Eswatini')[0]).toContain('country:SZ');
    expect(keys('Czechia')[0]).toContain('country:CZ');
    expect(keys('Türkiye')[0]).toContain('country:TR');
    expect(keys('Côte d’Ivoire')[0]).toContain('country:CI');
    expect(keys('Ivory Coast')[0]).toContain('country:CI');
  });

  it('does not read the pronoun "us" as the United States', () => {
    expect(keys('tell us about fertility')).toEqual([]);
  });

  it('keeps "Congo" out: it names two countries', () => {
    expect(keys('Congo')).toEqual([]);
  });

  it('prefers the longest name (New Zealand, not Zealand; Papua New Guinea, not Guinea)', () => {
    expect(scanMentions('New Zealand and Papua New Guinea', testCatalog().aliases).mentions.map((m) => m.text)).toEqual(['New Zealand', 'Papua New Guinea']);
  });

  it('picks Georgia the country or the state by the metric', () => {
    const c = testCatalog();
    const country = verifyClaim('Life expectancy in Georgia was above 60 in 1990', c);
    expect(country.parse.dataset).toBe('gapminder');
    const state = verifyClaim('In 2013 more than 2% of households in Georgia earned $200,000 or more', c);
    expect(state.parse.dataset).toBe('income');
  });

  it('picks New York the city for weather and the state for income', () => {
    const c = testCatalog();
    expect(verifyClaim('New York got more than 1,000 mm of precipitation in 2014', c).parse.dataset).toBe('weather');
    expect(verifyClaim('In 2013 more than 5% of households in New York earned $200,000 or more', c).parse.dataset).toBe('income');
  });

  it('flags unknown proper names and words for sub-series the data lacks', () => {
    const s = scanMentions('Coal beat Atlantis in Iowa', testCatalog().aliases);
    expect(s.absent.map((a) => a.text)).toEqual(['Coal']);
    expect(s.unknownNames).toContain('Atlantis');
  });

  it('groups unknown capitalised words into names, over spaces and particles only', () => {
    const runs = (t: string) => scanMentions(t, testCatalog().aliases).nameRuns.map((r) => [r.text, r.first]);
    expect(runs('Seattle gets less rain than Rio de Janeiro or Los Angeles')).toEqual([['Rio de Janeiro', false], ['Los Angeles', false]]);
    // A known name, a comma or a possessive ends a name; months and openers in the stop list are none.
    expect(runs("Phoenix, Arizona and Tokyo's rain in January")).toEqual([['Phoenix', true], ['Tokyo', false]]);
    expect(runs('The rain in Seattle')).toEqual([]);
  });
});
