import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// gapminder 2005 life expectancy: Japan 82.5, Hong Kong 81.77, Nigeria 56.63 (25.87 below Japan).
// weather.csv 2014 precipitation: Seattle 1,233 mm, New York 1,290 mm.
describe('a value said of two named things is read of each', () => {
  it.each([
    ['Japan and Hong Kong had life expectancy above 80 in 2005', 'supported'],
    // Was supported: only the first one named was read.
    ['Japan and Nigeria had life expectancy above 80 in 2005', 'refuted'],
    ['Nigeria and Japan had life expectancy below 70 in 2005', 'refuted'],
    ['Seattle and New York both got less than 1,250 mm of rain in 2014', 'refuted'],
  ])('%s → %s', (claim, verdict) => {
    const r = v(claim);
    expect(r.verdict).toBe(verdict);
    expect(r.summary).toMatch(/Japan|Seattle/);
    expect(r.evidence[0]!.rows.length + (r.evidence[0]!.rowSets?.length ?? 0)).toBeGreaterThanOrEqual(2);
  });
});

describe('"the gap between A and B", "differed by" is the size of the gap, either way round', () => {
  it.each([
    // Was supported: read as Japan's life expectancy above 25 years.
    ['In 2005 the life expectancy gap between Japan and Hong Kong was more than 25 years', 'refuted'],
    ['In 2005 the life expectancy gap between Nigeria and Japan was more than 25 years', 'supported'],
    ["The difference between Japan's and Nigeria's life expectancy was about 26 years in 2005", 'supported'],
    ["Japan's and Nigeria's life expectancy differed by less than 20 years in 2005", 'refuted'],
    ['The gap between Seattle and New York rainfall was less than 100 mm in 2014', 'supported'],
  ])('%s → %s', (claim, verdict) => {
    const r = v(claim);
    expect(r.parse.op).toMatch(/^apart by diff/);
    expect(r.verdict).toBe(verdict);
  });
});
