import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToast } from '@/lib/toast';
import { ContactForm } from './contact-form';

const shownToasts = () => renderHook(() => useToast()).result.current.toasts;

describe('ContactForm validation', () => {
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

  const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    });

  it('an empty submit shows the spec toast, marks the required fields and focuses the first', async () => {
    render(<ContactForm />);
    await submit();
    expect(shownToasts()[0]).toMatchObject({ title: 'Missing Information', description: 'Please fill in all required fields' });
    expect(document.activeElement).toBe(screen.getByLabelText(/First name/));
    expect(screen.getAllByText('This field is required')).toHaveLength(5);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email and the server limits inline, without the missing-fields toast', async () => {
    render(<ContactForm />);
    fill(/First name/, 'Alan');
    fill(/Last name/, 'Turing');
    fill(/Work email/, 'not-an-email');
    fill(/Company/, 'GCHQ');
    fill(/Job title/, 'x'.repeat(121));
    fill(/How can we help/, 'Hello');
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(shownToasts()).toHaveLength(0);
    expect(screen.getByText('Enter a valid email address, like name@company.com')).toBeTruthy();
    expect(screen.getByText('Use at most 120 characters (now 121)')).toBeTruthy();
    expect(screen.getByLabelText(/Job title/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Job title/).getAttribute('maxlength')).toBe('120');
    expect(screen.getByLabelText(/How can we help/).getAttribute('maxlength')).toBe('4000');
    expect(document.activeElement).toBe(screen.getByLabelText(/Work email/));
  });
});
