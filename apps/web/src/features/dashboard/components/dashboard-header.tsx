import { LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { BrandLogo } from '@/components/brand-logo';
import { ThemeToggle } from '@/components/layouts/theme-toggle';
import { Button } from '@/components/ui/button';
import { ServiceStatus } from './service-status';

interface DashboardHeaderProps {
  displayName: string | null;
  /** Admins get a link to the admin area. */
  isAdmin?: boolean;
  onSignOut?: () => void;
  isSigningOut?: boolean;
}

export function DashboardHeader({ displayName, isAdmin = false, onSignOut, isSigningOut = false }: DashboardHeaderProps) {
  return (
    <header className="border-b border-border/60 bg-background/75 backdrop-blur-lg">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
        <Link to={paths.home} className="rounded-md" aria-label="Verity home">
          <BrandLogo />
        </Link>
        <div className="min-w-0 flex-1 basis-48">
          <h1 className="truncate text-base font-semibold sm:text-lg">
            {displayName ? `Welcome back, ${displayName}` : 'Welcome back'}
          </h1>
          <p className="text-xs text-muted-foreground">Test hypotheses against your data</p>
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          <ServiceStatus />
          <ThemeToggle />
          {isAdmin ? (
            <Button asChild variant="ghost" size="icon" aria-label="Admin area">
              <Link to={paths.admin}>
                <ShieldCheck aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="ghost" size="icon" aria-label="Profile">
            <Link to={paths.profile}>
              <UserRound aria-hidden="true" />
            </Link>
          </Button>
          {onSignOut ? (
            <Button variant="outline" size="sm" onClick={onSignOut} disabled={isSigningOut}>
              <LogOut aria-hidden="true" />
              <span className="hidden sm:inline">Sign out</span>
              <span className="sr-only sm:hidden">Sign out</span>
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
