import { describe, expect, it } from 'vitest';
import { findTimes, formatPoint } from '../parse/time.ts';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const season = (s: string, today: string) => findTimes(s, undefined, today).times.map((t) => (t.kind === 'point' ? formatPoint(t.at) : t.kind));

// Meteorological seasons, northern hemisphere: winter 2015 is December 2014–February 2015.
describe('"last summer", "this winter" count from the day the claim is read, as "last year" does', () => {
  it('"last" is the latest one that has ended, "next" the first to come, "this" the one today is in or this year\'s', () => {
    expect(season('rain last summer', '2015-10-01')).toEqual(['2015-summer']);
    expect(season('rain last summer', '2015-07-20')).toEqual(['2014-summer']); // summer 2015 is not over
    expect(season('rain last fall', '2015-10-01')).toEqual(['2014-autumn']);
    expect(season('rain last winter', '2015-03-10')).toEqual(['2015-winter']);
    expect(season('rain last winter', '2015-01-10')).toEqual(['2014-winter']);
    expect(season('rain this past spring', '2015-06-01')).toEqual(['2015-spring']);
    expect(season('rain this winter', '2015-01-10')).toEqual(['2015-winter']);
    expect(season('rain this winter', '2015-11-10')).toEqual(['2016-winter']);
    expect(season('rain this summer', '2015-03-10')).toEqual(['2015-summer']);
    expect(season('rain next spring', '2015-03-10')).toEqual(['2016-spring']);
  });

  it('is read where the data has it', () => {
    const r = verifyClaim('Seattle got more than 300 mm of rain last spring', testCatalog(), { today: '2015-03-10' });
    expect(r.parse.time).toBe('2014-spring');
    expect(r.verdict).toBe('supported'); // 426.1 mm in March–May 2014
    const w = verifyClaim('Seattle was colder this winter than New York', testCatalog(), { today: '2015-03-10' });
    expect(w.parse.time).toBe('2015-winter');
    expect(w.summary).toMatch(/December 2014–February 2015/);
    // One winter, named by its months: not also read as the one that starts in December 2015.
    expect(w.readings).toHaveLength(1);
  });

  it('is out of range, not ambiguous, when the data stops before it', () => {
    const r = verifyClaim('Seattle got more rain last summer than New York', testCatalog(), { today: '2026-11-27' });
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.code).toBe('time_out_of_range');
    expect(r.reason?.message).toContain('"last summer" is summer 2026 (June–August 2026), counted from today (2026-11-27)');
    expect(r.reason?.message).toContain('ends in 2015');
  });
});
