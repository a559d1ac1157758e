import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDollars, formatNumber, formatTime } from './format.ts';

// Intl is the reference these functions reproduce without its start-up cost in the browser.
const numbers = fc.oneof(
  fc.double({ noNaN: false }),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1000),
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 8),
  fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 0.0005, 999.9995, 1e21, 1.5e-7, 123456789.125, Infinity, -Infinity),
);
const digits = fc.integer({ min: 0, max: 6 });

describe('formatNumber', () => {
  it("matches Intl's en-US output with the default digits", () => {
    fc.assert(fc.property(numbers, (n) => formatNumber(n) === n.toLocaleString('en-US')), { numRuns: 5000 });
  });

  it("matches Intl's en-US output for any fraction digits", () => {
    fc.assert(
      fc.property(numbers, digits, digits, (n, a, b) => {
        const options = { minimumFractionDigits: Math.min(a, b), maximumFractionDigits: Math.max(a, b) };
        return formatNumber(n, options) === n.toLocaleString('en-US', options);
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds from the written decimal, half away from zero', () => {
    expect(formatNumber(1.005, { maximumFractionDigits: 2 })).toBe('1.01');
    expect(formatNumber(-2.5, { maximumFractionDigits: 0 })).toBe('-3');
    expect(formatNumber(999.9995)).toBe('1,000');
    expect(formatNumber(3000)).toBe('3,000');
  });
});

describe('formatDollars', () => {
  const usd = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', ...options });

  it("matches Intl's USD currency style", () => {
    fc.assert(fc.property(numbers, (n) => formatDollars(n) === usd({}).format(n)), { numRuns: 3000 });
    fc.assert(
      fc.property(numbers, digits, (n, max) => formatDollars(n, { maximumFractionDigits: max }) === usd({ maximumFractionDigits: max }).format(n)),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(numbers, digits, (n, min) => formatDollars(n, { minimumFractionDigits: min }) === usd({ minimumFractionDigits: min }).format(n)),
      { numRuns: 3000 },
    );
  });

  it('writes cents and signs as a reader expects', () => {
    expect(formatDollars(-1234.5)).toBe('-$1,234.50');
    expect(formatDollars(1472.5, { maximumFractionDigits: 0 })).toBe('$1,473');
    expect(formatDollars(12, { minimumFractionDigits: 0 })).toBe('$12');
  });
});

describe('dates', () => {
  // Any instant from 1970 to 2100, read in this process's zone and in UTC.
  const instants = fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms));

  it("match Intl's en-US date and time styles", () => {
    fc.assert(
      fc.property(instants, fc.boolean(), (date, utc) => {
        const zone = utc ? { timeZone: 'UTC' } : {};
        return (
          formatDate(date, 'medium', { utc }) === date.toLocaleDateString('en-US', { dateStyle: 'medium', ...zone }) &&
          formatDate(date, 'long', { utc }) === date.toLocaleDateString('en-US', { dateStyle: 'long', ...zone }) &&
          formatTime(date, { utc }) === date.toLocaleTimeString('en-US', { timeStyle: 'short', ...zone }) &&
          formatDateTime(date, { utc }) === date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', ...zone })
        );
      }),
      { numRuns: 3000 },
    );
    // 3,000 runs of Intl take 2–3 s alone, more than the default 5 s on a loaded machine.
  }, 30_000);

  it('reads an invalid date as Invalid Date instead of throwing', () => {
    expect(formatDateTime(new Date('not a date'))).toBe('Invalid Date');
    expect(formatDate(new Date(Date.UTC(2026, 10, 25)), 'long', { utc: true })).toBe('November 25, 2026');
    expect(formatTime(new Date(Date.UTC(2026, 0, 5, 0, 7)), { utc: true })).toBe('12:07 AM');
  });
});
