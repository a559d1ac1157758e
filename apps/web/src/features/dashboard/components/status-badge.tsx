import { STATUS_TONE_CLASSES, statusLabel, statusTone } from '../dashboard.utils';
import { cn } from '@/lib/utils';

/** Spec §4: PASSED green, FAILED red, anything else yellow with underscores as spaces. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap',
        STATUS_TONE_CLASSES[statusTone(status)],
        className,
      )}
      data-testid="status-badge"
    >
      {statusLabel(status)}
    </span>
  );
}
