import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '@/lib/api';
import { resetToasts } from '@/lib/toast';
import { VerifyDemoSection } from './verify-demo-section';

describe('VerifyDemoSection when rate limited', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    resetToasts();
    setAccessTokenProvider(() => null);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says when to try again, as the server does, and can be used again', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'rate_limited', message: 'Too many requests. Try again in 52 seconds.' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    render(<VerifyDemoSection />);
    fireEvent.change(screen.getByLabelText('Your claim'), { target: { value: 'About 1.3 billion people lived in China in 2005' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify claim' }));
    expect(await screen.findByText('The claim could not be checked: Too many requests. Try again in 52 seconds.')).toBeTruthy();
    expect(screen.queryByText(/try again in a moment/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify claim' })).toHaveProperty('disabled', false);
  });
});
