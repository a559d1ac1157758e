import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { createQueryClient } from '@/app/query-client';
import { AuthProvider } from '@/lib/auth';
import { startOutbox } from '@/lib/outbox';
import { watchSystemTheme } from '@/lib/theme';

// Radix Toast stays out of the first-paint chunk; the toast store queues until it mounts.
const Toaster = lazy(() => import('@/components/ui/toaster'));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => watchSystemTheme(), []);
  useEffect(() => startOutbox(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
