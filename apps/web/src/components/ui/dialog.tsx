import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Which element opened each open dialog's content node: lets a dialog opened from inside another inherit it. */
const openers = new WeakMap<Element, HTMLElement | null>();
/** The opener of the dialog that closed last, for a dialog that opens as another one closes. */
let handoff: HTMLElement | null = null;

/**
 * Records the element that opened the dialog. It runs as a layout effect of the content's first
 * child, i.e. before any passive effect inside the dialog moves focus (a step heading, a first
 * field). A dialog opened from inside another dialog ("Request a live demo instead") returns
 * focus to the element that opened the first one, since the button that opened it is gone.
 */
function CaptureOpener({ onCapture }: { onCapture: (opener: HTMLElement | null) => void }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current?.closest('[role="dialog"]') ?? null;
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && active !== document.body ? active : null;
    const host = focused?.closest('[role="dialog"]') ?? null;
    let opener: HTMLElement | null = null;
    if (focused && !host) opener = focused;
    else if (host && host !== dialog) opener = openers.get(host) ?? null;
    if (!opener && handoff?.isConnected) opener = handoff;
    handoff = null;
    if (dialog) openers.set(dialog, opener);
    onCapture(opener);
    return () => {
      handoff = opener;
    };
  }, [onCapture]);
  return <span ref={ref} hidden />;
}

export function DialogContent({
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  // The one column is minmax(0, 1fr): content wider than the dialog (an aspect-ratio box, a long
  // word) wraps or scrolls inside it instead of widening the track past the dialog's edge.
  // Our dialogs open from state, not from Radix triggers, and some mount lazily or move focus
  // inside at once: remember what opened the dialog (see CaptureOpener) and return there on close.
  const opener = useRef<HTMLElement | null>(null);
  const capture = useCallback((element: HTMLElement | null) => {
    opener.current = element;
  }, []);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="animate-overlay-in fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          'animate-dialog-in fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 grid-cols-[minmax(0,1fr)] gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-2xl',
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = opener.current;
          opener.current = null;
          if (!event.defaultPrevented && target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        {...props}
      >
        <CaptureOpener onCapture={capture} />
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
