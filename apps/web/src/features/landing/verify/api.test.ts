import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '@/lib/api';
import { resetToasts } from '@/lib/toast';
import { verifyClaimRequest } from './api';

/** A fetch that answers only when its request is aborted, as a server that never replies. */
function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
}

describe('verifyClaimRequest', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
    setAccessTokenProvider(() => null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up on a server that does not answer and reports it unreachable, so the demo stops waiting', async () => {
    vi.stubGlobal('fetch', vi.fn(hangingFetch()));
    const outcome = verifyClaimRequest('About 1.3 billion people lived in China in 2005', undefined, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual({ kind: 'unreachable' });
  });

  it('a request the caller cancels stays cancelled, not unreachable', async () => {
    vi.stubGlobal('fetch', vi.fn(hangingFetch()));
    const controller = new AbortController();
    const outcome = verifyClaimRequest('About 1.3 billion people lived in China in 2005', controller.signal, 1000);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(outcome).resolves.toMatchObject({ kind: 'error', failure: { error: 'aborted' } });
  });
});
