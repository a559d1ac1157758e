import { formatDollars } from '@verity/contracts/format';

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
