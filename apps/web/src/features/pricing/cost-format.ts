import { formatDollars } from '@verity/contracts/format';
import { ServiceError } from '@/lib/services';

const SCALES = [
  [1_000, 'thousand'],
  [1_000_000, 'million'],
  [1_000_000_000, 'billion'],
] as const;

/**
 * For a per-analysis cost below a hundredth of a cent: the same cost per thousand, million or
 * billion analyses (the smallest batch worth at least a cent), with two significant digits —
 * "$0.033 per million analyses". Null when the cost shows well on its own.
 */
export function costPerBatch(costPerAnalysis: number): string | null {
  if (!(costPerAnalysis > 0) || costPerAnalysis >= 0.0001) return null;
  for (const [size, name] of SCALES) {
    const batch = costPerAnalysis * size;
    if (batch >= 0.01 || size === 1_000_000_000) {
      const decimals = Math.max(2, 1 - Math.floor(Math.log10(batch)));
      return `${formatDollars(batch, { minimumFractionDigits: 2, maximumFractionDigits: decimals })} per ${name} analyses`;
    }
  }
  return null;
}

/**
 * What the calculator says when the cost simulator did not give a result, in words a visitor can
 * act on. The registry's own errors ("Service call failed: 429 Too Many Requests", "signal is
 * aborted without reason") are for logs, and a 4xx is not the simulator being down.
 */
export function simulationProblem(error: unknown): string {
  if (error instanceof ServiceError && error.status === 429) {
    return 'Too many calculations in a short time. Wait a minute, then try again.';
  }
  if (error instanceof ServiceError && error.status !== null && error.status >= 400 && error.status < 500) {
    return 'The cost simulator could not use these figures. Check them and try again.';
  }
  // The registry's 5 s timeout aborts the request.
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return 'The cost simulator did not answer in time. Try again in a moment.';
  }
  return 'The cost simulator is not available right now. Try again in a minute.';
}
