import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { useKeepTypedValue } from '@/lib/use-keep-typed-value';

export function Textarea({ className, ref, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      ref={useKeepTypedValue(ref)}
      className={cn(
        'flex min-h-24 w-full rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
