import { Outlet, ScrollRestoration } from 'react-router';
import { DeferredBackground } from '@/components/background/deferred-background';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { SkipLink } from '@/components/layouts/skip-link';

/** Shell of the public pages: skip link, header, page, footer, decorative background. */
export function PublicLayout() {
  return (
    <div className="relative flex min-h-dvh flex-col">
      <DeferredBackground />
      <SkipLink />
      <SiteHeader />
      <main id="main" className="relative flex-1" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
