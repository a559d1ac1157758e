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

/** `POST /api/verify`. Errors from the server get the usual "Error" toast; unreachable does not. */
export async function verifyClaimRequest(claim: string, signal?: AbortSignal): Promise<VerifyOutcome> {
  const result = await api.post<VerifyResponse>('/verify', { claim }, { notify: false, signal });
  if (result.success) return { kind: 'result', data: result.data };
  if (result.error === 'aborted') return { kind: 'error', failure: result };
  if (isUnreachable(result)) return { kind: 'unreachable' };
  notifyApiError(result);
  return { kind: 'error', failure: result };
}
