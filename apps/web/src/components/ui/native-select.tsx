import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { useKeepTypedValue } from '@/lib/use-keep-typed-value';

/** The browser's own `<select>`, styled like Input: for short option lists in forms. */
export function NativeSelect({ className, ref, ...props }: ComponentProps<'select'>) {
  return (
    <select
      ref={useKeepTypedValue(ref)}
      className={cn(
        'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
