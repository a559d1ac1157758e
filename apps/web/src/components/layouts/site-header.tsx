import { LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { landingAnchors, paths } from '@/app/paths';
import { BrandLogo } from '@/components/brand-logo';
import { ThemeToggle } from '@/components/layouts/theme-toggle';
import { Button } from '@/components/ui/button';
import { useAuth, useSignOut } from '@/lib/auth';
import { hasStoredSession } from '@/lib/auth-config';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

const NAV_ITEMS = [
  { label: 'Features', to: { pathname: paths.home, hash: `#${landingAnchors.features}` } },
  { label: 'Industries', to: { pathname: paths.home, hash: `#${landingAnchors.industries}` } },
  { label: 'About', to: paths.about },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Contact', to: paths.contact },
] as const;

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:text-foreground';

export function SiteHeader() {
  const menuId = useId();
  const location = useLocation();
  // The mobile menu belongs to the location it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.key : null);
  const { user, initializing, loading } = useAuth();
  const signOut = useSignOut();
  const hydrated = useHydrated();
  // Before the auth client has resolved, a stored session is a good enough hint (no supabase-js needed).
  const [storedHint] = useState(hasStoredSession);
  const signedIn = user !== null || (initializing && storedHint);
  // Pre-rendered HTML (and the render that hydrates it) cannot know the visitor: it carries both
  // variants and CSS shows the one the pre-paint script picked from the stored session.
  const showSignedIn = hydrated ? signedIn : 'until-hydrated';
  const showSignedOut = hydrated ? !signedIn : 'until-hydrated';
  const marker = (show: boolean | 'until-hydrated', name: 'when-session' | 'when-no-session') =>
    show === 'until-hydrated' ? name : undefined;

  // Escape closes the mobile menu.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenOn(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/75 backdrop-blur-lg supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to={paths.home} className="rounded-md" aria-label="Verity home">
          <BrandLogo />
        </Link>
        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.label}>
                {typeof item.to === 'string' ? (
                  <NavLink to={item.to} className={linkClass}>
                    {item.label}
                  </NavLink>
                ) : (
                  <Link to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          {showSignedIn ? (
            <div className={cn('contents', marker(showSignedIn, 'when-session'))}>
              <Button asChild variant="ghost" className="hidden sm:inline-flex">
                <Link to={paths.profile} title={user?.email}>
                  {user?.displayName || 'Account'}
                </Link>
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="hidden sm:inline-flex"
                aria-label="Sign out"
                title="Sign out"
                disabled={loading || user === null}
                onClick={() => void signOut()}
              >
                <LogOut aria-hidden="true" />
              </Button>
              <Button asChild className="hidden sm:inline-flex">
                <Link to={paths.dashboard}>
                  <LayoutDashboard aria-hidden="true" />
                  Dashboard
                </Link>
              </Button>
            </div>
          ) : null}
          {showSignedOut ? (
            <div className={cn('contents', marker(showSignedOut, 'when-no-session'))}>
              <Button asChild variant="ghost" className="hidden sm:inline-flex">
                <Link to={paths.login}>Sign in</Link>
              </Button>
              <Button asChild className="hidden sm:inline-flex">
                <Link to={paths.contact}>Talk to sales</Link>
              </Button>
            </div>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        className={cn('border-t border-border/60 bg-background md:hidden', menuOpen ? 'block' : 'hidden')}
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-3">
          {NAV_ITEMS.map((item) => (
            <li key={item.label}>
              <Link to={item.to} className={cn(linkClass, 'block py-3 text-base')}>
                {item.label}
              </Link>
            </li>
          ))}
          {showSignedIn ? (
            <>
              <li className={marker(showSignedIn, 'when-session')}>
                <Link to={paths.dashboard} className={cn(linkClass, 'block py-3 text-base')}>
                  Dashboard
                </Link>
              </li>
              <li className={marker(showSignedIn, 'when-session')}>
                <Link to={paths.profile} className={cn(linkClass, 'block py-3 text-base')}>
                  Profile
                </Link>
              </li>
              <li className={marker(showSignedIn, 'when-session')}>
                <button
                  type="button"
                  className={cn(linkClass, 'block w-full py-3 text-left text-base')}
                  disabled={loading || user === null}
                  onClick={() => void signOut()}
                >
                  Sign out
                </button>
              </li>
            </>
          ) : null}
          {showSignedOut ? (
            <li className={marker(showSignedOut, 'when-no-session')}>
              <Link to={paths.login} className={cn(linkClass, 'block py-3 text-base')}>
                Sign in
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
