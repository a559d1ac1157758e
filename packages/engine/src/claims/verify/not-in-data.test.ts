import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

describe('what the catalog does not have, named as the claim names it', () => {
  it('"wind" of Iowa\'s electricity is not broken out of Renewables (was: "only Nuclear Energy was found", or the weather\'s wind speed)', () => {
    for (const claim of ['Wind generated more electricity than nuclear in Iowa in 2010', 'Wind overtook nuclear in Iowa in 2010']) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.reason?.message, claim).toBe('Wind: wind is not broken out of Renewables.');
    }
    expect(v('Coal produced more electricity than nuclear in Iowa in 2010').reason?.message).toBe('Coal: coal is not broken out of Fossil Fuels.');
    // the weather's wind speed is still what a claim about wind speed meets
    expect(v('Wind speeds in Seattle were above 3 in 2014').reason?.message).toMatch(/^Wind: wind speeds are not verified/);
  });

  it('the world as a whole (was: "That place: …")', () => {
    for (const claim of ["The world's population doubled between 1960 and 2000", 'World population was above 6 billion in 2000', 'Global population passed 6 billion in 2000']) {
      const r = v(claim);
      expect(r.reason?.code, claim).toBe('entity_not_in_catalog');
      expect(r.reason?.message, claim).toMatch(/^The world as a whole: /);
    }
  });
});

describe('a city\'s temperature: each day\'s high and low, no mean', () => {
  it('"average temperature" asks which (was: the daily highs, silently)', () => {
    for (const claim of ['The average temperature in Seattle in 2015 was above 10 degrees', "Seattle's mean temperature in July 2015 was 20 degrees"]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.reason?.code, claim).toBe('ambiguous');
      expect(r.reason?.message, claim).toMatch(/has each day's high and low temperature for Seattle, not its (average|mean) temperature.* Say which: "the average high" or "the average low"/);
    }
  });

  it('"average low" reads the daily lows (was: the daily highs, and refuted)', () => {
    const low = v('The average low in Seattle in January 2015 was below 5 degrees');
    expect(low.verdict).toBe('supported');
    expect(low.summary).toMatch(/daily minimum temperature \(mean of 31 days of January 2015\) as 4\.35 °C/);
    expect(v('The average high in Seattle in July 2015 exceeded 25 degrees').summary).toMatch(/daily maximum temperature/);
  });
});

describe('words the verifier reads since 0.6.291', () => {
  it('"than the year before" is the year before the one named (was: "not what Seattle is compared with")', () => {
    const r = v('Seattle got less rain in 2013 than the year before');
    expect(r.verdict).toBe('supported');
    expect(r.summary).toMatch(/828 mm for Seattle, total over 365 days of 2013 and 1,226 mm for Seattle, total over 366 days of 2012/);
    expect(v('Construction unemployment in 2009 was higher than the previous year').verdict).toBe('supported');
    // data every five years have no year before
    expect(v("Japan's life expectancy was higher than the year before in 2005").reason?.message).toMatch(/no value for 2004/);
  });

  it('"richer", "poorer", "the richest" of countries are GDP per capita (were: no measure, or no comparison)', () => {
    expect(v('Norway is richer than Sweden').verdict).toBe('supported');
    expect(v('India is poorer than China').verdict).toBe('supported');
    expect(v('Japan is wealthier than Germany').verdict).toBe('refuted');
    expect(v('Luxembourg is the richest country').summary).toMatch(/the highest GDP per capita \(PPP\) of 187 countries is Qatar/);
  });
});
