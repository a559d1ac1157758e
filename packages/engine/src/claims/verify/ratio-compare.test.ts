import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// gapminder population: 1955 China 603.3 million, India 398.6 million (×1.514); 2005 China 1,305 million, Japan 127.8
// million (×10.21), United States 296.8 million. weather.csv summer 2014 precipitation: New York 296.7 mm, Seattle 84.4 mm (×3.515).
describe('a multiple of the other side ("twice as many as", "three times more than", "twice India\'s") is a ratio', () => {
  it.each([
    // Was supported: read as "more than India's" only.
    ["China's population was more than twice India's in 1955", '> by ratio>', 'refuted'],
    // Was refuted: read as China's change from 2000 to 2005.
    ['China had ten times as many people as Japan in 2005', '> by ratio>=', 'supported'],
    ["China's population was about ten times that of Japan in 2005", '> by ratio=', 'supported'],
    ['New York had three times more rain than Seattle in summer 2014', '> by ratio>=', 'supported'],
    ['New York was ten times wetter than Seattle in summer 2014', '> by ratio>=', 'refuted'],
    ['New York got twice as much rain as Seattle in summer 2014', '> by ratio>=', 'supported'],
    ['Seattle got twice as much rain in 2014 as in 2013', '> by ratio>=', 'refuted'],
    ['Japan had half as many people as the United States in 2005', '> by ratio<=', 'supported'],
    ["China's population was nearly twice India's in 1955", '> by ratio<=', 'refuted'],
    ["China's population was not twice India's in 2005", 'not > by ratio>=', 'supported'],
  ])('%s → %s, %s', (claim, op, verdict) => {
    const r = v(claim);
    expect(r.parse).toMatchObject({ kind: 'compare', op });
    expect(r.verdict).toBe(verdict);
  });

  it('says the multiple', () => {
    expect(v("China's population was more than twice India's in 1955").evidence[0]!.text).toContain('the first is ×1.514 the second; claim: more than ×2 the second');
  });

  it('a multiple of a temperature in °C has no meaning', () => {
    const r = v('Seattle was twice as warm as New York in 2014');
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.message).toMatch(/a multiple of it has no meaning/);
  });
});

// unemployment-across-industries.json 2009 yearly means: construction 19.05 %, finance 6.4 % (×2.977).
describe('a bare multiple before the other side ("3 times finance unemployment", "twice the rate in finance")', () => {
  it.each([
    // Was read as construction's change from 2008 to 2009 (×1.797).
    ['Construction unemployment was 2 times finance unemployment in 2009', 'supported'],
    ['Construction unemployment was 3 times finance unemployment in 2009', 'refuted'],
    // Was unverifiable: no number recognised.
    ['The unemployment rate in construction was twice the rate in finance in 2009', 'supported'],
  ])('%s → %s', (claim, verdict) => {
    const r = v(claim);
    expect(r.parse).toMatchObject({ kind: 'compare', entities: ['Construction', 'Finance'] });
    expect(r.parse.op).toMatch(/ by ratio/);
    expect(r.verdict).toBe(verdict);
  });
});
