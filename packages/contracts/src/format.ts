/**
 * English (en-US) numbers, money and dates, written out without `Intl`.
 *
 * A browser tab's first `Intl` call (a `toLocaleString`, a `NumberFormat`) loads ICU's locale
 * data on the main thread: 30–100 ms in Chromium on our machines, one long task in the middle of
 * hydration. The product speaks only English, so these functions give exactly what
 * `Intl` gives for 'en-US' (format.test.ts checks them against it) at the cost of string work.
 */

export interface FractionDigits {
  /** Digits always shown after the point (default 0). */
  minimumFractionDigits?: number;
  /** Digits at most after the point, rounding half away from zero as Intl does (default 3). */
  maximumFractionDigits?: number;
}

/**
 * The digits of a non-negative finite number as written in decimal, from the shortest string
 * that reads back as the same number (what Intl rounds from, so 1.005 rounds up to 1.01).
 */
function decimalDigits(abs: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponentText] = String(abs).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText ?? 0);
  if (exponent === 0) return { whole, fraction };
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The unsigned body of a finite number: grouped whole part, rounded fraction. */
function formatMagnitude(abs: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  let { whole, fraction } = decimalDigits(abs);
  if (fraction.length > maximumFractionDigits) {
    const roundUp = fraction.charCodeAt(maximumFractionDigits) >= 53; // '5'
    fraction = fraction.slice(0, maximumFractionDigits);
    if (roundUp) {
      const bumped = incrementDigits(whole + fraction);
      whole = bumped.slice(0, bumped.length - fraction.length);
      fraction = bumped.slice(bumped.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  return fraction ? `${groupThousands(whole)}.${fraction}` : groupThousands(whole);
}

/**
 * Intl's digit rules: the minimum defaults to `defaultMin` (capped by a smaller maximum), the
 * maximum to `defaultMax`, and the maximum is never below the minimum.
 */
function fractionRange(options: FractionDigits, defaultMin: number, defaultMax: number): [number, number] {
  const min = options.minimumFractionDigits ?? Math.min(defaultMin, options.maximumFractionDigits ?? defaultMin);
  return [min, Math.max(min, options.maximumFractionDigits ?? defaultMax)];
}

/** Sign, then `prefix`, then the magnitude: "-$1,234.50", "-∞", "NaN" as Intl writes them. */
function formatSigned(value: number, prefix: string, [min, max]: [number, number]): string {
  if (Number.isNaN(value)) return `${prefix}NaN`;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const magnitude = Number.isFinite(value) ? formatMagnitude(Math.abs(value), min, max) : '∞';
  return `${sign}${prefix}${magnitude}`;
}

/** 1234.5 → "1,234.5"; what `n.toLocaleString('en-US', options)` gives. */
export function formatNumber(value: number, options: FractionDigits = {}): string {
  return formatSigned(value, '', fractionRange(options, 0, 3));
}

/**
 * Dollars → "$1,234.50", "-$12"; as Intl's USD currency style: two decimals unless told
 * otherwise.
 */
export function formatDollars(value: number, options: FractionDigits = {}): string {
  return formatSigned(value, '$', fractionRange(options, 2, 2));
}

/**
 * A cost to `digits` decimals ("$0.0042"), except that a positive cost too small to show there
 * reads "< $0.0001" rather than a false "$0.0000": measured costs are often ~$1e-7.
 */
export function formatCost(value: number, digits: number): string {
  const smallest = 10 ** -digits;
  const fixed = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (value > 0 && value < smallest / 2) return `< ${formatDollars(smallest, fixed)}`;
  return formatDollars(value, fixed);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface DateOptions {
  /** Read the date in UTC instead of the reader's time zone (for calendar dates stored as UTC midnight). */
  utc?: boolean;
}

function parts(date: Date, utc: boolean) {
  return utc
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), hours: date.getUTCHours(), minutes: date.getUTCMinutes() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes() };
}

/**
 * "Nov 25, 2026" (medium) or "November 25, 2026" (long): Intl's en-US `dateStyle`.
 * An invalid date gives "Invalid Date", as Intl would throw on it and `String(date)` reads.
 */
export function formatDate(date: Date, style: 'medium' | 'long' = 'medium', options: DateOptions = {}): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const { year, month, day } = parts(date, options.utc ?? false);
  const name = MONTHS[month]!;
  return `${style === 'long' ? name : name.slice(0, 3)} ${day}, ${year}`;
}

/** "9:05 PM": Intl's en-US `timeStyle: 'short'`. */
export function formatTime(date: Date, options: DateOptions = {}): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const { hours, minutes } = parts(date, options.utc ?? false);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Nov 25, 2026, 9:05 PM": Intl's en-US `dateStyle: 'medium', timeStyle: 'short'`. */
export function formatDateTime(date: Date, options: DateOptions = {}): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${formatDate(date, 'medium', options)}, ${formatTime(date, options)}`;
}
