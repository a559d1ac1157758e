import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CostCalculator } from './cost-calculator';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

function renderCalculator() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CostCalculator />
    </QueryClientProvider>,
  );
}

describe('CostCalculator when the cost simulator fails', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says to wait when it is rate limited, without the registry’s status line', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/health')
        ? json(200, { ok: true })
        : json(429, { error: 'rate_limited', message: 'Too many requests.' }, 'Too Many Requests'),
    );
    renderCalculator();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many calculations in a short time. Wait a minute, then try again.');
  });

  it('says it is unavailable and to try again when its health check fails', async () => {
    fetchMock.mockImplementation(async () => json(503, { ok: false }, 'Service Unavailable'));
    renderCalculator();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The cost simulator is not available right now. Try again in a minute.');
    expect(alert.textContent).not.toMatch(/Service|'cost-simulator'|healthy/);
  });
});
