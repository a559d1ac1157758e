import { type ApiFailure, api, notifyApiError } from '@/lib/api';
import type { VerifyResponse } from '@/lib/claims/types';

export type VerifyOutcome =
  | { kind: 'result'; data: VerifyResponse }
  /** The API could not be reached: the caller may show the labelled sample (decision #8). */
  | { kind: 'unreachable' }
  | { kind: 'error'; failure: ApiFailure };

/** True when no answer came from our server (no response, or a gateway in front of it failed). */
export function isUnreachable(failure: ApiFailure): boolean {
  return failure.status === null || failure.status === 502 || failure.status === 504;
}

/**
 * A verification takes milliseconds; one with no answer after this long is not coming, and the
 * demo's spinner would otherwise turn until the browser gave up on the connection.
 */
export const VERIFY_TIMEOUT_MS = 15_000;

/**
 * `POST /api/verify`. Errors from the server get the usual "Error" toast; unreachable does not.
 * No answer within `timeoutMs` counts as unreachable.
 */
export async function verifyClaimRequest(
  claim: string,
  signal?: AbortSignal,
  timeoutMs: number = VERIFY_TIMEOUT_MS,
): Promise<VerifyOutcome> {
  const controller = new AbortController();
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  if (signal?.aborted) cancel();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const result = await api
    .post<VerifyResponse>('/verify', { claim }, { notify: false, signal: controller.signal })
    .finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    });
  if (result.success) return { kind: 'result', data: result.data };
  if (result.error === 'aborted') return timedOut ? { kind: 'unreachable' } : { kind: 'error', failure: result };
  if (isUnreachable(result)) return { kind: 'unreachable' };
  notifyApiError(result);
  return { kind: 'error', failure: result };
}
