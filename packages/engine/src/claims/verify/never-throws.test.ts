import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const VERDICTS = ['supported', 'refuted', 'depends_on_definition', 'tied', 'unverifiable'];

function wellFormed(claim: string): void {
  const r = verifyClaim(claim, testCatalog());
  expect(VERDICTS).toContain(r.verdict);
  if (r.verdict === 'unverifiable') {
    expect(r.veracityScore).toBeNull();
    expect(r.reason?.code).toBeTruthy();
  } else {
    expect(r.veracityScore).toBeGreaterThanOrEqual(0);
    expect(r.veracityScore).toBeLessThanOrEqual(1);
    expect(r.evidence.length).toBeGreaterThan(0);
  }
  // The whole result must survive JSON (no NaN, no Infinity, no cycles).
  expect(() => JSON.stringify(r)).not.toThrow();
  expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/);
}

// Fragments of real claims, shuffled: reaches the parser's deeper branches more often than noise.
const FRAGMENTS = [
  'Japan', 'US', 'Seattle', 'New York', 'Mauna Loa', 'CO2', 'life expectancy', 'population', 'fertility', 'rainy days',
  'unemployment', 'construction', 'between', 'from', 'to', 'and', 'in', '2005', 'March 2009', '1967', '1850', '2015',
  'more than', 'about', 'nearly', 'doubled', 'rose', 'fell', 'by', '10%', '4.5', 'four and a half', '1.3 billion', '$200,000 or more',
  'households', 'highest', 'coolest year', 'than', 'outpaced', '°F', 'inches', 'ppm', 'not', 'never', 'ever', 'today', 'Georgia', '-', ',', '.',
];

describe('verifyClaim never throws', () => {
  it('on any Unicode string up to 500 characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 500, unit: 'binary' }), wellFormed), { numRuns: 300, seed: 7 });
  });

  it('on shuffled fragments of real claims', () => {
    const claim = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 }).map((a) => a.join(' ').slice(0, 500));
    fc.assert(fc.property(claim, wellFormed), { numRuns: 400, seed: 11 });
  });

  it('on adversarial inputs', () => {
    for (const s of ['', ' ', '\u0000', '\uD800', '9'.repeat(500), '1e308 1e308', '$'.repeat(500), 'between and', 'from to', '%%%', 'a'.repeat(501)]) wellFormed(s);
  });
});
