import { useQuery } from '@tanstack/react-query';
import { serviceHealthQuery } from '../api';
import { useBrowserIdle } from '@/lib/use-browser-idle';
import { cn } from '@/lib/utils';

type Overall = 'checking' | 'operational' | 'degraded' | 'down';

const LABELS: Record<Overall, string> = {
  checking: 'Checking…',
  operational: 'Operational',
  degraded: 'Degraded',
  down: 'Down',
};

const DOT: Record<Overall, string> = {
  checking: 'bg-muted-foreground',
  operational: 'bg-success',
  degraded: 'bg-amber-500',
  down: 'bg-destructive',
};

/**
 * "Operational" only when the API, the truth engine and the cost simulator all say ok. Asked
 * once the page is idle: three requests that need not compete with the dashboard's start.
 */
export function ServiceStatus() {
  const { data } = useQuery({ ...serviceHealthQuery(), enabled: useBrowserIdle() });
  let overall: Overall = 'checking';
  if (data) {
    const up = data.filter((s) => s.ok).length;
    overall = up === data.length ? 'operational' : up === 0 ? 'down' : 'degraded';
  }
  const failing = data?.filter((s) => !s.ok).map((s) => s.name) ?? [];
  const detail = failing.length > 0 ? `Not responding: ${failing.join(', ')}` : undefined;

  return (
    <p
      className="inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium"
      role="status"
      aria-live="polite"
      title={detail}
      data-testid="service-status"
    >
      <span className={cn('size-2 rounded-full', DOT[overall])} aria-hidden="true" />
      <span>{LABELS[overall]}</span>
      {detail ? <span className="sr-only">. {detail}</span> : null}
      {overall === 'degraded' ? (
        <span className="hidden text-muted-foreground sm:inline" aria-hidden="true">
          · {failing.join(', ')} down
        </span>
      ) : null}
    </p>
  );
}
