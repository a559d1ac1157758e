import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { TOAST_REMOVE_DELAY_MS, dismissToast, resetToasts, toast, useToast } from '@/lib/toast';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new one replaces the old', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('dismiss closes the toast, then removes it after the close animation', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const { id } = toast({ title: 'Saved' });
      dismissToast(id);
    });
    expect(result.current.toasts[0]?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    expect(result.current.toasts).toHaveLength(0);
  });
});
