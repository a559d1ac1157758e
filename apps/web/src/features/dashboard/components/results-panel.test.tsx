import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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
