import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// gapminder population 1955 → 2005: China 603.3 → 1,305 million (+116.3 %, +701.7 million), India 398.6 → 1,155
// million (+189.7 %, +756.6 million). us-employment annual means 2008 → 2010: manufacturing 13.40 → 11.53 million
// (−1.87 million, −14.0 %), construction 7.16 → 5.52 million (−1.64 million, −23.0 %): manufacturing lost more jobs,
// construction a larger share of its own.
describe('a change compared with another thing\'s change reads both changes', () => {
  it('as a rate first when the words say how fast, the amount beside it', () => {
    for (const claim of ["China's population grew faster than India's between 1955 and 2005", "China's population grew faster than that of India between 1955 and 2005"]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('refuted');
      expect(r.parse).toMatchObject({ kind: 'change', entities: ['China', 'India'], op: 'increase more than' });
      expect(r.readings.slice(0, 2).map((x) => [x.id, x.isDefault, x.holds])).toEqual([['relative', true, false], ['absolute', false, false]]);
      const c = r.evidence[0]!.computation;
      expect(c.lhs.value).toBeCloseTo(116.3, 1);
      expect(c.rhs.value).toBeCloseTo(189.7, 1);
    }
    // "more slowly": the first's change is the smaller
    expect(v("India's population grew more slowly than China's between 1955 and 2005").verdict).toBe('refuted');
  });

  it('as an amount first when the words count it, and the verdict depends on the definition when the rate disagrees', () => {
    const r = v('Manufacturing lost more jobs than construction between 2008 and 2010');
    expect(r.parse).toMatchObject({ kind: 'change', op: 'decrease more than' });
    expect(r.readings.slice(0, 2).map((x) => [x.id, x.holds])).toEqual([['absolute', true], ['relative', false]]);
    expect(r.evidence[0]!.computation.lhs.value).toBeCloseTo(1.87475e6, -3);
    expect(r.verdict).toBe('depends_on_definition');
    expect(v('Manufacturing employment fell faster than construction employment between 2008 and 2010').readings[0]).toMatchObject({ id: 'relative', holds: false });
  });

  it('a first that did not move the claimed way did not move faster, whichever fell further', () => {
    // both fell 2008 → 2010: manufacturing −14.0 %, construction −23.0 %; "grew faster" was read as −14 % > −23 %
    const r = v('Manufacturing employment grew faster than construction employment between 2008 and 2010');
    expect(r.verdict).toBe('refuted');
    expect(r.readings.every((x) => !x.holds)).toBe(true);
    expect(r.evidence[0]!.text).toMatch(/\(manufacturing did not rise at all\)/i);
    // less of a rise holds of a fall, and a fall faster is read on the fall
    expect(v('Construction employment grew more slowly than manufacturing employment between 2008 and 2010').readings[0]).toMatchObject({ id: 'relative', holds: true });
    expect(v('Construction employment fell faster than manufacturing employment between 2008 and 2010').readings[0]).toMatchObject({ id: 'relative', holds: true });
  });

  it('reads a multiple of a change on the first over the second (was refused)', () => {
    // India +189.7 % against China +116.3 %: 1.631 times as a rate; +756.6 against +701.7 million: 1.078 times as an amount
    const twice = v("India's population grew twice as fast as China's between 1955 and 2005");
    expect(twice.parse).toMatchObject({ kind: 'change', entities: ['India', 'China'] });
    expect(twice.verdict).toBe('refuted');
    expect(twice.readings.map((x) => x.id)).toEqual(['relative', 'absolute']);
    expect(twice.evidence[0]!.text).toMatch(/India's 189\.7 % against China's 116\.3 %, 1\.631 times China's; claim: rise at least 2 times China's/);
    expect(v("India's population did not grow twice as fast as China's between 1955 and 2005").verdict).toBe('supported');
    expect(v("China's population grew half as fast as India's between 1955 and 2005").verdict).toBe('refuted');
    expect(v("India's population grew three times faster than China's between 1955 and 2005").verdict).toBe('refuted');
    // the rate holds, the amount does not: the words chose the rate, the amount is beside it
    const more = v("India's population grew more than 1.5 times as fast as China's between 1955 and 2005");
    expect(more.readings.map((x) => [x.id, x.holds])).toEqual([['relative', true], ['absolute', false]]);
    expect(more.verdict).toBe('depends_on_definition');
    // construction lost 1.644 million jobs, financial activities 0.509 million: 3.23 times, an amount first
    const jobs = v('Construction lost twice as many jobs as finance between 2008 and 2010');
    expect(jobs.readings[0]).toMatchObject({ id: 'absolute', holds: true });
    expect(jobs.verdict).toBe('supported');
  });

  it('a change that did not go the claimed way is no multiple of the other', () => {
    const r = v('Manufacturing employment grew twice as fast as construction employment between 2008 and 2010');
    expect(r.verdict).toBe('refuted');
    expect(r.evidence[0]!.text).toMatch(/did not rise, so one is no multiple of the other/);
  });

  it('keeps "as fast as" and a size of the gap between two changes unread, saying both sides', () => {
    for (const claim of ["China's population grew as fast as India's between 1955 and 2005", "India's population grew 50% faster than China's between 1955 and 2005"]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.reason?.message).toMatch(/compares the change of \w+ with the change of \w+/);
    }
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
    ["India's population growth outpaced China's between 1955 and 2005", 'supported', 'relative'],
    ["China's population growth outpaced India's between 1955 and 2005", 'refuted', 'relative'],
    // us-employment annual means 2008 → 2010: construction lost 1.64 million jobs, financial activities 0.51 million
    ['Job losses in construction were larger than in finance between 2008 and 2010', 'supported', 'absolute'],
  ])('%s → %s, the changes compared (%s first)', (claim, verdict, first) => {
    const r = v(claim);
    expect(r.parse.kind).toBe('change');
    expect(r.readings[0]!.id).toBe(first);
    expect(r.verdict).toBe(verdict);
  });

  it('a comparison of values stays one', () => {
    expect(v("India's population outpaced China's in 2005").verdict).toBe('refuted');
  });
});
