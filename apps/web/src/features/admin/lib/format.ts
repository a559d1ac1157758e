import { formatUsd } from '@verity/contracts/plans';
import { formatDate as formatDateEnUs, formatDateTime as formatDateTimeEnUs, formatNumber } from '@verity/contracts/format';

/** Integer cents → "$1,234.50" (whole dollars without decimals). */
export function formatCents(cents: number): string {
  return formatUsd(Math.round(cents));
}

/** A signed growth percentage: "+12.5%", "-3%", "0%"; "—" when there is no base (null). */
export function formatGrowth(growth: number | null): string {
  if (growth === null || !Number.isFinite(growth)) return '—';
  const rounded = Math.round(growth * 10) / 10;
  if (rounded === 0) return '0%';
  return `${rounded > 0 ? '+' : '−'}${formatNumber(Math.abs(rounded))}%`;
}

/** "up" / "down" / "flat" for colouring a growth figure; null → "none". */
export function growthTrend(growth: number | null): 'up' | 'down' | 'flat' | 'none' {
  if (growth === null || !Number.isFinite(growth)) return 'none';
  const rounded = Math.round(growth * 10) / 10;
  return rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
}

/** A truth score (0–100) as a percentage with one decimal: "87.5%". */
export function formatScore(score: number): string {
  return `${formatNumber(Math.round(score * 10) / 10)}%`;
}

/** "∞" for the unlimited marker (-1), "—" when unknown. */
export function formatLimit(limit: number | null): string {
  if (limit === null) return '—';
  return limit < 0 ? '∞' : formatNumber(limit);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 → "1.5 KB"; null → "—". */
export function formatBytes(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : value.toFixed(value >= 100 ? 0 : 1);
  return `${shown} ${BYTE_UNITS[unit]}`;
}

/** 93784 → "1d 2h 3m"; under a minute → "45s". */
export function formatUptime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s}s`;
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return [d ? `${d}d` : '', d || h ? `${h}h` : '', `${m}m`].filter(Boolean).join(' ');
}

/** The instant an ISO string names; null when absent or unreadable. */
function parseIso(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date-time for tables; "—" when absent. */
export function formatDateTime(iso: string | null): string {
  const date = parseIso(iso);
  return date ? formatDateTimeEnUs(date) : '—';
}

export function formatDate(iso: string | null): string {
  const date = parseIso(iso);
  return date ? formatDateEnUs(date) : '—';
}

/**
 * The SVG path of a sparkline: the values spread evenly over the width, the smallest at the
 * bottom and the largest at the top (inside `pad`). A flat series is drawn along the bottom.
 * Returns "" for no values.
 */
export function sparklinePath(values: readonly number[], width: number, height: number, pad = 2): string {
  const points = values.map((v) => (Number.isFinite(v) ? v : 0));
  if (points.length === 0) return '';
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min;
  const innerH = height - pad * 2;
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  const coords = points.map((v, i) => {
    const x = points.length > 1 ? i * step : width / 2;
    const y = span === 0 ? height - pad : pad + innerH - ((v - min) / span) * innerH;
    return `${round(x)},${round(y)}`;
  });
  if (coords.length === 1) return `M0,${coords[0]!.split(',')[1]}L${width},${coords[0]!.split(',')[1]}`;
  return `M${coords.join('L')}`;
}
