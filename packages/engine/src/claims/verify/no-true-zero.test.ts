import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import type { MetricDef } from '../types.ts';
import { noTrueZero } from './compute/common.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// GISTEMP: anomaly 0.26 °C (1980) → 0.9 °C (2015), ×3.46; a ratio of °C values changes with where zero is put.
describe('multiples and percent changes of a scale without a true zero are refused', () => {
  it.each([
    'Global temperatures doubled between 1980 and 2015',
    'Global temperatures tripled since 1980',
    'Global temperatures rose by 50% between 1980 and 2015',
    'New York was 10% warmer than Seattle in 2014',
  ])('%s → unverifiable, saying why and what to state instead', (claim) => {
    const r = v(claim);
    expect(r.verdict).toBe('unverifiable');
    expect(r.veracityScore).toBeNull();
    expect(r.reason?.message).toMatch(/measured in °C, a scale without a true zero/);
    expect(r.reason?.message).toMatch(/State it in °C instead/);
  });

  it('a change in degrees and ratios of measures with a true zero are still checked', () => {
    expect(v('Global temperatures rose by 0.5 degrees between 1980 and 2015').verdict).toBe('refuted');
    expect(v('Global temperatures rose by 0.6 degrees between 1980 and 2015').verdict).toBe('supported');
    expect(v('CO2 doubled between 1960 and 2010').verdict).toBe('refuted');
    expect(v('Seattle was 5% rainier than New York in 2015').verdict).toBe('refuted');
  });

  it('is decided from the unit, not the metric', () => {
    const m = (unit: string): MetricDef => ({ id: 'own.t', column: 't', label: 'temperature', unit, concepts: ['t'], sigma: { kind: 'abs', value: 1 }, yearAgg: 'mean' });
    for (const u of ['°C', '°F', 'degrees F', 'celsius']) expect(noTrueZero(m(u), 'a multiple', (x) => x)).toBeDefined();
    for (const u of ['K', 'mm', 'ppm', '%', 'people']) expect(noTrueZero(m(u), 'a multiple', (x) => x)).toBeUndefined();
  });
});
