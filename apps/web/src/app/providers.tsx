import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { PlainToaster } from '@/components/ui/plain-toaster';
import { useBrowserIdle } from '@/lib/use-browser-idle';
import { useToast } from '@/lib/toast';
import { createQueryClient } from '@/app/query-client';
import { AuthProvider } from '@/lib/auth';
import type { AuthConfigResult } from '@/lib/auth-config';
import { startOutbox } from '@/lib/outbox';
import { watchSystemTheme } from '@/lib/theme';

// Radix Toast stays out of the first-paint chunk: it mounts on the first toast or once the page
// is idle (so the F8 hotkey works); the toast store holds anything raised before that. This sits
// outside the router's error boundary: a rejected import here would unmount the whole page, so
// when the chunk cannot be fetched the toasts are shown plainly instead.
const Toaster = lazy(() => import('@/components/ui/toaster').catch(() => ({ default: PlainToaster })));

function DeferredToaster() {
  const { toasts } = useToast();
  const idle = useBrowserIdle();

  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

interface AppProvidersProps {
  children: ReactNode;
  /** The pre-render at build time has no window to read the auth configuration from. */
  authConfig?: AuthConfigResult;
  /** The pre-render brings its own, to clear it (and its cache timers) once the page is rendered. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, authConfig, queryClient: given }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());

  useEffect(() => watchSystemTheme(), []);
  useEffect(() => startOutbox(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider config={authConfig}>{children}</AuthProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
