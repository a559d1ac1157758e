import { AlertCircle } from 'lucide-react';
import { forwardRef } from 'react';

/** An inline error under a form: announced, focusable so focus can move to it. */
export const FormError = forwardRef<HTMLParagraphElement, { id: string; message: string | null }>(function FormError(
  { id, message },
  ref,
) {
  if (!message) return null;
  return (
    <p
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-foreground outline-none"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
});
