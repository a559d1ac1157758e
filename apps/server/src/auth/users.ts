import { randomUUID } from 'node:crypto';
import { DEFAULT_SUBSCRIPTION } from '@verity/contracts/plans';
import { iso, type Queryable } from './db.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string;
  last_totp_step: string | number | null;
  last_challenged_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
  confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, reauthentication_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, is_anonymous, banned_until, created_at, updated_at`;

export async function findUserById(q: Queryable, id: string, forUpdate = false): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where email = $1`, [email]);
  return rows[0] ?? null;
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
}

/** Email addresses: trimmed, lower-cased, a plausible shape, at most 254 characters. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !/^[^\s@"'<>()[\]\\,;:]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(email)) {
    return null;
  }
  return email;
}

export interface NewUser {
  email: string | null;
  passwordHash: string | null;
  confirmed: boolean;
  isAnonymous: boolean;
  data: Record<string, unknown>;
}

/**
 * Creates the user, its email identity, its profile and its default subscription. Call it
 * inside the sign-up transaction so they all exist or none does.
 */
export async function insertUser(q: Queryable, input: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const appMeta = input.isAnonymous ? {} : { provider: 'email', providers: ['email'] };
  // Go seeds these keys; the caller's data cannot override them.
  const userMeta = input.isAnonymous
    ? input.data
    : { ...input.data, sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false };
  const [user] = await q.query<UserRow>(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, is_anonymous)
     values ($1, $2, $3, case when $4::boolean then now() end, $5, $6, $7) returning ${USER_COLUMNS}`,
    [id, input.email, input.passwordHash, input.confirmed, JSON.stringify(appMeta), JSON.stringify(userMeta), input.isAnonymous],
  );
  if (input.email) await insertEmailIdentity(q, id, input.email, input.confirmed);
  await createProfileAndSubscription(q, id, defaultDisplayName(input.email, input.data));
  return user!;
}

export async function insertEmailIdentity(q: Queryable, userId: string, email: string, verified: boolean): Promise<void> {
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, email)
     values ($1, $2, $3, 'email', $4)`,
    [userId, userId, JSON.stringify({ sub: userId, email, email_verified: verified, phone_verified: false }), email],
  );
}

/** The display name a client sent at sign-up, else the part of the email before the at-sign. */
export function defaultDisplayName(email: string | null, data: Record<string, unknown>): string {
  const sent = data.display_name ?? data.displayName;
  if (typeof sent === 'string' && sent.trim()) return sent.trim().slice(0, 80);
  return email ? email.split('@')[0]!.slice(0, 80) : '';
}

export async function createProfileAndSubscription(q: Queryable, userId: string, displayName: string): Promise<void> {
  await q.query('insert into profiles (user_id, display_name) values ($1, $2) on conflict (user_id) do nothing', [userId, displayName]);
  const s = DEFAULT_SUBSCRIPTION;
  await q.query(
    `insert into subscriptions (user_id, plan, status, current_period_start, current_period_end, analysis_limit, analysis_used, features)
     values ($1, $2, $3, now(), now() + make_interval(days => $4), $5, $6, $7)
     on conflict (user_id) do nothing`,
    [userId, s.plan, s.status, s.periodDays, s.analysisLimit, s.analysisUsed, JSON.stringify(s.features)],
  );
}

export async function loadFactors(q: Queryable, userId: string): Promise<FactorRow[]> {
  return q.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type, status, secret, last_totp_step, last_challenged_at, created_at, updated_at
       from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
}

export function factorJson(f: FactorRow) {
  return {
    id: f.id,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    last_challenged_at: iso(f.last_challenged_at) ?? null,
  };
}

/** The User object of auth-api.md §2.1, as `/user`, `/signup` and sessions carry it. */
export async function userJson(q: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const identities = await q.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, email, last_sign_in_at, created_at, updated_at
       from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  const factors = await loadFactors(q, user.id);
  const confirmedAt = [user.email_confirmed_at, user.phone_confirmed_at]
    .filter((d): d is Date => d !== null)
    .sort((a, b) => new Date(a).getTime() - new Date(b).getTime())[0];
  const optional: Record<string, unknown> = {
    email_confirmed_at: iso(user.email_confirmed_at),
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(confirmedAt),
    last_sign_in_at: iso(user.last_sign_in_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    email_change_sent_at: iso(user.email_change_sent_at),
    new_email: user.email_change ?? undefined,
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    banned_until: iso(user.banned_until),
  };
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    phone: user.phone ?? '',
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      email: i.email ?? undefined,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}

/** A made-up user for a repeated sign-up when confirmation is on: hides that the email exists. */
export function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  const id = randomUUID();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...data, sub: id, email, email_verified: false, phone_verified: false },
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
