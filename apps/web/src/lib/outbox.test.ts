import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OUTBOX_BACKOFF,
  OUTBOX_STORAGE_KEY,
  backoffDelay,
  flushOutbox,
  readOutbox,
  startOutbox,
  submitWithOutbox,
} from '@/lib/outbox';
import { resetToasts } from '@/lib/toast';
import { setAccessTokenProvider } from '@/lib/api';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('backoffDelay', () => {
  it('doubles from the base and caps', () => {
    expect(backoffDelay(1)).toBe(OUTBOX_BACKOFF.baseMs);
    expect(backoffDelay(2)).toBe(OUTBOX_BACKOFF.baseMs * 2);
    expect(backoffDelay(4)).toBe(OUTBOX_BACKOFF.baseMs * 8);
    expect(backoffDelay(30)).toBe(OUTBOX_BACKOFF.maxMs);
  });
});

describe('lead outbox', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let stop: (() => void) | null = null;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    window.localStorage.clear();
    resetToasts();
  });
  afterEach(() => {
    stop?.();
    stop = null;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('returns stored when the server acknowledges', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { data: { id: 'lead-1' } }));
    await expect(submitWithOutbox('/demo/request', { name: 'Ada' })).resolves.toEqual({ status: 'stored', id: 'lead-1' });
    expect(readOutbox()).toEqual([]);
  });

  it('sends a lead again without the token when the session it carried has ended, instead of refusing it', async () => {
    setAccessTokenProvider(() => 'token-of-an-ended-session');
    try {
      fetchMock
        .mockResolvedValueOnce(jsonResponse(401, { error: 'unauthorized', message: 'Your session is invalid or has expired. Sign in again.' }))
        .mockResolvedValueOnce(jsonResponse(201, { data: { id: 'lead-401' } }));
      await expect(submitWithOutbox('/contact/submit', { name: 'Ada' })).resolves.toEqual({ status: 'stored', id: 'lead-401' });
      const [first, second] = fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
      expect(first?.Authorization).toBe('Bearer token-of-an-ended-session');
      expect(second?.Authorization).toBeUndefined();
      // The same submission: the server may drop a duplicate.
      expect(second?.['Idempotency-Key']).toBe(first?.['Idempotency-Key']);
    } finally {
      setAccessTokenProvider(() => null);
    }
  });

  it('never drops a queued lead because the session it was sent with ended meanwhile', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await submitWithOutbox('/demo/request', { name: 'Ada' })).status).toBe('queued');
    setAccessTokenProvider(() => 'token-of-an-ended-session');
    try {
      fetchMock
        .mockResolvedValueOnce(jsonResponse(401, { error: 'unauthorized', message: 'Your session is invalid or has expired. Sign in again.' }))
        .mockResolvedValueOnce(jsonResponse(201, { data: { id: 'lead-late' } }));
      await vi.advanceTimersByTimeAsync(backoffDelay(1));
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(readOutbox()).toEqual([]);
      expect((fetchMock.mock.calls[2]?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    } finally {
      setAccessTokenProvider(() => null);
    }
  });

  it('rejects a 400 without queueing it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'invalid_request', message: 'email is required' }));
    const outcome = await submitWithOutbox('/demo/request', {});
    expect(outcome.status).toBe('rejected');
    expect(readOutbox()).toEqual([]);
  });

  it('queues on network failure and retries with exponential backoff until stored', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(503, { error: 'service_unavailable', message: 'down' }))
      .mockResolvedValueOnce(jsonResponse(201, { data: { id: 'lead-2' } }));

    const outcome = await submitWithOutbox('/contact/submit', { name: 'Ada Lovelace' });
    expect(outcome.status).toBe('queued');
    const [entry] = readOutbox();
    expect(entry).toMatchObject({ path: '/contact/submit', body: { name: 'Ada Lovelace' }, attempts: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Not before the first delay.
    await vi.advanceTimersByTimeAsync(backoffDelay(1) - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(readOutbox()[0]?.attempts).toBe(2);

    // Second retry waits twice as long.
    await vi.advanceTimersByTimeAsync(backoffDelay(2) - 1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(readOutbox()[0]?.attempts).toBe(3);

    await vi.advanceTimersByTimeAsync(backoffDelay(3));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(readOutbox()).toEqual([]);
    expect(window.localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();

    // Every attempt carried the same idempotency key.
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
  });

  it('drops an entry the server refuses for good', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(400, { error: 'invalid_request', message: 'bad' }));
    await submitWithOutbox('/demo/request', { name: 'x' });
    await vi.advanceTimersByTimeAsync(backoffDelay(1));
    expect(readOutbox()).toEqual([]);
  });

  it('retries what a previous page left behind on load and when back online', async () => {
    const now = Date.now();
    window.localStorage.setItem(
      OUTBOX_STORAGE_KEY,
      JSON.stringify([{ id: 'e1', path: '/pilot/start', body: { company: 'Acme' }, attempts: 3, createdAt: now, nextAttemptAt: now + 60_000 }]),
    );
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(201, { data: { id: 'p1' } }));

    stop = startOutbox();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readOutbox()[0]?.attempts).toBe(4);

    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    await flushOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(readOutbox()).toEqual([]);
  });
});
