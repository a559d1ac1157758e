import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetchPerTest } from '@/testing/fetch-mock';
import { CostCalculator } from './cost-calculator';

function renderCalculator() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CostCalculator />
    </QueryClientProvider>,
  );
}

describe('CostCalculator when the cost simulator fails', () => {
  const fetchMock = stubFetchPerTest();

  it('says to wait when it is rate limited, without the registry’s status line', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/health')
        ? jsonResponse(200, { ok: true })
        : jsonResponse(429, { error: 'rate_limited', message: 'Too many requests.' }, 'Too Many Requests'),
    );
    renderCalculator();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many calculations in a short time. Wait a minute, then try again.');
  });

  it('says it is unavailable and to try again when its health check fails', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(503, { ok: false }, 'Service Unavailable'));
    renderCalculator();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The cost simulator is not available right now. Try again in a minute.');
    expect(alert.textContent).not.toMatch(/Service|'cost-simulator'|healthy/);
  });
});
