import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminPage from './admin-page';

const auth = vi.hoisted(() => ({ isAdmin: false }));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ isAdmin: auth.isAdmin, session: null }) }));

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const figure = (value: number, growth: number | null) => ({ value, growth, sparkline: Array(30).fill(0) });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdminPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows "Admins only" without asking the API when the role claim is missing', () => {
    auth.isAdmin = false;
    renderPage();
    expect(screen.getByRole('heading', { name: 'Admins only' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Admins only" when the API answers 403', async () => {
    auth.isAdmin = true;
    fetchMock.mockResolvedValue(jsonResponse(403, { error: 'forbidden', message: 'Admins only.' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeTruthy();
  });

  it('offers a retry after a failure, then shows the figures from the API', async () => {
    auth.isAdmin = true;
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'internal', message: 'Something broke.' }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Something broke.');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        data: { users: figure(3, 50), analyses: figure(0, 0), revenueCents: figure(2900, null), avgTruthScore: figure(81.25, -2), empty: false },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$29')).toBeTruthy();
    expect(screen.getByText('+50%')).toBeTruthy();
    expect(screen.getByText('81.3%')).toBeTruthy();
    expect(screen.getByText('−2%')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
  });
});
