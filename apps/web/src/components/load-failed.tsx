import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface LoadFailedProps {
  /** What could not be loaded, as a sentence. */
  children: ReactNode;
  onRetry: () => void;
  /** The retry is under way: the button says so and waits. */
  retrying: boolean;
  /** `alert` where the failure interrupts the page; `status` where it is one card among many. */
  role?: 'alert' | 'status';
  className?: string;
}

/**
 * A panel whose data could not be loaded, after the query's own retries: a query in error stays
 * so until something asks again, so the reader gets a button that does.
 */
export function LoadFailed({ children, onRetry, retrying, role = 'alert', className }: LoadFailedProps) {
  return (
    <div role={role} className={cn('flex flex-wrap items-center gap-3 text-sm text-muted-foreground', className)}>
      <p>{children}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={cn(retrying && 'animate-spin')} aria-hidden="true" />
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </div>
  );
}
