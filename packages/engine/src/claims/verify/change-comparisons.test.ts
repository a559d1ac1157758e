import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// gapminder population 1955 → 2005: China 603.3 → 1,305 million (×2.16), India 398.6 → 1,155 million (×2.90).
// us-employment annual means 2008 → 2010: manufacturing 13.40 → 11.53 million (−1.87 million), construction
// 7.16 → 5.52 million (−1.64 million). Each side's own change points the same way, so reading the first alone
// supported claims the two changes refute.
describe('a change compared with another thing\'s change is not read as the first change alone', () => {
  it.each([
    "China's population grew twice as fast as India's between 1955 and 2005",
    "China's population grew faster than India's between 1955 and 2005",
    "China's population grew faster than that of India between 1955 and 2005",
    "China's population rose more than India's between 1955 and 2005",
    'Manufacturing lost more jobs than construction between 2008 and 2010',
    'Manufacturing employment fell faster than construction employment between 2008 and 2010',
  ])('%s → unverifiable, saying both sides', (claim) => {
    const r = v(claim);
    expect(r.verdict).toBe('unverifiable');
    expect(r.veracityScore).toBeNull();
    expect(r.reason?.code).toBe('ambiguous');
    expect(r.reason?.message).toMatch(/compares the change of \w+ with the change of \w+/);
  });

  it.each([
    ["China's population rose more than 50% between 1955 and 2005", 'supported'],
    ["India's population grew by more than 150% between 1955 and 2005", 'supported'],
    ['Manufacturing lost more than 1 million jobs between 2008 and 2010', 'supported'],
  ])('a change against a number stays a change: %s → %s', (claim, verdict) => {
    const r = v(claim);
    expect(r.parse.kind).toBe('change');
    expect(r.verdict).toBe(verdict);
  });
});

describe('a noun of change compared ("population growth outpaced India\'s") is not read as the levels', () => {
  // Was refuted for India (mean population 1955–2005 732 million vs China's 972.9 million), though India grew more.
  it.each([
    "India's population growth outpaced China's between 1955 and 2005",
    "China's population growth outpaced India's between 1955 and 2005",
  ])('%s → unverifiable', (claim) => {
    const r = v(claim);
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.message).toMatch(/compares the growth of \w+ with that of \w+/);
  });

  it('a comparison of values stays one', () => {
    expect(v("India's population outpaced China's in 2005").verdict).toBe('refuted');
  });
});
