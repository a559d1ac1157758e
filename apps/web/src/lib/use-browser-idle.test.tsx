import { act, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBrowserIdle } from './use-browser-idle';

/** Stubs requestIdleCallback; returns the callbacks it was given, to be run by the test. */
function stubIdleCallbacks() {
  const idle: Array<() => void> = [];
  const request = vi.fn((callback: () => void, _options?: IdleRequestOptions) => idle.push(callback));
  vi.stubGlobal('requestIdleCallback', request);
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return { idle, request };
}

function IdleFlags({ count, renders }: { count: number; renders: string[] }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <IdleFlag key={i} renders={renders} />
      ))}
    </>
  );
}

function IdleFlag({ renders }: { renders: string[] }) {
  const idle = useBrowserIdle();
  renders.push(String(idle));
  return <span>{idle ? 'idle' : 'busy'}</span>;
}

describe('useBrowserIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true once the browser reports an idle period, not before', () => {
    const { idle, request } = stubIdleCallbacks();
    const { result } = renderHook(() => useBrowserIdle());
    expect(result.current).toBe(false);
    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]![1]).toEqual({ timeout: 2000 });
    act(() => idle[0]!());
    expect(result.current).toBe(true);
  });

  it('asks once for components that mount together, and switches them in one render', () => {
    const { idle, request } = stubIdleCallbacks();
    const renders: string[] = [];
    const view = render(<IdleFlags count={3} renders={renders} />);
    expect(request).toHaveBeenCalledOnce();
    expect(view.getAllByText('busy')).toHaveLength(3);
    renders.length = 0;
    act(() => idle[0]!());
    expect(view.getAllByText('idle')).toHaveLength(3);
    expect(renders).toEqual(['true', 'true', 'true']);
  });

  it('makes a component that mounts after an idle period wait for the next one', () => {
    const { idle, request } = stubIdleCallbacks();
    const first = renderHook(() => useBrowserIdle());
    act(() => idle[0]!());
    const later = renderHook(() => useBrowserIdle());
    expect(first.result.current).toBe(true);
    expect(later.result.current).toBe(false);
    expect(request).toHaveBeenCalledTimes(2);
    act(() => idle[1]!());
    expect(later.result.current).toBe(true);
  });

  it('leaves a component that went before the browser was idle alone', () => {
    const { idle } = stubIdleCallbacks();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gone = renderHook(() => useBrowserIdle());
    const staying = renderHook(() => useBrowserIdle());
    gone.unmount();
    act(() => idle[0]!());
    expect(staying.result.current).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('turns true right after mounting where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useBrowserIdle());
    expect(result.current).toBe(true);
  });
});
