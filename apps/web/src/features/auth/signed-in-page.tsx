import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useAuth, useSignOut } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Stand-in for /dashboard until the dashboard feature replaces its route import: says who is
 * signed in and offers what works today (profile, sign-out). It claims nothing more.
 */
export default function SignedInPage() {
  useDocumentTitle('Dashboard');
  const { user, loading } = useAuth();
  const signOut = useSignOut();
  return (
    <section aria-labelledby="signed-in-title" className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 id="signed-in-title" className="text-3xl font-semibold tracking-tight">
        Welcome, {user?.displayName || user?.email}
      </h1>
      <p className="mt-3 text-muted-foreground">
        Signed in as <strong className="text-foreground">{user?.email}</strong>. The analysis dashboard opens here soon.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to={paths.profile}>
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </Button>
        <Button variant="outline" onClick={() => void signOut()} disabled={loading}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </section>
  );
}
