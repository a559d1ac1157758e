import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** True while React hydrates pre-rendered HTML (set by src/main.tsx around the first commit). */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/** Whether the app is still hydrating its first commit (read by HydrateSeparately as it renders). */
export function isHydrating(): boolean {
  return typeof window !== 'undefined' && hydrating;
}

/**
 * True inside a part of the page that React hydrates after the first commit (HydrateSeparately,
 * ADR 0022). Its components first render when the rest of the page is long hydrated — by then
 * a query may have answered or the session be known — and must still render what the server
 * did, so for them `useHydrated()` starts false too.
 */
export const HydratingPart = createContext(false);

/**
 * False while React renders on the server and while it hydrates pre-rendered HTML; true on every
 * render after that (and from the start when nothing was pre-rendered). Anything that reads
 * browser state (stored session, theme) waits for it, so the hydrating render matches the HTML.
 * The switch after hydration is a transition: the re-render it causes (the header, the auth
 * state, the dashboard) runs in slices instead of one long task.
 */
export function useHydrated(): boolean {
  const inPart = useContext(HydratingPart);
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating && !inPart);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
