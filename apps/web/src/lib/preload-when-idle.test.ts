import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from './preload-when-idle';

describe('preloadWhenIdle', () => {
  let idle: Array<() => void>;

  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      idle[handle - 1] = () => undefined;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads one module per idle period, each after the previous has loaded', async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = vi.fn(() => new Promise<void>((resolve) => (finishFirst = () => (order.push('a'), resolve()))));
    const second = vi.fn(async () => void order.push('b'));
    preloadWhenIdle([first, second]);

    expect(first).not.toHaveBeenCalled();
    idle.shift()!();
    expect(first).toHaveBeenCalledOnce();
    await settle();
    expect(idle).toHaveLength(0); // the second waits for the first to load
    finishFirst();
    await settle();
    expect(second).not.toHaveBeenCalled();
    idle.shift()!();
    await settle();
    expect(order).toEqual(['a', 'b']);
  });

  it('goes on after a failed load and stops when cancelled', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const next = vi.fn(async () => undefined);
    const last = vi.fn(async () => undefined);
    const cancel = preloadWhenIdle([failing, next, last]);
    idle.shift()!();
    await settle();
    idle.shift()!();
    await settle();
    expect(next).toHaveBeenCalledOnce();
    cancel();
    idle.shift()?.();
    await settle();
    expect(last).not.toHaveBeenCalled();
  });
});
