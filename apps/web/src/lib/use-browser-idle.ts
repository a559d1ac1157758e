import { startTransition, useEffect, useState } from 'react';

/** The longest a caller waits for an idle period on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser has first been idle after this component mounted, then true. For
 * work below the fold or in the background (service status, cost simulation, the user's
 * datasets, the toaster): started together with the rest at hydration, each request or chunk
 * is main-thread work in the tasks that make the page interactive. False on the first render
 * everywhere, so pre-rendered markup hydrates unchanged; where the browser has no idle
 * callbacks it turns true right after mounting. The switch is a transition, rendered in slices.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const markIdle = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback !== 'function') {
      markIdle();
      return;
    }
    const handle = window.requestIdleCallback(markIdle, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
