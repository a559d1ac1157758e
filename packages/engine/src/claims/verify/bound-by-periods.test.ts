import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// co2-concentration.csv, monthly means 1965–2019: lowest 317.3 ppm (October 1965), highest 414.8 ppm (May 2019).
// unemployment-across-industries.json, Construction: lowest month of 2000–2009 4.4 % (July 2000).
describe('a bound on every reading of monthly values: a month beyond the bound refutes it, none proves it', () => {
  it.each([
    ['CO2 was always above 320 ppm', /lowest of 660 monthly values .* 317\.3 ppm \(October 1965\)/],
    ['CO2 was never above 400 ppm', /highest of 660 monthly values .* 414\.8 ppm \(May 2019\)/],
    ['Construction unemployment was always above 5%', /4\.4 % \(July 2000\)/],
  ])('%s → refuted', (claim, said) => {
    const r = v(claim);
    expect(r.verdict).toBe('refuted');
    expect(r.readings[0]).toMatchObject({ id: 'every_reading', holds: false });
    expect(r.summary).toMatch(said);
  });

  it('every month within the bound proves nothing of the readings: still unverifiable, with what the months show', () => {
    const r = v('CO2 was always above 300 ppm');
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.code).toBe('time_not_observed');
    expect(r.summary).toMatch(/The lowest of 660 monthly values .* 317\.3 ppm \(October 1965\), is within the claimed above 300 ppm/);
  });

  it('a month past the bound proves "ever"', () => {
    expect(v('CO2 was ever above 400 ppm').verdict).toBe('supported');
    expect(v('CO2 was ever above 420 ppm').verdict).toBe('unverifiable');
  });

  it('seasonally adjusted values are modelled, not readings: no verdict from them', () => {
    expect(v('Nonfarm payrolls were never below 140 million').verdict).toBe('unverifiable');
    expect(v('Nonfarm payrolls were always above 135 million').verdict).toBe('unverifiable');
  });
});
