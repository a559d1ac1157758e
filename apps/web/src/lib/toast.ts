import { useSyncExternalStore } from 'react';

/**
 * The toast store behind `toast()` and `useToast()` (the shadcn hook's shape).
 * Radix Toast renders it (components/ui/toaster.tsx). Spec behaviour: one toast at a time;
 * Radix closes it after 5000 ms, on swipe (50 px) or on dismiss. The original hook kept a closed
 * toast in memory for 1,000,000 ms; we remove it once its close animation has had time to run.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastRecord extends ToastInput {
  id: string;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1000;

let toasts: ToastRecord[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    emit(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const dropped = toasts.slice(TOAST_LIMIT - 1);
  for (const t of dropped) {
    const timer = removalTimers.get(t.id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(t.id);
  }
  emit([{ ...input, id, open: true }, ...toasts.slice(0, TOAST_LIMIT - 1)]);
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastRecord[] {
  return toasts;
}

export function useToast(): { toasts: ToastRecord[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

/** Test helper: forget every toast and timer. */
export function resetToasts(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  emit([]);
}
