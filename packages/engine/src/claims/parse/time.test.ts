import { describe, expect, it } from 'vitest';
import { findTimes } from './time.ts';

const kinds = (s: string) => findTimes(s).times.map((t) => (t.kind === 'point' ? t.at : t.kind === 'range' ? [t.from, t.to] : t.kind));

describe('time expressions', () => {
  it('finds years, months and dates', () => {
    expect(kinds('in 2005')).toEqual([{ year: 2005 }]);
    expect(kinds('In March 1995, the rate')).toEqual([{ year: 1995, month: 3 }]);
    expect(kinds('in Feb. 2005')).toEqual([{ year: 2005, month: 2 }]);
    expect(kinds('on March 5, 2014')).toEqual([{ year: 2014, month: 3, day: 5 }]);
    expect(kinds('on 2014-03-05')).toEqual([{ year: 2014, month: 3, day: 5 }]);
  });

  it('finds ranges, decades and "since"', () => {
    expect(kinds('Between 1967 and 1985 the CO2')).toEqual([[{ year: 1967 }, { year: 1985 }]]);
    expect(kinds('From 2001 to 2009, Amazon')).toEqual([[{ year: 2001 }, { year: 2009 }]]);
    expect(kinds('2012-2015')).toEqual([[{ year: 2012 }, { year: 2015 }]]);
    expect(kinds('in the 1990s')).toEqual([[{ year: 1990 }, { year: 1999 }]]);
    expect(findTimes('since 2010', undefined, '2026-11-27').times.map((t) => (t.kind === 'range' ? [t.from, t.to] : t.kind))).toEqual([[{ year: 2010 }, { year: 2026 }]]);
  });

  it('keeps a backwards pair as two points, not a range', () => {
    expect(kinds('higher in 2019 than in 2013')).toEqual([{ year: 2019 }, { year: 2013 }]);
  });

  it('does not take money or counts for years', () => {
    expect(kinds('earned $2,000 or more')).toEqual([]);
    expect(kinds('more than 1999 people')).toEqual([]);
    expect(kinds('1,995 jobs')).toEqual([]);
  });

  it('recognises present-tense snapshots and "ever"', () => {
    expect(kinds('Denmark is home to 5 million people')).toEqual(['snapshot']);
    expect(kinds('the warmest year on record')).toEqual(['ever']);
  });

  it('masks the times it found', () => {
    expect(findTimes('rose from 2001 to 2009 by 10%').masked).toBe(`rose ${' '.repeat(17)} by 10%`);
  });
});

describe('a month without a year', () => {
  it('is a month of no particular year', () => {
    expect(kinds('Seattle is rainier than New York in December')).toEqual(['month']);
    expect(findTimes('rainier in November than in July').times.map((t) => (t.kind === 'month' ? t.month : t.kind))).toEqual([11, 7]);
    expect(findTimes("Seattle's December rain").times.map((t) => (t.kind === 'month' ? t.month : t.kind))).toEqual([12]);
    // "may" the verb is no month.
    expect(kinds('Seattle may be rainier than New York')).toEqual([]);
  });

  it('beside years without months, is that month of each year', () => {
    expect(kinds('In July, Seattle was hotter in 2015 than in 2014')).toEqual([{ year: 2015, month: 7 }, { year: 2014, month: 7 }]);
    expect(kinds('December rain rose between 2012 and 2015')).toEqual([[{ year: 2012, month: 12 }, { year: 2015, month: 12 }]]);
    // A month with its year is one point, as before.
    expect(kinds('New York was hotter than Seattle in July 2015')).toEqual([{ year: 2015, month: 7 }]);
    expect(kinds('in December of 2015')).toEqual([{ year: 2015, month: 12 }]);
  });
});

describe('a season', () => {
  it('with its year is that season of the year; a winter named by both its years says which', () => {
    expect(kinds('Seattle was cooler in Summer 2015')).toEqual([{ year: 2015, season: 'summer' }]);
    expect(kinds('in the winter of 2014')).toEqual([{ year: 2014, season: 'winter' }]);
    expect(kinds('in fall 2013')).toEqual([{ year: 2013, season: 'autumn' }]);
    expect(kinds('in winter 2013–14')).toEqual([{ year: 2014, season: 'winter', decYear: 2013 }]);
    expect(kinds('the winter of 2013/2014')).toEqual([{ year: 2014, season: 'winter', decYear: 2013 }]);
    // Years that do not follow each other are a range of winters.
    expect(kinds('in winter 2013-2015')).toEqual([[{ year: 2013, season: 'winter' }, { year: 2015, season: 'winter' }]]);
  });

  it('without a year is a season of no particular year, or that season of each year beside it', () => {
    expect(kinds('Seattle is cooler than New York in summer')).toEqual(['season']);
    expect(kinds('In summer, Seattle was hotter in 2015 than in 2014')).toEqual([{ year: 2015, season: 'summer' }, { year: 2014, season: 'summer' }]);
    expect(kinds("Seattle's wettest winter was in 2014")).toEqual([{ year: 2014, season: 'winter' }]);
    expect(kinds('from summer 2012 to 2015')).toEqual([[{ year: 2012, season: 'summer' }, { year: 2015, season: 'summer' }]]);
    expect(findTimes('Seattle is rainier last fall', undefined, '2026-11-27').times).toMatchObject([{ kind: 'point', at: { year: 2025, season: 'autumn' }, text: 'last fall', relative: { text: 'last fall' } }]);
    expect(kinds('Palm Springs is hotter than Colorado Springs')).toEqual([]);
    expect(kinds('Springs in Seattle are wet')).toEqual(['season']);
  });

  it('"fall" is a season only after in, during, this, last, every … or before a year', () => {
    expect(kinds('More rain falls in Seattle')).toEqual([]);
    expect(kinds('CO2 fell between 2000 and 2010')).toEqual([[{ year: 2000 }, { year: 2010 }]]);
    expect(kinds('during the fall')).toEqual(['season']);
    expect(kinds('rain fell in the fall of 2014')).toEqual([{ year: 2014, season: 'autumn' }]);
  });
});
