import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, FALLBACK_ERROR, NETWORK_ERROR, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR, apiFetch, apiRequest, api, humanizeApiMessage, setAccessTokenProvider, setUnauthorizedHandler } from '@/lib/api';
import { serviceHealthQuery } from '@/features/dashboard/api';
import { resetToasts, useToast } from '@/lib/toast';
import { renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function currentToasts() {
  return renderHook(() => useToast()).result.current.toasts;
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    resetToasts();
    setAccessTokenProvider(() => null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts JSON under /api and unwraps the data envelope', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { data: { id: 'abc' } }));
    const result = await api.post<{ id: string }>('/demo/request', { name: 'Ada' });
    expect(result).toEqual({ success: true, data: { id: 'abc' }, status: 201 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/demo/request');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ name: 'Ada' }));
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('adds the bearer token when the provider has one', async () => {
    setAccessTokenProvider(() => 'tok-123');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { data: [] }));
    await api.get('/analyses');
    const init = fetchMock.mock.calls[0]![1];
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it('a 401 to a request that carried a token goes to the unauthorized handler instead of an Error toast', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    try {
      setAccessTokenProvider(() => 'tok-gone');
      fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'unauthorized', message: 'Your session is invalid or has expired.' }));
      expect(await api.get('/profile')).toMatchObject({ success: false, status: 401 });
      expect(handler).toHaveBeenCalledWith('tok-gone');
      expect(currentToasts()).toHaveLength(0);
      // Without a token a 401 is an ordinary failure; 403 (e.g. insufficient_aal) is not a sign-out.
      setAccessTokenProvider(() => null);
      fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'unauthorized', message: 'Sign in to continue.' }));
      await api.get('/profile');
      setAccessTokenProvider(() => 'tok-aal1');
      fetchMock.mockResolvedValueOnce(jsonResponse(403, { error: 'insufficient_aal', message: 'Enter the code.' }));
      await api.get('/profile');
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      setUnauthorizedHandler(null);
    }
  });

  it('health checks send no token, so an ended session is not read as the API being down', async () => {
    setAccessTokenProvider(() => 'tok-gone');
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    const health = await new QueryClient().fetchQuery(serviceHealthQuery());
    expect(health.every((s) => s.ok)).toBe(true);
    for (const [, init] of fetchMock.mock.calls) expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('reads error, then message, and shows the destructive Error toast', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'invalid_request', message: 'email must be a valid email address' }));
    const result = await api.post('/contact/submit', {});
    expect(result).toMatchObject({ success: false, error: 'invalid_request', status: 400 });
    const [shown] = currentToasts();
    expect(shown).toMatchObject({ variant: 'destructive', title: 'Error', description: 'email must be a valid email address' });
  });

  it('shows a validation failure as a sentence naming the field, never its internal path', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'invalid_request', message: 'body.email: must be a valid email address' }));
    await api.post('/contact/submit', {});
    expect(currentToasts()[0]).toMatchObject({ title: 'Error', description: 'Email must be a valid email address.' });
  });

  it('falls back to message when there is no error field', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'Database unavailable' }));
    const result = await api.get('/health');
    expect(result).toMatchObject({ success: false, error: 'Database unavailable' });
  });

  it('falls back to "API request failed" for a body without either field', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    const result = await api.get('/health');
    expect(result).toMatchObject({ success: false, error: FALLBACK_ERROR, status: 502 });
    // People read what happened and what to do, not "API request failed".
    expect(currentToasts()[0]?.description).toBe('The server could not answer (error 502). Try again in a minute.');
  });

  it('says to wait on a 429 with nothing to read, and keeps "API request failed" for a bare 4xx', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 429 }));
    expect(await api.get('/health')).toMatchObject({ error: FALLBACK_ERROR, message: 'Too many requests in a short time. Wait a minute, then try again.' });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    expect(await api.get('/health')).toMatchObject({ error: FALLBACK_ERROR, message: FALLBACK_ERROR });
  });

  it('reports a network failure as "Network error occurred"', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await api.post('/demo/request', {});
    expect(result).toEqual({ success: false, error: NETWORK_ERROR, message: NETWORK_ERROR_MESSAGE, status: null });
    expect(currentToasts()[0]).toMatchObject({ title: 'Error', description: 'Network error occurred. Check your connection and try again.' });
  });

  it('tells a request its signal gave up on from a network failure: it was sent and may still be acted on', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const result = await apiRequest('/analyses', { body: {}, signal: AbortSignal.timeout(5), notify: false });
    expect(result).toEqual({ success: false, error: TIMEOUT_ERROR, message: 'The server did not answer in time.', status: null });
  });

  it('stays quiet when asked to', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { error: 'rate_limited', message: 'Slow down' }));
    await apiRequest('/leads/capture', { body: {}, notify: false });
    expect(currentToasts()).toHaveLength(0);
  });

  it('apiFetch throws ApiError that knows a 4xx', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: 'not_found', message: 'No such proof' }));
    const error = await apiFetch('/proofs/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isClientError).toBe(true);
    expect((error as ApiError).message).toBe('No such proof');
    expect(currentToasts()).toHaveLength(0);
  });
});

describe('humanizeApiMessage', () => {
  it.each([
    ['body.message: must be at most 4000 characters', 'Message must be at most 4000 characters.'],
    ['body.jobTitle: must be at most 120 characters', 'Job title must be at most 120 characters.'],
    [
      'body.email: must be a valid email address; body.contactName: is required',
      'Email must be a valid email address. Contact name is required.',
    ],
    ['body.name: Invalid input: expected string, received number', 'Name: Invalid input: expected string, received number.'],
    ['query.limit: must be at most 100', 'Limit must be at most 100.'],
    ['body: must be an object', 'The request must be an object.'],
  ])('%s', (raw, shown) => {
    expect(humanizeApiMessage(raw)).toBe(shown);
  });

  it('leaves other messages alone', () => {
    expect(humanizeApiMessage('You have used all 10 analyses of your plan.')).toBe('You have used all 10 analyses of your plan.');
    expect(humanizeApiMessage('body.email: bad; and something else')).toBe('body.email: bad; and something else');
  });
});
