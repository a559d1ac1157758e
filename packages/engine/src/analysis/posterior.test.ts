import { describe, expect, it } from 'vitest';
import { zsLogBf10 } from '../stats/bayes/zellner-siow.ts';
import { corrBeyond, loss, pointBiserialDelta, posteriorH1, LOSS_FLOOR } from './posterior.ts';

describe('posterior helpers (engine.md §5.2 worked examples)', () => {
  it('r = 0.3, n = 100: BF 7.70, P(H1|D) 0.885, m 0.980, truth 0.868', () => {
    const logBf = zsLogBf10(100, 1, 0.09);
    expect(Math.exp(logBf)).toBeCloseTo(7.70, 2);
    const pH1 = posteriorH1(logBf);
    expect(pH1).toBeCloseTo(0.885, 3);
    const m = corrBeyond(0.3, 100, 0, 0.1, 1);
    expect(m).toBeCloseTo(0.980, 3);
    expect(pH1 * m).toBeCloseTo(0.868, 3);
  });

  it('large n is safe: r = 0.05 at n = 1e5 has a huge BF but no mass beyond 0.1', () => {
    const logBf = zsLogBf10(1e5, 1, 0.0025);
    expect(logBf / Math.LN10).toBeGreaterThan(40);
    expect(posteriorH1(logBf) * corrBeyond(0.05, 1e5, 0, 0.1, 1)).toBeLessThan(1e-6);
    const none = 1 - posteriorH1(logBf) + posteriorH1(logBf) * (1 - corrBeyond(0.05, 1e5, 0, 0.1, 0));
    expect(none).toBeGreaterThan(0.999);
  });

  it('handles extreme log BFs and prior odds without NaN', () => {
    expect(posteriorH1(1e6)).toBe(1);
    expect(posteriorH1(-1e6)).toBe(0);
    expect(posteriorH1(0, 1 / 9)).toBeCloseTo(0.1, 12);
    expect(posteriorH1(Number.NaN)).toBe(0.5);
  });

  it('loss and point-biserial δ', () => {
    expect(loss(0.9, 0.1)).toBeCloseTo(0.8 / 0.9, 12);
    expect(loss(0.1, 0.9)).toBe(0);
    expect(loss(0, 0.5)).toBe(0);
    expect(pointBiserialDelta(0.1, 0.5)).toBeCloseTo(0.05 / Math.sqrt(1.0025), 12);
  });
});

describe('loss (caveat strength)', () => {
  it('is the relative drop for a supported claim', () => {
    expect(loss(0.9, 0.45)).toBeCloseTo(0.5, 12);
    expect(loss(0.3, 0)).toBe(1);
    expect(loss(0.5, 0.6)).toBe(0);
  });

  it('does not blow up when the base score is already near zero', () => {
    expect(loss(1e-6, 1e-8)).toBeLessThan(1e-4);
    expect(loss(2e-3, 0)).toBeCloseTo(2e-3 / LOSS_FLOOR, 12);
    expect(loss(0, 0)).toBe(0);
  });
});
