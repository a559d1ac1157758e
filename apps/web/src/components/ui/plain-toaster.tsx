import { dismissToast, useToast } from '@/lib/toast';

/**
 * Shows the toast store without Radix, for when the Radix toaster's code could not be fetched
 * (offline, or a release replaced the chunk while the page was open). Kept in the first chunk:
 * it is needed exactly when later chunks do not arrive. A toast stays until closed.
 */
export function PlainToaster() {
  const { toasts } = useToast();
  return (
    <ol aria-live="polite" className="fixed right-4 bottom-4 z-50 grid w-[min(24rem,calc(100vw-2rem))] gap-2">
      {toasts
        .filter((item) => item.open)
        .map(({ id, title, description, variant }) => (
          <li
            key={id}
            role={variant === 'destructive' ? 'alert' : 'status'}
            className={
              variant === 'destructive'
                ? 'flex items-start gap-3 rounded-md border border-destructive bg-destructive p-4 text-sm text-destructive-foreground shadow-lg'
                : 'flex items-start gap-3 rounded-md border bg-background p-4 text-sm text-foreground shadow-lg'
            }
          >
            <div className="grid flex-1 gap-1">
              {title ? <p className="font-semibold">{title}</p> : null}
              {description ? <p className="opacity-90">{description}</p> : null}
            </div>
            <button type="button" onClick={() => dismissToast(id)} className="rounded-md px-1 opacity-70 hover:opacity-100">
              Close
            </button>
          </li>
        ))}
    </ol>
  );
}
