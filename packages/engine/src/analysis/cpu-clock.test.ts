import { describe, expect, it } from 'vitest';
import { cpuClock, pickClock } from './cpu-clock.ts';

describe('cpuClock', () => {
  it("uses the thread's own clock on Linux and falls back to the process clock without one", () => {
    expect(cpuClock().source).toBe(process.platform === 'linux' ? 'thread' : 'process');
    const fallback = pickClock(() => {
      throw new Error('no /proc here');
    });
    expect(fallback.source).toBe('process');
    expect(fallback.now()).toBeGreaterThan(0);
  });

  it('counts CPU work, not waiting', () => {
    const clock = cpuClock();
    const t0 = clock.now();
    const w0 = performance.now();
    let x = 0;
    while (performance.now() - w0 < 30) x += Math.sqrt(x + 1);
    const busy = clock.now() - t0;
    expect(x).toBeGreaterThan(0);
    expect(busy).toBeGreaterThan(0);
    // a thread cannot be on CPU longer than it ran (+ the clock read's own 20 µs sleep, rounding)
    expect(busy).toBeLessThanOrEqual(performance.now() - w0 + 2);
  });
});
