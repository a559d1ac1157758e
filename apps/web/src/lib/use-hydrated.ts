import { startTransition, useEffect, useState } from 'react';

/** True while React hydrates pre-rendered HTML (set by src/main.tsx around the first commit). */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * False while React renders on the server and while it hydrates pre-rendered HTML; true on every
 * render after that (and from the start when nothing was pre-rendered). Anything that reads
 * browser state (stored session, theme) waits for it, so the hydrating render matches the HTML.
 * The switch after hydration is a transition: the re-render it causes (the header, the auth
 * state, the dashboard) runs in slices instead of one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
