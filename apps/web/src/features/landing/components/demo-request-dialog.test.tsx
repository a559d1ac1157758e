import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToast } from '@/lib/toast';
import DemoRequestDialog from './demo-request-dialog';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function shownToasts() {
  return renderHook(() => useToast()).result.current.toasts;
}

describe('DemoRequestDialog', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    window.localStorage.clear();
    resetToasts();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function fill(label: RegExp, value: string) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }

  it('keeps submit disabled until name, email and company are filled, then stores and closes', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { data: { id: 'lead-1' } }));
    const onOpenChange = vi.fn();
    render(<DemoRequestDialog open onOpenChange={onOpenChange} />);
    const submit = screen.getByRole('button', { name: 'Request Demo' });
    expect(submit).toHaveProperty('disabled', true);
    fill(/Full name/, 'Ada Lovelace');
    fill(/Work email/, 'ada@example.com');
    expect(submit).toHaveProperty('disabled', true);
    fill(/Company/, 'Analytical Engines');
    expect(submit).toHaveProperty('disabled', false);

    await act(async () => {
      fireEvent.click(submit);
    });

    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      role: '',
      message: '',
    });
    expect(shownToasts()[0]).toMatchObject({
      title: 'Demo Request Received',
      description: 'Our team will contact you within 24 hours',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByLabelText(/Full name/)).toHaveProperty('value', '');
  });

  it('says "Request Submitted" when the request is only queued', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<DemoRequestDialog open onOpenChange={() => undefined} />);
    fill(/Full name/, 'Ada');
    fill(/Work email/, 'ada@example.com');
    fill(/Company/, 'AE');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Request Demo' }));
    });
    expect(shownToasts()[0]).toMatchObject({ title: 'Request Submitted', description: "We'll be in touch soon" });
    expect(window.localStorage.getItem('verity.outbox.v1')).toContain('ada@example.com');
  });

  it('marks an invalid email and an over-long message beside the fields and sends nothing', async () => {
    render(<DemoRequestDialog open onOpenChange={() => undefined} />);
    fill(/Full name/, 'Ada');
    fill(/Work email/, 'not-an-email');
    fill(/Company/, 'AE');
    // maxLength stops typing past the limit; a value set by script is still checked.
    fill(/What would you like to verify/, 'x'.repeat(4001));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Request Demo' }));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    const email = screen.getByLabelText(/Work email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a valid email address, like name@company.com',
    );
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Use at most 4,000 characters (now 4,001)')).toBeTruthy();
    expect(screen.getByLabelText(/What would you like to verify/).getAttribute('maxlength')).toBe('4000');

    fill(/Work email/, 'ada@example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });
});
