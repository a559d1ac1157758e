import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { SubscriptionView } from '@verity/contracts/commerce';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchPerTest } from '@/testing/fetch-mock';
import { SubscriptionCard } from './subscription-card';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const view: SubscriptionView = {
  plan: 'starter',
  planName: 'Truth Explorer',
  status: 'active',
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  analysisLimit: 100,
  analysisUsed: 12,
  cancelAtPeriodEnd: false,
  provider: 'sandbox',
  portalAvailable: false,
};

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SubscriptionCard fromProfile={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SubscriptionCard without the profile’s copy', () => {
  const fetchMock = stubFetchPerTest();

  it('says it is loading while the subscription is read, not that it failed', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderCard();
    expect(screen.getByRole('status').textContent).toBe('Loading your subscription…');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(jsonResponse(200, { data: view }));
    expect(await screen.findByText('Truth Explorer')).toBeTruthy();
  });

  it('after a failed read, "Try again" reads the subscription again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'internal', message: 'Something broke on our side.' }));
    renderCard();
    const failed = await screen.findByText('Your subscription details could not be loaded right now.');
    expect(failed.textContent).not.toContain('Reload the page');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: view }));
    fireEvent.click(within(screen.getByRole('status')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Truth Explorer')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
