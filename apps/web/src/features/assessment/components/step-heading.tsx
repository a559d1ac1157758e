import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';

/**
 * Each step's heading. It takes focus when it mounts, so keyboard and screen-reader users land
 * on the new step (or the new question, when keyed by question id) instead of a vanished button.
 */
export function StepHeading({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h2
      ref={ref}
      id={id}
      tabIndex={-1}
      className={cn('text-2xl font-semibold tracking-tight text-balance outline-none sm:text-3xl', className)}
    >
      {children}
    </h2>
  );
}
