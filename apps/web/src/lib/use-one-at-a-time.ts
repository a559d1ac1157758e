import { useCallback, useRef } from 'react';

/**
 * Wraps an async action so a second call while the first is running is ignored. A button's
 * `disabled={isPending}` takes a render to apply, and a quick double click lands before it:
 * for actions that create something on the server (a checkout), that would create two.
 */
export function useOneAtATime(): (action: () => Promise<void>) => Promise<void> {
  const running = useRef(false);
  return useCallback(async (action) => {
    if (running.current) return;
    running.current = true;
    try {
      await action();
    } finally {
      running.current = false;
    }
  }, []);
}
