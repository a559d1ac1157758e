import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, FALLBACK_ERROR, NETWORK_ERROR, apiFetch, apiRequest, api, setAccessTokenProvider } from '@/lib/api';
import { resetToasts, useToast } from '@/lib/toast';
import { renderHook } from '@testing-library/react';

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

  it('reads error, then message, and shows the destructive Error toast', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'invalid_request', message: 'email must be a valid email address' }));
    const result = await api.post('/contact/submit', {});
    expect(result).toMatchObject({ success: false, error: 'invalid_request', status: 400 });
    const [shown] = currentToasts();
    expect(shown).toMatchObject({ variant: 'destructive', title: 'Error', description: 'email must be a valid email address' });
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
    expect(currentToasts()[0]?.description).toBe(FALLBACK_ERROR);
  });

  it('reports a network failure as "Network error occurred"', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await api.post('/demo/request', {});
    expect(result).toEqual({ success: false, error: NETWORK_ERROR, message: NETWORK_ERROR, status: null });
    expect(currentToasts()[0]).toMatchObject({ title: 'Error', description: NETWORK_ERROR });
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
