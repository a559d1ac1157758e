import { type ApiFailure, apiRequest, notifyApiError } from '@/lib/api';

/**
 * Lead outbox (decisions.md #10). A lead the server did not acknowledge — network down, 5xx,
 * 408 or 429 — is kept in localStorage and retried with exponential backoff (on a timer, when the
 * browser comes back `online`, and on the next page load) until the server stores it. A 4xx that
 * retrying cannot fix (invalid field, too large) is reported to the person instead of queued.
 *
 * Each entry carries an Idempotency-Key so a server that honours it can drop duplicates when
 * an acknowledgement was lost on the way back.
 */
export const OUTBOX_STORAGE_KEY = 'verity.outbox.v1';
export const OUTBOX_BACKOFF = { baseMs: 2_000, maxMs: 5 * 60_000 } as const;
/** Give up on an entry after a week of failed retries: the person has long been told we have it. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

export interface OutboxEntry {
  id: string;
  path: string;
  body: unknown;
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
}

export type SubmitOutcome =
  | { status: 'stored'; id: string }
  | { status: 'queued'; entryId: string }
  | { status: 'rejected'; failure: ApiFailure };

/** Delay before retry number `attempts` (1-based): base · 2^(attempts−1), capped. */
export function backoffDelay(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(OUTBOX_BACKOFF.baseMs * 2 ** exponent, OUTBOX_BACKOFF.maxMs);
}

export function isTransientFailure(failure: ApiFailure): boolean {
  const { status } = failure;
  return status === null || status === 408 || status === 429 || status >= 500;
}

/** randomUUID exists only in secure contexts; getRandomValues works on plain http too. */
function newEntryId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.path === 'string' &&
    typeof v.attempts === 'number' &&
    typeof v.createdAt === 'number' &&
    typeof v.nextAttemptAt === 'number'
  );
}

export function readOutbox(): OutboxEntry[] {
  try {
    const raw = window.localStorage.getItem(OUTBOX_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Returns false when storage is unavailable or full. */
function writeOutbox(entries: OutboxEntry[]): boolean {
  try {
    if (entries.length === 0) window.localStorage.removeItem(OUTBOX_STORAGE_KEY);
    else window.localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    return true;
  } catch {
    return false;
  }
}

let timer: ReturnType<typeof setTimeout> | null = null;
let flushing: Promise<void> | null = null;

function scheduleNext(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const entries = readOutbox();
  if (entries.length === 0) return;
  const next = Math.min(...entries.map((e) => e.nextAttemptAt));
  timer = setTimeout(() => {
    timer = null;
    void flushOutbox();
  }, Math.max(0, next - Date.now()));
}

async function send(entry: Pick<OutboxEntry, 'id' | 'path' | 'body'>) {
  const post = (anonymous: boolean) =>
    apiRequest<{ id: string }>(entry.path, {
      method: 'POST',
      body: entry.body,
      notify: false,
      anonymous,
      headers: { 'Idempotency-Key': entry.id },
    });
  const result = await post(false);
  // A lead needs no account. The API answers 401 to a token whose session ended elsewhere (signed
  // out everywhere, a new password); that lead was refused and a queued one dropped for good.
  // It goes again without the token; the auth client has been told and signs this tab out.
  if (!result.success && result.status === 401) return post(true);
  return result;
}

async function flushOnce(): Promise<void> {
  const now = Date.now();
  for (const entry of readOutbox()) {
    if (entry.nextAttemptAt > now) continue;
    const result = await send(entry);
    // Re-read: another submission may have been queued while this one was in flight.
    const current = readOutbox();
    if (result.success || !isTransientFailure(result) || now - entry.createdAt > OUTBOX_MAX_AGE_MS) {
      writeOutbox(current.filter((e) => e.id !== entry.id));
      continue;
    }
    const attempts = entry.attempts + 1;
    writeOutbox(
      current.map((e) => (e.id === entry.id ? { ...e, attempts, nextAttemptAt: Date.now() + backoffDelay(attempts) } : e)),
    );
  }
}

/** Sends every entry that is due; safe to call at any time (concurrent calls share one run). */
export function flushOutbox(): Promise<void> {
  if (!flushing) {
    flushing = flushOnce().finally(() => {
      flushing = null;
      scheduleNext();
    });
  }
  return flushing;
}

/**
 * Posts a lead. Resolves `stored` once the server acknowledged it, `queued` when it is safely in
 * the outbox, `rejected` (after the "Error" toast) when the server refused it for good or the
 * browser cannot keep it.
 */
export async function submitWithOutbox(path: string, body: unknown): Promise<SubmitOutcome> {
  const id = newEntryId();
  const result = await send({ id, path, body });
  if (result.success) return { status: 'stored', id: result.data.id };
  if (!isTransientFailure(result)) {
    notifyApiError(result);
    return { status: 'rejected', failure: result };
  }
  const now = Date.now();
  const entry: OutboxEntry = { id, path, body, attempts: 1, createdAt: now, nextAttemptAt: now + backoffDelay(1) };
  if (!writeOutbox([...readOutbox(), entry])) {
    notifyApiError(result);
    return { status: 'rejected', failure: result };
  }
  scheduleNext();
  return { status: 'queued', entryId: id };
}

/** Called once at start-up: retries what a previous visit left behind and listens for `online`. */
export function startOutbox(): () => void {
  // Page load and coming back online both make everything waiting due now.
  const retryNow = () => {
    const entries = readOutbox();
    if (entries.length === 0) return;
    writeOutbox(entries.map((e) => ({ ...e, nextAttemptAt: Math.min(e.nextAttemptAt, Date.now()) })));
    void flushOutbox();
  };
  window.addEventListener('online', retryNow);
  retryNow();
  return () => {
    window.removeEventListener('online', retryNow);
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
