import { type ComponentType, useEffect, useState } from 'react';

/** Events that show a person is engaging with the page. */
const ENGAGEMENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * Decorative background for public pages (decisions.md #16). First paint gets only the CSS
 * glow below. The animated canvas is imported after `load`, on the visitor's first interaction,
 * when the browser is idle — so it never competes with loading or with a passive visit — and
 * never when the visitor asked for reduced data.
 */
export function DeferredBackground() {
  const [Animated, setAnimated] = useState<ComponentType | null>(null);

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData) return;
    let cancelled = false;
    let idleHandle: number | undefined;
    const hasIdle = typeof window.requestIdleCallback === 'function';

    const loadWhenIdle = () => {
      const run = () => {
        void import('@/components/background/animated-background').then(
          (module) => {
            if (!cancelled) setAnimated(() => module.AnimatedBackground);
          },
          // Decorative: when its code cannot be fetched (offline) the CSS glow below stays.
          () => undefined,
        );
      };
      idleHandle = hasIdle ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 1500);
    };

    const onEngage = () => {
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngage);
      loadWhenIdle();
    };
    const listenForEngagement = () => {
      for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, onEngage, { passive: true });
    };

    if (document.readyState === 'complete') listenForEngagement();
    else window.addEventListener('load', listenForEngagement, { once: true });

    return () => {
      cancelled = true;
      window.removeEventListener('load', listenForEngagement);
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngage);
      if (idleHandle !== undefined) {
        if (hasIdle) window.cancelIdleCallback(idleHandle);
        else window.clearTimeout(idleHandle);
      }
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-x-0 top-0 h-[36rem] bg-[radial-gradient(60%_60%_at_25%_0%,var(--glow-a),transparent_70%),radial-gradient(50%_50%_at_85%_10%,var(--glow-b),transparent_70%)]" />
      {Animated ? <Animated /> : null}
    </div>
  );
}
