import { startTransition, useCallback, useState } from 'react';

/**
 * How far beyond the screen a part counts as near: one screen height above and below, so what
 * it loads is usually there before it scrolls into view.
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/** Elements still waiting to come near the screen, each with what to run when it does. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const onNear = waiting.get(entry.target);
        stopWatching(entry.target);
        onNear?.();
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  return observer;
}

function stopWatching(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
  // Nothing left to watch (every part has loaded): no observer stays behind.
  if (waiting.size === 0) {
    observer?.disconnect();
    observer = null;
  }
}

/** Runs `onNear` once `element` comes within a screen of the viewport; returns a function that stops watching. */
function whenNear(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onNear();
    return () => undefined;
  }
  waiting.set(element, onNear);
  sharedObserver().observe(element);
  return () => stopWatching(element);
}

/**
 * For a part below the fold whose requests and renders can wait until the reader scrolls
 * towards it (the dashboard's charts, lists and simulations on a phone): false until the element
 * given to the returned ref comes within a screen of the viewport, then true for good. False on
 * the first render everywhere, so pre-rendered markup hydrates unchanged; where the browser has
 * no IntersectionObserver it turns true once the element mounts. The switch is a transition.
 */
export function useNearViewport<T extends Element>(): [ref: (element: T | null) => (() => void) | undefined, near: boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: T | null) => (element ? whenNear(element, () => startTransition(() => setNear(true))) : undefined),
    [],
  );
  return [ref, near];
}
