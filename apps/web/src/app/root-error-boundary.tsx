import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '@/components/chunk-boundary';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/app/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (isChunkLoadError(error)) {
    // The page's code did not arrive. Offline that is the connection, not a release.
    if (!navigator.onLine) {
      return 'You appear to be offline, so this page could not be loaded. Check your connection, then reload.';
    }
    return 'Part of this page could not be loaded: the connection dropped, or a new version of Verity was released while this page was open. Reload to get it.';
  }
  return 'Something went wrong while showing this page.';
}

/** Last line of defence for anything a route throws: a readable page, never a blank screen. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 px-6 text-center">
      <p className="text-sm font-medium text-primary">Error</p>
      <h1 className="text-3xl font-semibold tracking-tight">This page could not be shown</h1>
      <p className="text-muted-foreground">{describe(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href={paths.home} className={buttonVariants({ variant: 'outline' })}>
          Go to the home page
        </a>
      </div>
    </main>
  );
}
