import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateSeparately } from '@/components/hydrate-separately';
import { setHydrating } from './use-hydrated';
import { useHydratedQuery } from './use-hydrated-query';

afterEach(() => {
  cleanup();
  setHydrating(false);
});

const renders: string[] = [];

function Count() {
  const { data, isPending } = useHydratedQuery({ queryKey: ['count'], queryFn: () => Promise.resolve(7) });
  const text = isPending ? 'loading' : `count ${data}`;
  renders.push(text);
  return <p>{text}</p>;
}

function renderWithCachedCount(prerendered: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  // The data is there before the part renders, as when another panel asked for it first.
  client.setQueryData(['count'], 7);
  renders.length = 0;
  setHydrating(prerendered);
  render(
    <QueryClientProvider client={client}>
      <HydrateSeparately>
        <Count />
      </HydrateSeparately>
    </QueryClientProvider>,
  );
  setHydrating(false);
}

describe('useHydratedQuery in a separately hydrated part', () => {
  it('renders the pending state first when the part was pre-rendered, then the cached data', async () => {
    renderWithCachedCount(true);
    expect(renders[0]).toBe('loading');
    await waitFor(() => expect(screen.getByText('count 7')).toBeTruthy());
  });

  it('shows cached data at once when nothing was pre-rendered', () => {
    renderWithCachedCount(false);
    expect(renders[0]).toBe('count 7');
  });
});
