import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { AuthClient } from '@/lib/auth';
import type { User } from '@/lib/auth-user';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

export function makeSession(overrides: { id?: string; email?: string; token?: string; role?: string } = {}): Session {
  const id = overrides.id ?? 'user-1';
  return {
    access_token: overrides.token ?? `access-${id}`,
    refresh_token: `refresh-${id}`,
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id,
      email: overrides.email ?? 'ada@example.com',
      aud: 'authenticated',
      created_at: '2026-11-01T00:00:00.000Z',
      last_sign_in_at: '2026-11-22T00:00:00.000Z',
      email_confirmed_at: '2026-11-01T00:00:00.000Z',
      app_metadata: overrides.role ? { provider: 'email', role: overrides.role } : { provider: 'email' },
      user_metadata: {},
    },
  } as Session;
}

export function makeProfile(session: Session, overrides: Partial<User> = {}): User {
  return {
    uid: session.user.id,
    email: session.user.email ?? '',
    displayName: 'Ada',
    photoURL: null,
    emailVerified: true,
    createdAt: '2026-11-01T00:00:00.000Z',
    lastLoginAt: '2026-11-22T00:00:00.000Z',
    subscription: {
      plan: 'free',
      status: 'active',
      currentPeriodStart: '2026-11-01T00:00:00.000Z',
      currentPeriodEnd: '2026-12-01T00:00:00.000Z',
      analysisLimit: 10,
      analysisUsed: 0,
      features: ['basic_analysis', 'truth_scoring', 'proof_chains'],
    },
    usageStats: { totalAnalyses: 0, monthlyAnalyses: 0, avgTruthScore: 0, totalCost: 0, blueprintsPurchased: 0 },
    ...overrides,
  };
}

const authError = (message: string, status = 400, code?: string) => ({ name: 'AuthApiError', message, status, code });

/**
 * A stand-in for `supabase.auth` with the behaviour the provider relies on: INITIAL_SESSION on
 * subscribe, events after each action, session in memory, TOTP assurance levels.
 */
export class FakeAuthClient {
  session: Session | null;
  listeners = new Set<Listener>();
  /** A verified TOTP factor: password sign-in yields aal1 with nextLevel aal2. */
  hasTotp = false;
  aal2 = false;
  initError: { message: string } | null = null;
  /** The server no longer knows the session (signed out elsewhere, password changed). */
  revoked = false;

  constructor(session: Session | null = null) {
    this.session = session;
  }

  emit(event: AuthChangeEvent) {
    for (const listener of this.listeners) listener(event, this.session);
  }

  readonly auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      this.listeners.add(listener);
      setTimeout(() => listener('INITIAL_SESSION', this.session), 0);
      return { data: { subscription: { id: 'sub', callback: listener, unsubscribe: () => this.listeners.delete(listener) } } };
    }),
    initialize: vi.fn(async () => ({ error: this.initError })),
    getSession: vi.fn(async () => ({ data: { session: this.session }, error: null })),
    signInWithPassword: vi.fn(async ({ email, password }: { email: string; password: string }) => {
      if (password !== 'correct-horse') {
        return { data: { user: null, session: null }, error: authError('Invalid login credentials', 400, 'invalid_credentials') };
      }
      this.session = makeSession({ email });
      this.aal2 = false;
      this.emit('SIGNED_IN');
      return { data: { user: this.session.user, session: this.session }, error: null };
    }),
    signUp: vi.fn(async ({ email }: { email: string; password: string; options?: unknown }) => {
      if (email === 'taken@example.com') return { data: { user: null, session: null }, error: authError('User already registered', 422, 'user_already_exists') };
      if (email === 'confirm@example.com') return { data: { user: { id: 'u2' }, session: null }, error: null };
      this.session = makeSession({ id: 'user-new', email });
      this.emit('SIGNED_IN');
      return { data: { user: this.session.user, session: this.session }, error: null };
    }),
    getUser: vi.fn(async () => {
      if (!this.session) return { data: { user: null }, error: { name: 'AuthSessionMissingError', message: 'Auth session missing!', status: 400 } };
      if (this.revoked) {
        // As supabase-js does on 403 session_not_found: the session is removed, SIGNED_OUT announced.
        this.session = null;
        this.emit('SIGNED_OUT');
        return { data: { user: null }, error: { name: 'AuthSessionMissingError', message: 'Auth session missing!', status: 400 } };
      }
      return { data: { user: this.session.user }, error: null };
    }),
    signOut: vi.fn(async (_options?: { scope?: string }) => {
      this.session = null;
      this.emit('SIGNED_OUT');
      return { error: null };
    }),
    resetPasswordForEmail: vi.fn(async (email: string, _options?: unknown) =>
      email.includes('@') ? { data: {}, error: null } : { data: null, error: authError('') },
    ),
    updateUser: vi.fn(async (_attributes: { password?: string }) => {
      this.emit('USER_UPDATED');
      return { data: { user: this.session?.user ?? null }, error: null };
    }),
    mfa: {
      getAuthenticatorAssuranceLevel: vi.fn(async () => ({
        data: {
          currentLevel: this.session ? (this.aal2 ? 'aal2' : 'aal1') : null,
          nextLevel: this.session ? (this.hasTotp ? 'aal2' : 'aal1') : null,
          currentAuthenticationMethods: [],
        },
        error: null,
      })),
      listFactors: vi.fn(async () => ({
        data: { all: [], phone: [], totp: this.hasTotp ? [{ id: 'factor-1', status: 'verified', factor_type: 'totp' }] : [] },
        error: null,
      })),
      challengeAndVerify: vi.fn(async ({ code }: { factorId: string; code: string }) => {
        if (code !== '123456') return { data: null, error: authError('Invalid TOTP code entered', 422) };
        this.aal2 = true;
        this.session = makeSession({ email: this.session?.user.email, token: 'access-aal2' });
        this.emit('MFA_CHALLENGE_VERIFIED');
        return { data: {}, error: null };
      }),
    },
  };

  asClient(): AuthClient {
    return this as unknown as AuthClient;
  }
}
