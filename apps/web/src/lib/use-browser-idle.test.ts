import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBrowserIdle } from './use-browser-idle';

describe('useBrowserIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true once the browser reports an idle period, not before', () => {
    const idle: Array<() => void> = [];
    const request = vi.fn((callback: () => void, _options?: IdleRequestOptions) => idle.push(callback));
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => useBrowserIdle());
    expect(result.current).toBe(false);
    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]![1]).toEqual({ timeout: 2000 });
    act(() => idle[0]!());
    expect(result.current).toBe(true);
  });

  it('cancels its request when the component goes before the browser is idle', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = renderHook(() => useBrowserIdle());
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('turns true right after mounting where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useBrowserIdle());
    expect(result.current).toBe(true);
  });
});
