import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv January 2012 means of the daily maximum (recorded to 0.1 °C): Seattle 7.055, New York 7.010 °C.
describe('"every year" readings: a year tied within the data\'s precision does not hold a strict comparison', () => {
  it('a tied year makes the every-year reading tied, not holding, and the verdict depends on the definition', () => {
    const r = v('Seattle was warmer than New York in January');
    const every = r.readings.find((x) => x.id === 'every_year')!;
    expect(every.holds).toBe('tied');
    expect(r.verdict).toBe('depends_on_definition');
    const text = r.evidence.find((e) => e.computation.margin.startsWith('holds in'))!.text;
    expect(text).toContain('2012 7.05 °C vs 7.01 °C (tied)');
    expect(text).toContain('the claim holds in 3 of 4 years, tied in 1');
  });

  it('the tied year holds for neither direction', () => {
    const r = v('Seattle was colder than New York in January');
    expect(r.readings.find((x) => x.id === 'every_year')!.holds).toBe(false);
    expect(r.verdict).toBe('refuted');
    expect(r.evidence.at(-1)!.computation.margin).toBe('holds in 0 of 4 years, tied in 1');
  });

  it('a year that fails still decides over a tied one', () => {
    const r = v('New York was warmer than Seattle in November');
    expect(r.readings.find((x) => x.id === 'every_year')!.holds).toBe(false);
    expect(r.evidence.at(-1)!.computation.margin).toBe('holds in 1 of 4 years, tied in 1');
  });
});
