import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Analysis } from '@verity/contracts/analysis';
import { ApiError, TIMEOUT_ERROR } from '@/lib/api';
import { RUN_TIMEOUT_MESSAGE, ResultsPanel } from './results-panel';

afterEach(cleanup);

function showError(error: ApiError) {
  render(
    <MemoryRouter>
      <ResultsPanel analysis={null} isRunning={false} error={error} onUpdated={() => undefined} />
    </MemoryRouter>,
  );
}

describe('a failed run', () => {
  it('given up on for want of an answer, says it may still finish and where it would appear, not that it failed', () => {
    showError(new ApiError({ success: false, error: TIMEOUT_ERROR, message: 'The server did not answer in time.', status: null }));
    expect(screen.getByRole('alert').textContent).toContain('No answer from the server');
    expect(screen.getByTestId('run-error-message').textContent).toBe(RUN_TIMEOUT_MESSAGE);
    expect(screen.getByRole('alert').textContent).not.toContain('Analysis Failed');
  });

  it('refused by the server, shows its message under "Analysis Failed"', () => {
    showError(new ApiError({ success: false, error: 'invalid_request', message: 'Data must have at least 3 rows.', status: 400 }));
    expect(screen.getByRole('alert').textContent).toContain('Analysis Failed');
    expect(screen.getByTestId('run-error-message').textContent).toBe('Data must have at least 3 rows.');
  });
});

describe('a result', () => {
  const analysis: Analysis = {
    insightId: 'ins_1',
    originalHypothesis: 'Ad spend increases revenue',
    truthScore: 0.9,
    status: 'passed',
    counterHypotheses: [],
    proofChain: [],
    cost: 0.0001,
    recommendation: 'Act on it.',
    timestamp: '2026-01-01T00:00:00.000Z',
  };
  const show = (a: Analysis) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ResultsPanel analysis={a} isRunning={false} error={null} onUpdated={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('lists what the engine left out of the data or could not read', () => {
    const note = 'revenue: 2 values are not finite numbers ("Infinity", "NaN") and were left out as missing';
    show({ ...analysis, dataNotes: [note] });
    expect(screen.getByRole('heading', { name: 'About your data' })).toBeTruthy();
    expect(screen.getByTestId('data-notes').textContent).toContain(note);
  });

  it('has no data section when nothing was left out', () => {
    show(analysis);
    expect(screen.queryByTestId('data-notes')).toBeNull();
  });
});
