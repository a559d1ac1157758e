import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Analysis } from '@verity/contracts/analysis';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PerformanceCharts } from './performance-charts';
import { RecentAnalyses } from './recent-analyses';
import { StatCards } from './stat-cards';

/**
 * A dashboard panel whose request failed (after the query's own retries) stays failed until
 * something asks again: each offers "Try again", which loads it once the API answers.
 */
function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const FAILURE = { error: 'internal', message: 'Something broke on our side.' };

const analysis: Analysis = {
  insightId: 'a-1',
  originalHypothesis: 'Dose predicts blood pressure drop',
  truthScore: 0.9731,
  status: 'passed',
  counterHypotheses: [],
  proofChain: [],
  cost: 0.0001,
  recommendation: 'Act on it.',
  timestamp: '2026-11-27T03:34:00.000Z',
  analysisType: 'predictive',
};

function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('dashboard panels after a failed load', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    // No IntersectionObserver: the below-the-fold panels load as soon as they mount.
    vi.stubGlobal('IntersectionObserver', undefined);
    fetchMock.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('stat cards: "Try again" loads the statistics', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, FAILURE));
    renderWithClient(<StatCards />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your statistics could not be loaded.');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { data: { totalAnalyses: 4, passRate: 0.75, avgTruthScore: 0.8123, avgCost: 0.00012 } }),
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('75.0%')).toBeTruthy();
    expect(screen.getByText('81.2%')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('recent analyses: no promise of a retry that never comes; "Try again" loads the list', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, FAILURE));
    renderWithClient(<RecentAnalyses selectedId={null} onSelect={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your recent analyses could not be loaded.');
    expect(alert.textContent).not.toContain('retry shortly');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: { analyses: [analysis], total: 1 } }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dose predicts blood pressure drop')).toBeTruthy();
    expect(screen.getByText('97.3%')).toBeTruthy();
  });

  it('performance charts: "Try again" asks for the history again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, FAILURE));
    renderWithClient(<PerformanceCharts />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The charts could not be loaded right now.');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: { analyses: [], total: 0 } }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Charts appear after your first analysis/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
