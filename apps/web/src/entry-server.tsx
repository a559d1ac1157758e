/**
 * Build-time pre-render of the public pages (ADR 0014). `vite build` bundles this for Node and
 * `scripts/prerender.ts` calls `render()` for each pre-rendered entry of ROUTE_DOCUMENTS; the
 * server answers those paths with that HTML, which the client hydrates (src/main.tsx).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { DEFAULT_ANON_KEY } from '@verity/contracts/auth';
import { AppProviders } from '@/app/providers';
import { AppReady } from '@/app/app-ready';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { DocumentTitleSink } from '@/lib/use-document-title';

export { ROUTE_DOCUMENTS, routeDocumentFile } from '@/app/route-documents';

export interface RenderedPage {
  /** Markup for `<div id="root">`. */
  html: string;
  /** The document title the page set, if any. */
  title: string | null;
}

// Never used to call anything: the pre-render loads no auth client, it only needs a valid config.
const PRERENDER_AUTH = { ok: true as const, config: { url: 'https://prerender.invalid', anonKey: DEFAULT_ANON_KEY } };

export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'https://prerender.invalid')));
  if (context instanceof Response) throw new Error(`pre-rendering ${path} answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let title: string | null = null;
  const queryClient = createQueryClient();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <DocumentTitleSink value={(pageTitle) => (title = pageTitle)}>
        <AppProviders authConfig={PRERENDER_AUTH} queryClient={queryClient}>
          {/* hydrate={false}: no inline hydration-data script (the CSP forbids it; no route has loaders). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </DocumentTitleSink>
      {/* The client root has this sibling too (start-app.tsx): same tree shape, same useId ids. */}
      <AppReady />
    </StrictMode>,
    // One document, never streamed: no Suspense boundary is moved out of line, which would need
    // an inline script to put it back (the CSP forbids them).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  // Queries the page started stay pending here (nothing fetches at build time); their cache
  // timers would keep the build running for minutes.
  queryClient.clear();
  return { html, title };
}
