import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetchPerTest } from '@/testing/fetch-mock';
import { ServiceStatus } from './service-status';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('ServiceStatus', () => {
  const fetchMock = stubFetchPerTest();
  afterEach(() => vi.restoreAllMocks());

  it('says this device is offline instead of repeating the last answer, and asks again once back', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ServiceStatus />
      </QueryClientProvider>,
    );
    const status = screen.getByTestId('service-status');
    await vi.waitFor(() => expect(status.textContent).toBe('Operational'));
    expect(fetchMock).toHaveBeenCalledTimes(3);

    goOnline(false);
    expect(status.textContent).toContain('Offline');
    expect(status.textContent).toContain('This device is offline');
    expect(status.textContent).not.toContain('Down');

    goOnline(true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(6));
    await vi.waitFor(() => expect(status.textContent).toBe('Operational'));
  });
});
