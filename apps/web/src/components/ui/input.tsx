import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { useKeepTypedValue } from '@/lib/use-keep-typed-value';

export function Input({ className, type = 'text', ref, ...props }: ComponentProps<'input'>) {
  return (
    <input
      ref={useKeepTypedValue(ref)}
      type={type}
      className={cn(
        'flex h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
