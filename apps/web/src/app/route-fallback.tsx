/** Shown while a lazy route's code loads on the first visit. Quiet on purpose: no spinner flash. */
export function RouteFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span className="sr-only">Loading…</span>
    </div>
  );
}
