import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders on the server and while it hydrates pre-rendered HTML; true on every
 * render after that (and from the start when nothing was pre-rendered). Anything that reads
 * browser state (stored session, theme) waits for it, so the hydrating render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
