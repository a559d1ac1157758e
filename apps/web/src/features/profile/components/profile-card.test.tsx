import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/auth';
import { ProfileCard } from './profile-card';

const refreshProfile = vi.hoisted(() => vi.fn(async () => undefined));
const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ refreshProfile }) }));
vi.mock('@/lib/toast', () => ({ toast }));

const user: User = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  photoURL: null,
  emailVerified: true,
  createdAt: null,
  lastLoginAt: null,
  subscription: null,
  usageStats: null,
};

function renderCard() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProfileCard user={user} />
    </QueryClientProvider>,
  );
}

function edit(value: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
  fireEvent.change(screen.getByLabelText('Display name'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ProfileCard', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    toast.mockReset();
    refreshProfile.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses an empty or an 81-character name without calling the API', () => {
    renderCard();
    edit('   ');
    expect(screen.getByText('Enter a display name.')).toBeTruthy();
    expect(screen.getByLabelText('Display name').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'x'.repeat(81) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Use at most 80 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the trimmed name with PATCH /api/profile and leaves the edit mode', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { displayName: 'Ada Lovelace' } }));
    renderCard();
    edit('  Ada Lovelace  ');
    await waitFor(() => expect(refreshProfile).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/profile$/);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ displayName: 'Ada Lovelace' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Profile Updated' }));
    expect(screen.queryByLabelText('Display name')).toBeNull();
  });

  it('Edit puts focus in the name field; Cancel and Save give it back to Edit', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { displayName: 'Ada Lovelace' } }));
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Display name'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
    edit('Ada Lovelace');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' })));
  });

  it('a long unbroken name may wrap anywhere instead of widening the page', () => {
    renderCard();
    expect(screen.getByTestId('profile-display-name').className).toMatch(/\bmin-w-0\b.*\bwrap-anywhere\b/);
  });

  it('says "Update Failed" with the server\'s reason and stays in the edit mode', async () => {
    fetchMock.mockResolvedValue(json(400, { error: 'invalid_request', message: 'displayName: use at most 80 characters.' }));
    renderCard();
    edit('Ada Lovelace');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'destructive', title: 'Update Failed', description: 'displayName: use at most 80 characters.' }),
      ),
    );
    expect(refreshProfile).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Display name') as HTMLInputElement).value).toBe('Ada Lovelace');
  });
});
