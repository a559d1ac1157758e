import { useQuery } from '@tanstack/react-query';
import { serviceHealthQuery } from '../api';
import { useBrowserIdle } from '@/lib/use-browser-idle';
import { useOnline } from '@/lib/use-online';
import { cn } from '@/lib/utils';

type Overall = 'checking' | 'operational' | 'degraded' | 'down' | 'offline';

const LABELS: Record<Overall, string> = {
  checking: 'Checking…',
  operational: 'Operational',
  degraded: 'Degraded',
  down: 'Down',
  offline: 'Offline',
};

const DOT: Record<Overall, string> = {
  checking: 'bg-muted-foreground',
  operational: 'bg-success',
  degraded: 'bg-amber-500',
  down: 'bg-destructive',
  offline: 'bg-muted-foreground',
};

/**
 * "Operational" only when the API, the truth engine and the cost simulator all say ok. Asked
 * once the page is idle: three requests that need not compete with the dashboard's start.
 * Offline, the last answer is old news and a failed check says nothing about the services: the
 * status says this device is offline until it is back (which asks again at once).
 */
export function ServiceStatus() {
  const online = useOnline();
  const { data } = useQuery({ ...serviceHealthQuery(), enabled: useBrowserIdle() });
  let overall: Overall = online ? 'checking' : 'offline';
  if (data && online) {
    const up = data.filter((s) => s.ok).length;
    overall = up === data.length ? 'operational' : up === 0 ? 'down' : 'degraded';
  }
  const failing = online ? (data?.filter((s) => !s.ok).map((s) => s.name) ?? []) : [];
  const detail = online
    ? failing.length > 0
      ? `Not responding: ${failing.join(', ')}`
      : undefined
    : 'This device is offline, so the services cannot be checked';

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
