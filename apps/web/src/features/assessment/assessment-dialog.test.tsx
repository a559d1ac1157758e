import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '@verity/contracts/assessment';
import { AuthProvider } from '@/lib/auth';
import { AUTH_STORAGE_KEY } from '@/lib/auth-config';
import { FakeAuthClient, makeProfile, makeSession } from '@/testing/fake-auth-client';
import AssessmentDialog from './assessment-dialog';

const okConfig = { ok: true as const, config: { url: 'http://localhost', anonKey: 'k' } };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  if (url.endsWith('/engine/health')) return json(503, { ok: false });
  if (url.endsWith('/assessments/stats')) return json(200, { data: { completions: 3430, remainingSpots: 5, nextOnboardingDate: '2026-11-30' } });
  if (url.endsWith('/assessments') && init?.method === 'POST') return json(201, { data: { id: 'a1' } });
  return json(404, { error: 'not_found', message: url });
});

function renderDialog(session: ReturnType<typeof makeSession> | null) {
  const onOpenChange = vi.fn();
  // The provider restores a session only when one is stored, as after a real sign-in.
  if (session) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  const fake = new FakeAuthClient(session);
  const router = createMemoryRouter(
    [
      { path: '/', element: <AssessmentDialog open onOpenChange={onOpenChange} /> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/signup', element: <p>signup page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider loadClient={async () => fake.asClient()} fetchProfile={async () => makeProfile(fake.session!)} config={okConfig}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, onOpenChange };
}

async function finishFunnel() {
  fireEvent.click(await screen.findByRole('button', { name: /Start My Free Assessment/ }));
  for (const [i, question] of ASSESSMENT_QUESTIONS.entries()) {
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(escape(question.options[1]!.text)) }));
    fireEvent.click(screen.getByRole('button', { name: i === 7 ? /Generate Report/ : /^Next/ }));
  }
  fireEvent.click(await screen.findByRole('button', { name: /^Continue/ }));
  fireEvent.click(await screen.findByRole('button', { name: 'Start My Truth Transformation' }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('finishing the funnel in the modal', () => {
  beforeAll(async () => {
    await import('./components/assessment-flow');
  });
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('records the results, goes to /dashboard when signed in, and closes the modal', async () => {
    const { router, onOpenChange } = renderDialog(makeSession());
    await finishFunnel();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const posted = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/assessments') && init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body)).answers).toEqual(
      Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options[1]!.value])),
    );
  });

  it('goes to /signup when no one is signed in, and closes the modal', async () => {
    const { router, onOpenChange } = renderDialog(null);
    await finishFunnel();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
