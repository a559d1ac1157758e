import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay, shouldRetry } from '@/app/query-client';
import { ApiError } from '@/lib/api';

describe('query defaults', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('retries three times, never a 4xx', () => {
    const serverError = new ApiError({ success: false, error: 'x', message: 'x', status: 503 });
    const clientError = new ApiError({ success: false, error: 'x', message: 'x', status: 404 });
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(2, serverError)).toBe(true);
    expect(shouldRetry(3, serverError)).toBe(false);
    expect(shouldRetry(0, clientError)).toBe(false);
    expect(shouldRetry(0, new TypeError('offline'))).toBe(true);
  });

  it('backs off exponentially up to 30 s', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(4)).toBe(16_000);
    expect(retryDelay(10)).toBe(30_000);
  });

  it('keeps unused data for 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });

  it('runs a mutation while the browser reports no network, so it fails at once instead of waiting unannounced', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError({ success: false, error: 'Network error occurred', message: 'x', status: null })),
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(mutation.state.isPaused).toBe(false);
    expect(mutation.state.status).toBe('error');
  });
});
