import { startTransition, useEffect, useState } from 'react';

/** The longest a caller waits for an idle period on a page that is never idle. */
const IDLE_TIMEOUT_MS = 2000;

/** Callbacks of the components that mounted since the last idle period, run by the next one. */
let waiting: Set<() => void> | null = null;

/**
 * Runs `callback` in the browser's next idle period, inside one transition with every other
 * callback waiting for it: components that mount together switch in one render. Returns a
 * function that drops the callback.
 */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    startTransition(callback);
    return () => undefined;
  }
  let batch = waiting;
  if (!batch) {
    const next = new Set<() => void>();
    waiting = batch = next;
    window.requestIdleCallback(
      () => {
        if (waiting === next) waiting = null;
        startTransition(() => next.forEach((run) => run()));
      },
      { timeout: IDLE_TIMEOUT_MS },
    );
  }
  batch.add(callback);
  return () => batch.delete(callback);
}

/**
 * False until the browser has first been idle after this component mounted, then true. For
 * work below the fold or in the background (service status, cost simulation, the user's
 * datasets, the toaster): started together with the rest at hydration, each request or chunk
 * is main-thread work in the tasks that make the page interactive. False on the first render
 * everywhere, so pre-rendered markup hydrates unchanged; where the browser has no idle
 * callbacks it turns true right after mounting. The switch is a transition, rendered in slices,
 * and one idle callback serves every component that mounted before it.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
