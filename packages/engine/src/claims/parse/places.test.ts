import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { parseClaim } from './parse-claim.ts';

const places = (claim: string) => parseClaim(claim, testCatalog().aliases).places;

describe('capitalised names that stand where a place does', () => {
  it.each([
    ['Phoenix was hotter in 2015 than in 2014', ['Phoenix']],
    ['Temperatures in the Northern Hemisphere rose', ['Northern Hemisphere']],
    ["Phoenix's temperature rose", ['Phoenix']],
    ['Seattle is rainier than the Sahara', ['Sahara']],
    ['Seattle is rainier than New York and Phoenix', ['Phoenix']],
    ['Seattle is rainier than New York, Boston or Phoenix', ['Boston', 'Phoenix']],
    ['Phoenix and Seattle are hotter than New York', ['Phoenix']],
  ])('%s → %j', (claim, want) => {
    expect(places(claim)).toEqual(want);
  });

  it.each([
    'According to Reuters, global temperatures rose between 1980 and 2020',
    'Temperatures rose between 1980 and 2020, the Times reported',
    'A report in the Times says temperatures rose',
    'Scientists at Berkeley Earth say temperatures rose',
    'Surprisingly, Seattle was rainier than New York',
    'Few places are rainier than Seattle',
    'Last year Seattle was warmer than New York',
    'Snow was heavier in New York in 2014',
    'Atmospheric CO2 was below 330 ppm in 1970',
    "Seattle's average daily high was above 70°F in 2013",
    'Nuclear energy produced less than 5,000 GWh in Iowa in 2010',
    'Global temperatures in Q1 2015 were high',
  ])('none in: %s', (claim) => {
    expect(places(claim)).toEqual([]);
  });
});
