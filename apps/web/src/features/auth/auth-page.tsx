import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { AuthLoading } from '@/app/require-auth';
import { AuthScreen } from './auth-screen';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /login, /signup, /auth. A signed-in visitor goes on to /dashboard. */
export default function AuthPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { user, loading, initializing, passwordRecovery, mfaRequired } = useAuth();
  const [acting, setActing] = useState(false);
  const initialTab = pathname === '/signup' || params.get('tab') === 'signup' ? 'signup' : 'signin';
  const recoveryLink = params.get('view') === 'recovery';
  useDocumentTitle(initialTab === 'signup' ? 'Sign up' : 'Sign in');

  // Preload the auth client while the visitor types.
  useEffect(() => {
    void import('@/lib/supabase').catch(() => {});
  }, []);

  // The forms navigate after their own actions; this only handles arriving already signed in.
  if (user && !acting && !loading && !passwordRecovery && !mfaRequired) return <Navigate to="/dashboard" replace />;

  if (initializing && !recoveryLink) return <AuthLoading />;

  return <AuthScreen key={initialTab} initialTab={initialTab} recoveryLink={recoveryLink} onAction={() => setActing(true)} />;
}
