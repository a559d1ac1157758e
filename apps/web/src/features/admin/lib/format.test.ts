import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCents,
  formatGrowth,
  formatLimit,
  formatScore,
  formatUptime,
  growthTrend,
  sparklinePath,
} from './format';

describe('money and percentages', () => {
  it('formats integer cents as USD', () => {
    expect(formatCents(0)).toBe('$0');
    expect(formatCents(2900)).toBe('$29');
    expect(formatCents(123_450)).toBe('$1,234.50');
    expect(formatCents(99)).toBe('$0.99');
  });

  it('signs growth and shows a dash without a base', () => {
    expect(formatGrowth(12.5)).toBe('+12.5%');
    expect(formatGrowth(-3)).toBe('−3%');
    expect(formatGrowth(0)).toBe('0%');
    expect(formatGrowth(null)).toBe('—');
    expect(growthTrend(4)).toBe('up');
    expect(growthTrend(-0.01)).toBe('flat');
    expect(growthTrend(-2)).toBe('down');
    expect(growthTrend(null)).toBe('none');
  });

  it('formats scores, limits, sizes and uptime', () => {
    expect(formatScore(87.46)).toBe('87.5%');
    expect(formatScore(0)).toBe('0%');
    expect(formatLimit(-1)).toBe('∞');
    expect(formatLimit(10)).toBe('10');
    expect(formatLimit(null)).toBe('—');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(null)).toBe('—');
    expect(formatUptime(45)).toBe('45s');
    expect(formatUptime(93_784)).toBe('1d 2h 3m');
    expect(formatUptime(3_660)).toBe('1h 1m');
  });
});

describe('sparklinePath', () => {
  it('spreads the values over the width, largest at the top', () => {
    expect(sparklinePath([0, 5, 10], 100, 20, 0)).toBe('M0,20L50,10L100,0');
  });

  it('keeps the padding', () => {
    expect(sparklinePath([1, 3], 10, 10, 2)).toBe('M0,8L10,2');
  });

  it('draws a flat series along the bottom', () => {
    expect(sparklinePath(Array(30).fill(0), 58, 20, 2)).toMatch(/^M0,18(L[\d.]+,18){29}$/);
  });

  it('handles one value and no values', () => {
    expect(sparklinePath([4], 10, 10, 1)).toBe('M0,9L10,9');
    expect(sparklinePath([], 10, 10)).toBe('');
  });
});
