import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLANS } from '@verity/contracts/plans';
import { SubscribeButton } from './subscribe-button';

const auth = vi.hoisted(() => ({ user: null as null | { subscription: { plan: string } | null } }));
const toast = vi.hoisted(() => vi.fn());
const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ user: auth.user }) }));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('../api', async (importOriginal) => ({ ...(await importOriginal<typeof import('../api')>()), goToCheckout }));

const starter = PLANS.find((p) => p.id === 'starter')!;

function renderButton() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SubscribeButton plan={starter} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('SubscribeButton', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    toast.mockReset();
    goToCheckout.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('signed out: disabled, and a click explains why without calling the API', () => {
    auth.user = null;
    renderButton();
    const button = screen.getByRole('button', { name: 'Subscribe' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('subscribe-starter-wrapper'));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Authentication Required', description: 'Please sign in to subscribe to a plan' }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signed in: "Processing…" while the checkout is created with only the plan id, then goes to its URL', async () => {
    auth.user = { subscription: { plan: 'free' } };
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe to Truth Explorer' }));
    expect(await screen.findByText('Processing…')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/subscriptions\/create-checkout$/);
    expect(JSON.parse(String(init?.body))).toEqual({ planId: 'starter' });
    answer(json(200, { data: { url: '/billing/checkout/0b6f3c5e-8f6e-4a39-9d1e-2f1f0c7a1b11' } }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('/billing/checkout/0b6f3c5e-8f6e-4a39-9d1e-2f1f0c7a1b11'));
  });

  it('a failed checkout says "Subscription Failed" with the reason and stays on the page', async () => {
    auth.user = { subscription: { plan: 'free' } };
    fetchMock.mockResolvedValue(json(400, { error: 'invalid_request', message: 'You are already on Truth Explorer.' }));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe to Truth Explorer' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'destructive', title: 'Subscription Failed', description: 'You are already on Truth Explorer.' }),
      ),
    );
    expect(goToCheckout).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Subscribe to Truth Explorer' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
