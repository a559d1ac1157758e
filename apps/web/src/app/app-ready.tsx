import { useEffect } from 'react';
import { setHydrating } from '@/lib/use-hydrated';

/**
 * Marks <html data-app="ready"> once the first render (or hydration) has committed: until then
 * a pre-rendered page shows its content but its buttons do nothing. Browser tests wait for it.
 *
 * The pre-render renders it too (its effect never runs there), as the root's last child beside
 * the app: useId derives ids from the tree's shape, so both trees must have this sibling or
 * every id in the app (tab panels, labels) differs between the HTML and the client.
 */
export function AppReady() {
  useEffect(() => {
    // Runs after every other effect of the first commit: components mounted from now on are
    // not hydrating.
    setHydrating(false);
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
