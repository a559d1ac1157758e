import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsageStatsCard } from './usage-stats-card';

const refreshProfile = vi.hoisted(() => vi.fn<() => Promise<void>>());
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ refreshProfile }) }));

describe('UsageStatsCard', () => {
  afterEach(() => {
    cleanup();
    refreshProfile.mockReset();
  });

  it('shows the figures it is given', () => {
    render(
      <UsageStatsCard stats={{ totalAnalyses: 4, monthlyAnalyses: 2, avgTruthScore: 0.8123, totalCost: 0.00041, blueprintsPurchased: 1 }} />,
    );
    expect(screen.getByText('81.2%')).toBeTruthy();
    expect(screen.getByText('$0.0004')).toBeTruthy();
  });

  it('a total compute cost below a hundredth of a cent reads "< $0.0001", not "$0.0000"', () => {
    render(<UsageStatsCard stats={{ totalAnalyses: 3, monthlyAnalyses: 3, avgTruthScore: 0.5, totalCost: 3.6e-7, blueprintsPurchased: 0 }} />);
    expect(screen.getByText('< $0.0001')).toBeTruthy();
  });

  it('when the profile could not be read, "Try again" reads it again and waits for the answer', async () => {
    let answer: () => void = () => undefined;
    refreshProfile.mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<UsageStatsCard stats={null} />);
    expect(screen.getByRole('status').textContent).toContain('Usage statistics could not be loaded right now.');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refreshProfile).toHaveBeenCalledTimes(1);
    const pending = screen.getByRole('button', { name: 'Trying again…' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);

    await act(async () => answer());
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
