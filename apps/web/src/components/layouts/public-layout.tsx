import { Outlet, ScrollRestoration } from 'react-router';
import { DeferredBackground } from '@/components/background/deferred-background';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';

/** Shell of the public pages: skip link, header, page, footer, decorative background. */
export function PublicLayout() {
  return (
    <div className="relative flex min-h-dvh flex-col">
      <DeferredBackground />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="relative flex-1" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
