import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { fmtPct } from './format.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

describe('a nonzero relative difference never prints as 0 %', () => {
  it('fmtPct keeps one decimal, and takes the digits a tiny difference needs', () => {
    expect(fmtPct(0.028)).toBe('+2.8 %');
    expect(fmtPct(-0.0014)).toBe('-0.1 %');
    expect(fmtPct(0.000256)).toBe('+0.03 %');
    expect(fmtPct(-0.0000042)).toBe('-0.0004 %');
    expect(fmtPct(0)).toBe('+0 %');
  });

  // co2-concentration.csv: the 2010 mean is 389.9 ppm (389.90), 0.03 % below the claimed 390.
  it.each([
    ['CO2 was 390 ppm in 2010', /390 ppm, \+0\.03 % off/],
    ['Nonfarm payrolls were 130.4 million in 2010', /\+0\.04 % off/],
  ])('%s', (claim, off) => {
    const r = v(claim);
    expect(r.summary).toMatch(off);
    expect(r.summary).not.toMatch(/[+-]0 % off/);
  });
});

describe('a stated value equal to the data says so', () => {
  // gapminder Japan 2005 life expectancy: 82.5
  it('prints "exactly", not "+0 % off"', () => {
    const r = v("Japan's life expectancy was 82.5 years in 2005");
    expect(r.summary).toContain('the claim says 82.5 years, exactly');
    expect(r.summary).not.toMatch(/0 % off/);
  });
});
