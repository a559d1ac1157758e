import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { AnalysisStats } from '@verity/contracts/analysis';
import { afterEach, describe, expect, it } from 'vitest';
import { analysisKeys } from '../api';
import { ScalingEconomics } from './scaling-economics';

function renderWith(stats: AnalysisStats) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(analysisKeys.stats(), stats);
  return render(
    <QueryClientProvider client={client}>
      <ScalingEconomics planPending />
    </QueryClientProvider>,
  );
}

describe('ScalingEconomics', () => {
  afterEach(cleanup);

  it('before any analysis, says when the measured average will appear, in a sentence that reads', () => {
    const { container } = renderWith({ totalAnalyses: 0, passRate: 0, avgTruthScore: 0, avgCost: 0 });
    const text = container.textContent ?? '';
    expect(text).toContain('Your measured average per analysis appears after your first analysis');
    expect(text).not.toContain('no analyses yet per analysis');
  });

  it('after analyses, shows the measured average to 4 decimals', () => {
    renderWith({ totalAnalyses: 3, passRate: 1, avgTruthScore: 0.9, avgCost: 0.00312 });
    expect(screen.getByText('$0.0031')).toBeTruthy();
  });
});
