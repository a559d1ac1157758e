import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '@/testing/fetch-mock';
import AdminPage from './admin-page';

const auth = vi.hoisted(() => ({ isAdmin: false }));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ isAdmin: auth.isAdmin, session: null }) }));

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const figure = (value: number, growth: number | null) => ({ value, growth, sparkline: Array(30).fill(0) });

function renderPage(entry = '/admin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <AdminPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdminPage', () => {
  const fetchMock = stubFetchPerTest();

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

  it('shows zeros and an empty state on an empty database', async () => {
    auth.isAdmin = true;
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        data: { users: figure(1, null), analyses: figure(0, 0), revenueCents: figure(0, 0), avgTruthScore: figure(0, null), empty: true },
      }),
    );
    renderPage();
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    const card = (label: string) => screen.getByRole('heading', { name: label }).parentElement!.textContent;
    expect(card('Revenue')).toContain('$0');
    expect(card('Analyses')).toMatch(/^Analyses0/);
    expect(card('Average truth score')).toMatch(/^Average truth score0%/);
    expect(document.body.textContent).not.toMatch(/1,247|15,623|47,832|94\.2|\+23%/);
  });

  it('pages users by cursor: next, previous, and the position counted on the way', async () => {
    auth.isAdmin = true;
    const user = (i: number) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      email: `user${i}@example.test`,
      role: null,
      plan: 'free',
      status: 'active',
      analysisUsed: 0,
      analysisLimit: 10,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastSignInAt: null,
    });
    const page = (from: number, count: number, prevCursor: string | null, nextCursor: string | null) =>
      jsonResponse(200, {
        data: { users: Array.from({ length: count }, (_, i) => user(from + i)), total: 30, totalCapped: false, pageSize: 25, prevCursor, nextCursor },
      });
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.searchParams.get('after') === 'c25') return page(26, 5, 'c26', null);
      if (url.searchParams.get('before') === 'c26') return page(1, 25, null, 'c25');
      return page(1, 25, null, 'c25');
    });
    renderPage('/admin?tab=users');
    expect(await screen.findByText('1–25 of 30')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–30 of 30')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'user30@example.test' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('1–25 of 30')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((u) => u.includes('after=c25'))).toBe(true);
    expect(urls.some((u) => u.includes('before=c26'))).toBe(true);
  });
});
