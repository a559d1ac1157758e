import { formatDate, formatDollars as formatUsDollars } from '@verity/contracts/format';

/** Whole dollars, as the funnel's prices and values are (e.g. "$1,472"). */
export const formatDollars = (amount: number) => formatUsDollars(amount, { maximumFractionDigits: 0 });

/** An ISO date (YYYY-MM-DD) as a long English date, read in UTC so it never shifts a day. */
export function formatIsoDate(iso: string): string {
  return formatDate(new Date(`${iso}T00:00:00Z`), 'long', { utc: true });
}
