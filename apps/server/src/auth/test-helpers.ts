// Helpers for the auth test suites: the real supabase-js client against our test server.
/* eslint-disable @typescript-eslint/no-explicit-any -- decoded JWTs and raw JSON bodies in tests are loosely typed on purpose */
import { createClient, type AuthChangeEvent, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

export const PASSWORD = 'correct-horse-9';

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

export interface TestClient {
  sb: SupabaseClient;
  storage: ReturnType<typeof memoryStorage>;
  events: AuthChangeEvent[];
  calls: string[];
}

let counter = 0;
export const uniqueEmail = (tag = 'user') => `${tag}-${Date.now().toString(36)}-${(counter += 1)}@example.test`;

/** One simulated device: its own storage, event log and a log of requested paths. */
export function makeClient(
  url: string,
  opts: { flowType?: 'implicit' | 'pkce'; autoRefreshToken?: boolean; detectSessionInUrl?: boolean } = {},
): TestClient {
  const storage = memoryStorage();
  const events: AuthChangeEvent[] = [];
  const calls: string[] = [];
  const spyFetch: typeof fetch = (input, init) => {
    const u = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(`${init?.method ?? 'GET'} ${new URL(u).pathname}`);
    return fetch(input, init);
  };
  const sb = createClient(url, 'sb_publishable_verity_default_anon_key', {
    realtime: { transport: WebSocket as never },
    global: { fetch: spyFetch },
    auth: {
      persistSession: true,
      storage,
      autoRefreshToken: opts.autoRefreshToken ?? false,
      detectSessionInUrl: opts.detectSessionInUrl ?? false,
      flowType: opts.flowType ?? 'implicit',
    },
  });
  sb.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  return { sb, storage, events, calls };
}

export function decodeJwt(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

export function decodeHeader(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'));
}

export interface MailItem {
  to: string;
  subject: string;
  kind: string;
  link: string | null;
  code: string | null;
}

/** The newest stored mail to `to` (optionally of one kind). */
export async function latestMail(url: string, to: string, kind?: string): Promise<MailItem> {
  const res = await fetch(`${url}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const { data } = (await res.json()) as { data: MailItem[] };
  const mail = data.find((m) => !kind || m.kind === kind);
  if (!mail) throw new Error(`no ${kind ?? ''} mail for ${to}`);
  return mail;
}

export async function rawJson(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
