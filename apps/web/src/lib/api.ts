import { hasStoredSession } from '@/lib/auth-config';
import { toast } from '@/lib/toast';

/**
 * The web app's one API client (spec §7–8). JSON in and out; a bearer token from the auth
 * session when one exists; a failure becomes `{ success: false, error }` and, unless the caller
 * opts out, the destructive "Error" toast.
 *
 * Error text follows the spec: the body's `error`, else its `message`, else "API request failed".
 * Our server's `error` is a machine code and `message` the sentence a person can act on, so the
 * toast shows `message` when there is one; `error` keeps the spec's reading for callers.
 */
export const API_BASE = '/api';
export const FALLBACK_ERROR = 'API request failed';
export const NETWORK_ERROR = 'Network error occurred';
/** What people read for NETWORK_ERROR: the spec's words, then what to do. */
export const NETWORK_ERROR_MESSAGE = 'Network error occurred. Check your connection and try again.';
/** The error of a request given up on by its `AbortSignal.timeout`: sent, but never answered. */
export const TIMEOUT_ERROR = 'timeout';

export type ApiSuccess<T> = { success: true; data: T; status: number };
export type ApiFailure = {
  success: false;
  /** Spec reading: body.error, else body.message, else "API request failed". */
  error: string;
  /** The sentence shown to people: body.message, else `error`. */
  message: string;
  /** HTTP status, or null when the request never got an answer. */
  status: number | null;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type AccessTokenProvider = () => string | null | Promise<string | null>;

let providerSet: (provider: AccessTokenProvider) => void = () => undefined;
const firstProvider = new Promise<AccessTokenProvider>((resolve) => (providerSet = resolve));

/**
 * Until the auth provider hooks in: no token, unless a session is stored. Then the request waits
 * for the provider — a page drawn at once for a stored session (the dashboard) starts its
 * requests in the same commit as the auth provider, whose effect runs after its children's.
 */
let accessTokenProvider: AccessTokenProvider = async () => (hasStoredSession() ? (await firstProvider)() : null);

/** Auth hooks in here: the provider returns the current access token, or null when signed out. */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
  providerSet(provider);
}

/**
 * Told when the API answers 401 to a request that carried this access token: the token was
 * genuine a moment ago, so its session has most likely ended elsewhere (a password change, a
 * sign-out everywhere). Auth hooks in here to confirm that and sign out.
 */
export type UnauthorizedHandler = (accessToken: string) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Show the destructive "Error" toast on failure (default true). */
  notify?: boolean;
  /** A body sent as it is (a file upload) with its own content type, instead of JSON. */
  raw?: { body: Blob | ArrayBuffer | string; contentType: string };
  /** Defaults to API_BASE; other services (e.g. `/engine`) pass their own prefix. */
  baseUrl?: string;
  /** Send no access token (public endpoints such as health checks). */
  anonymous?: boolean;
}

function readString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * For an answer with nothing to read (a proxy's HTML page, an empty body): "API request failed"
 * told people neither what happened nor what to do; the status tells enough for both.
 */
function messageForBodilessFailure(status: number | null): string {
  if (status === 429) return 'Too many requests in a short time. Wait a minute, then try again.';
  if (status !== null && status >= 500) return `The server could not answer (error ${status}). Try again in a minute.`;
  return FALLBACK_ERROR;
}

function failureFrom(body: unknown, status: number | null): ApiFailure {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const error = readString(record.error) ?? readString(record.message) ?? FALLBACK_ERROR;
  const message = readString(record.message) ?? (error === FALLBACK_ERROR ? messageForBodilessFailure(status) : error);
  return { success: false, error, message, status };
}

/** A request part's field path ("body.jobTitle", "query.limit") as a server validation message names it. */
const FIELD_PROBLEM = /^(?:body|query|querystring|params|headers)(?:\.([\w.]+))?: (.+)$/;

/** "jobTitle" → "Job title", "contactName" → "Contact name", "details.size" → "Size". */
function fieldLabel(path: string): string {
  const last = path.split('.').filter((part) => !/^\d+$/.test(part)).pop() ?? path;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The server's validation message ("body.email: must be a valid email address; body.message:
 * must be at most 4000 characters") as sentences naming the field ("Email must be a valid email
 * address. Message must be at most 4000 characters."). Other messages pass unchanged.
 */
export function humanizeApiMessage(message: string): string {
  const parts = message.split('; ');
  const matches = parts.map((part) => FIELD_PROBLEM.exec(part));
  if (!matches.every((m) => m !== null)) return message;
  return matches
    .map(([, path, problem]) => {
      const subject = path ? fieldLabel(path) : 'The request';
      const text = problem!.replace(/\.$/, '');
      // Our schemas' messages continue the field's name ("must be …"); a library's stands alone.
      return /^[a-z]/.test(text) ? `${subject} ${text}.` : `${subject}: ${text}.`;
    })
    .join(' ');
}

export function notifyApiError(failure: ApiFailure): void {
  toast({ variant: 'destructive', title: 'Error', description: humanizeApiMessage(failure.message) });
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  const { method = options.body === undefined && options.raw === undefined ? 'GET' : 'POST', body, raw, signal, notify = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (raw) headers['Content-Type'] = raw.contentType;
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.anonymous ? null : await accessTokenProvider();
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  const sentToken = headers.Authorization?.startsWith('Bearer ') ? headers.Authorization.slice(7) : null;

  let response: Response;
  try {
    response = await fetch(`${options.baseUrl ?? API_BASE}${path}`, {
      method,
      headers,
      body: raw ? raw.body : body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') {
      return { success: false, error: 'aborted', message: 'The request was cancelled', status: null };
    }
    if (cause instanceof DOMException && cause.name === 'TimeoutError') {
      // Not a network failure: the request went out and the server may still act on it.
      const failure: ApiFailure = { success: false, error: TIMEOUT_ERROR, message: 'The server did not answer in time.', status: null };
      if (notify) notifyApiError(failure);
      return failure;
    }
    const failure: ApiFailure = { success: false, error: NETWORK_ERROR, message: NETWORK_ERROR_MESSAGE, status: null };
    if (notify) notifyApiError(failure);
    return failure;
  }

  const parsed = await readBody(response);
  if (response.ok) {
    const data = typeof parsed === 'object' && parsed !== null && 'data' in parsed ? parsed.data : parsed;
    return { success: true, data: data as T, status: response.status };
  }
  const failure = failureFrom(parsed, response.status);
  if (response.status === 401 && sentToken && unauthorizedHandler) {
    // The sign-out that follows is announced instead of a bare "Error".
    unauthorizedHandler(sentToken);
    return failure;
  }
  if (notify) notifyApiError(failure);
  return failure;
}

/** Thrown by `apiFetch`, so TanStack Query can tell a 4xx (never retried) from the rest. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
    this.status = failure.status;
    this.code = failure.error;
  }

  get isClientError(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500;
  }
}

/** For query functions: resolves with the data or throws ApiError. Quiet by default. */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const result = await apiRequest<T>(path, { notify: false, ...options });
  if (!result.success) throw new ApiError(result);
  return result.data;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
