import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

/** Spec data-fetch defaults: 3 retries, exponential backoff capped at 30 s, 5-minute cache, no retry on 4xx. */
export const QUERY_DEFAULTS = {
  retries: 3,
  maxRetryDelayMs: 30_000,
  cacheTimeMs: 5 * 60_000,
} as const;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUERY_DEFAULTS.retries;
}

export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, QUERY_DEFAULTS.maxRetryDelayMs);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: QUERY_DEFAULTS.cacheTimeMs,
      },
      mutations: {
        retry: false,
        // An action the user just asked for runs now, even when the browser reports no network:
        // paused (TanStack's default) its button said "Analyzing…" or "Processing…" until the
        // connection came back, then ran unannounced — a checkout opened minutes later. Sent, it
        // fails at once with a network error the user can read and retry.
        networkMode: 'always',
      },
    },
  });
}
