import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { sparklinePath } from '../lib/format';
import { formatNumber } from '@verity/contracts/format';

export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-md bg-muted', className)} aria-hidden="true" />;
}

/** A loading placeholder with a readable label. */
export function LoadingBlock({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-6">
      <p className="flex items-center gap-2 text-sm font-medium">
        <AlertTriangle className="size-4 text-destructive" aria-hidden="true" />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
      <Inbox className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}

/** A horizontally scrolling, captioned table (narrow screens scroll instead of squeezing). */
export function DataTable({ caption, children, className }: { caption: string; children: ReactNode; className?: string }) {
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={cn('w-full overflow-x-auto rounded-xl border', className)} tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const thClass = 'border-b bg-muted/50 px-3 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase';
export const tdClass = 'border-b px-3 py-2 align-middle';

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        Page {Math.min(page, pages)} of {pages} · {formatNumber(total)} total
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/**
 * Previous / next over a list paged by cursor: the position is counted here as the admin
 * moves, since a cursor page has no number of its own.
 */
export function CursorPagination({
  label,
  offset,
  count,
  total,
  totalCapped,
  onFirst,
  onPrevious,
  onNext,
}: {
  label: string;
  offset: number;
  count: number;
  total: number;
  totalCapped: boolean;
  onFirst?: (() => void) | null | undefined;
  onPrevious?: (() => void) | null | undefined;
  onNext?: (() => void) | null | undefined;
}) {
  const first = count === 0 ? 0 : offset + 1;
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground tabular-nums">
        {formatNumber(first)}–{formatNumber(offset + count)} of {formatNumber(total)}
        {totalCapped ? '+' : ''}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={!onFirst} onClick={() => onFirst?.()}>
          First
        </Button>
        <Button variant="outline" size="sm" disabled={!onPrevious} onClick={() => onPrevious?.()}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={!onNext} onClick={() => onNext?.()}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/** A small inline SVG sparkline (no chart library). Decorative: the figure carries the value. */
export function Sparkline({ values, className }: { values: readonly number[]; className?: string }) {
  const width = 120;
  const height = 32;
  const d = sparklinePath(values, width, height, 3);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className={cn('h-8 w-full text-primary', className)}
      aria-hidden="true"
      focusable="false"
    >
      {d ? <path d={d} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" /> : null}
    </svg>
  );
}

export const selectClass =
  'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

/**
 * A status pill: an outline badge with a coloured dot, so the text keeps full contrast
 * (the shared success badge's green-on-green is below 4.5:1 at this size).
 */
export function StatusBadge({ tone, children }: { tone: 'good' | 'bad' | 'neutral'; children: ReactNode }) {
  const dot = tone === 'good' ? 'bg-success' : tone === 'bad' ? 'bg-destructive' : 'bg-muted-foreground';
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap capitalize">
      <span className={cn('size-2 rounded-full', dot)} aria-hidden="true" />
      {children}
    </span>
  );
}
