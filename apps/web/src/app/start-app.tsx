import { StrictMode, startTransition } from 'react';
import { type RootOptions, createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createRouter, routes } from '@/app/router';
import { setHydrating } from '@/lib/use-hydrated';
import { AppReady } from './app-ready';
import { cn } from '@/lib/utils';
import { yieldToBrowser } from '@/lib/yield-to-browser';

/**
 * Whether the root holds pre-rendered markup this visitor sees: read from the markup and the
 * pre-paint script's session mark, as load-after-paint.js reads it, not from layout (measuring
 * the root here would lay the whole page out again while the app starts).
 */
export function showsPrerenderedPage(root: HTMLElement): boolean {
  const hiddenClass = document.documentElement.hasAttribute('data-session') ? 'when-no-session' : 'when-session';
  return Array.from(root.children).some((child) => !child.classList.contains(hiddenClass));
}

/**
 * A pre-rendered page (ADR 0014) is hydrated: its lazy route modules load first, so the first
 * client render matches the HTML instead of showing the route fallback. Everything else renders
 * from scratch. Both start in a transition, which lets React yield to the browser while it works
 * (short tasks instead of one long one before the page answers input).
 */
export async function startApp(root: HTMLElement, options: Pick<RootOptions, 'onRecoverableError'> = {}): Promise<void> {
  // Pre-rendered markup that CSS hides from this visitor (the dashboard's shell without a stored
  // session) is not hydrated but replaced: its components would start requests for nobody.
  const prerendered = showsPrerenderedPage(root);
  if (!prerendered) root.replaceChildren();
  // Start-up as a series of tasks, each short enough for the page to answer input between them:
  // evaluating the app's modules (the task that called this), matching and loading the route's
  // modules, creating the router (it reads the history and session storage), building the
  // class-name tables, and the first render.
  await yieldToBrowser();
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        // On a failed load the router tries again itself (and shows the route's error screen).
        const loaded = await route.lazy().catch(() => null);
        if (loaded) Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }
  await yieldToBrowser();
  const router = createRouter();
  await yieldToBrowser();
  // tailwind-merge builds its lookup tables on first use (~8 ms here, four times that on a slow
  // phone): done now, on its own, instead of inside a render slice, which React cannot split.
  cn('p-0');
  await yieldToBrowser();
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
      <AppReady />
    </StrictMode>
  );
  setHydrating(prerendered);
  startTransition(() => {
    // React listens from here on and replays what is clicked while it hydrates, so
    // load-after-paint.js stops holding clicks and submits (ADR 0029).
    document.documentElement.dataset.app = 'hydrating';
    if (prerendered) hydrateRoot(root, app, options);
    else createRoot(root, options).render(app);
  });
}
