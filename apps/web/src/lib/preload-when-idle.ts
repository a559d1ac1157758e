/**
 * Loads code the page will probably need, one module per idle period: each starts only once
 * the previous has loaded and the browser is idle again. Started together, their fetches and
 * evaluations land in the same few tasks; on `/` the four landing dialogs made 50 ms of main
 * thread work in a row that way. Returns a cancel function (for an effect's cleanup). Does
 * nothing where the browser has no idle callbacks: the code still loads on first use.
 */
export function preloadWhenIdle(loaders: ReadonlyArray<() => Promise<unknown>>): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  let cancelled = false;
  let handle: number | undefined;
  const next = (index: number) => {
    if (cancelled || index >= loaders.length) return;
    handle = window.requestIdleCallback(() => {
      handle = undefined;
      // A failed preload is not an error: the same import runs again on first use.
      void loaders[index]!()
        .catch(() => undefined)
        .then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    cancelled = true;
    if (handle !== undefined) window.cancelIdleCallback(handle);
  };
}
