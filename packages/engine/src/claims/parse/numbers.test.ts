import { describe, expect, it } from 'vitest';
import { findNumbers, unitAfter, wordsToNumber } from './numbers.ts';

const first = (s: string) => findNumbers(s)[0];

describe('numbers', () => {
  it('reads digits with thousands separators and decimals', () => {
    expect(first('1,304,887,562 people')?.value).toBe(1304887562);
    expect(first('more than 1,200 mm')?.value).toBe(1200);
    expect(first('about 4.6 children')?.value).toBe(4.6);
    expect(first('just .5 mm')?.value).toBe(0.5);
  });

  it("reads no number in words that name Object.prototype's members", () => {
    for (const word of Object.getOwnPropertyNames(Object.prototype)) expect(wordsToNumber(word), word).toBeNaN();
    expect(wordsToNumber('one constructor')).toBeNaN();
  });

  it('reads number words, fractions and compounds', () => {
    expect(wordsToNumber('four and a half')).toBe(4.5);
    expect(wordsToNumber('two and a half')).toBe(2.5);
    expect(wordsToNumber('forty-five')).toBe(45);
    expect(wordsToNumber('one hundred twenty-five thousand')).toBe(125000);
    expect(wordsToNumber('six')).toBe(6);
    expect(wordsToNumber('a dozen')).toBe(12);
    expect(Number.isNaN(wordsToNumber('banana'))).toBe(true);
    expect(first('fewer than four and a half children')?.value).toBe(4.5);
  });

  it('finds the whole number word in a claim, not a shorter word it starts with', () => {
    expect(first('above eighty in 2005')?.value).toBe(80);
    expect(first('below fourteen per woman')?.value).toBe(14);
    expect(first('over seventy-five years')?.value).toBe(75);
    expect(first('some sixty thousand people')?.value).toBe(60000);
    expect(first('an eightfold rise')).toBeUndefined();
  });

  it('applies scale words', () => {
    expect(first('about 1.3 billion people')?.value).toBe(1.3e9);
    expect(first('45 million')?.value).toBe(45e6);
    expect(first('30 thousand')?.value).toBe(30e3);
    expect(first('a million people')?.value).toBe(1e6);
    expect(first('4.6m people')?.value).toBe(4.6e6);
  });

  it('marks percents and currency', () => {
    for (const s of ['12%', '12 percent', '12 per cent']) {
      expect(first(s)).toMatchObject({ value: 12, percent: true });
    }
    expect(first('$90')).toMatchObject({ value: 90, currency: true, percent: false });
  });

  it('records the stated precision (half a unit of the last digit)', () => {
    expect(first('3.2%')?.decimals).toBe(1);
    expect(first('47 million')?.scale).toBe(1e6);
  });

  it('does not read digits inside words or codes', () => {
    expect(findNumbers('CO2 levels')).toEqual([]);
    expect(findNumbers('PM2.5')).toEqual([]);
  });

  it('converts units to the catalog units', () => {
    const f = unitAfter(' °F', 0);
    expect(f?.unit).toBe('°C');
    expect(f?.toCatalog(212)).toBeCloseTo(100, 10);
    expect(unitAfter(' inches of rain', 0)?.toCatalog(40)).toBeCloseTo(1016, 10);
    expect(unitAfter(' GWh', 0)?.toCatalog(3)).toBe(3000);
    expect(unitAfter(' ppm', 0)?.unit).toBe('ppm');
  });
});

describe('a decimal said in words', () => {
  it('"one point three billion" is 1.3 billion, its last digit the tenths', () => {
    const n = first('one point three billion people')!;
    expect(n.value).toBe(1.3e9);
    expect(n.decimals).toBe(1);
    expect(first('two point nine six children')?.value).toBeCloseTo(2.96, 10);
    expect(first('eighty two point five years')?.value).toBe(82.5);
    expect(first('zero point nine degrees')?.value).toBe(0.9);
  });

  it('"point" alone is not a number', () => {
    expect(first('a point of view')).toBeUndefined();
  });
});
