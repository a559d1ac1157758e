import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootErrorBoundary } from './root-error-boundary';

/** A route whose code cannot be fetched, as Chromium reports it. */
function renderFailedRoute() {
  const router = createMemoryRouter([
    {
      path: '/',
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => null,
      lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/auth-page.js')),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('RootErrorBoundary', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('offline, says the connection is the problem, not a new release', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderFailedRoute();
    const text = await screen.findByText(/could not be loaded/);
    expect(text.textContent).toBe('You appear to be offline, so this page could not be loaded. Check your connection, then reload.');
    expect(text.textContent).not.toMatch(/new version/);
  });

  it('online, names both causes a reload fixes', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderFailedRoute();
    const text = await screen.findByText(/could not be loaded/);
    expect(text.textContent).toMatch(/connection dropped, or a new version of Verity was released/);
  });
});
