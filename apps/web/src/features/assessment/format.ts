const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars, as the funnel's prices and values are (e.g. "$1,472"). */
export const formatDollars = (amount: number) => dollars.format(amount);

/** An ISO date (YYYY-MM-DD) as a long English date, read in UTC so it never shifts a day. */
export function formatIsoDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
