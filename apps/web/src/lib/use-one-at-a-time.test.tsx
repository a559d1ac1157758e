import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneAtATime } from './use-one-at-a-time';

describe('useOneAtATime', () => {
  it('ignores calls while one runs, and runs again once it settles, even after a failure', async () => {
    const { result } = renderHook(() => useOneAtATime());
    let calls = 0;
    let finish!: () => void;
    const slow = () => {
      calls += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    let first!: Promise<void>;
    await act(async () => {
      first = result.current(slow);
      await result.current(slow); // a double click: dropped at once
    });
    expect(calls).toBe(1);
    finish();
    await act(() => first);
    await act(() => result.current(() => Promise.reject(new Error('refused'))).catch(() => undefined));
    await act(() => result.current(async () => void (calls += 1)));
    expect(calls).toBe(2);
  });
});
