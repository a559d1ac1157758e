import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useHydrated } from './use-hydrated';

/** What a pre-rendered page shows for a query: pending, not fetching (the server never fetches). */
const NOT_YET = {
  data: undefined,
  error: null,
  status: 'pending',
  fetchStatus: 'idle',
  isPending: true,
  isLoading: false,
  isSuccess: false,
  isError: false,
  isFetching: false,
  isFetched: false,
  isPlaceholderData: false,
  refetch: () => Promise.resolve(undefined),
} as const;

/**
 * `useQuery` for a component that may hydrate after the data arrived — one in a part hydrated
 * on its own (ADR 0022) whose query another part shares, like the dashboard's history. While it
 * hydrates it renders the pending state, as the server did; the cached data shows on the next
 * render. A data-dependent first render would not match the HTML (React error #418).
 */
export function useHydratedQuery<T, Key extends QueryKey>(options: UseQueryOptions<T, Error, T, Key>): UseQueryResult<T, Error> {
  const hydrated = useHydrated();
  const result = useQuery(options);
  return hydrated ? result : (NOT_YET as unknown as UseQueryResult<T, Error>);
}
