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

describe('a data value and a claimed one that differ never print alike', () => {
  // us-employment.csv 2010 mean 130,352.67 thousand jobs; co2 2010 mean 389.901 ppm, May 2013 399.98 ppm;
  // co2 1959 mean 315.98 ppm.
  it.each([
    ['Nonfarm payrolls were 130.4 million in 2010', 'as 130.35 million jobs; the claim says 130.4 million jobs'],
    ['CO2 was 389.9 ppm in 2010', 'as 389.901 ppm; the claim says 389.9 ppm'],
    ['CO2 rose from 316 to 400 ppm between 1959 and 2015', 'as 315.98 ppm (mean of 12 months of 1959) and 400.9 ppm (mean of 12 months of 2015); the claim says 316 ppm and 400 ppm'],
  ])('%s', (claim, said) => {
    expect(v(claim).summary).toContain(said);
  });

  it('beside a bound too, in every reading that prints it', () => {
    const r = v('CO2 was above 400 ppm in 2013');
    expect(r.evidence.map((e) => e.text).join(' ')).toContain('was 399.98 ppm (highest of 12 months of 2013, on 2013-05), -0.02 ppm (-0.005 %) against the claimed above 400 ppm');
  });

  it('equal values print as they are', () => {
    expect(v("Japan's life expectancy was 82.5 years in 2005").summary).toContain('as 82.5 years; the claim says 82.5 years, exactly');
  });
});
