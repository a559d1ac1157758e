import { type ReactNode, Suspense, lazy } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { PART_NOT_LOADED } from '@/components/part-not-loaded';
import { toast } from '@/lib/toast';
import { LazyAssessmentDialog, preloadAssessmentDialog } from '@/app/assessment-dialog-loader';
import type { LandingDialog } from '../landing-dialog';
import { preloadWhenIdle } from '@/lib/preload-when-idle';

// Radix Dialog and the forms load on first use, keeping them out of the first-paint chunk.
const DemoRequestDialog = lazy(() => import('./demo-request-dialog'));
const PilotRequestDialog = lazy(() => import('./pilot-request-dialog'));
const PlatformDemoDialog = lazy(() => import('./platform-demo-dialog'));

/**
 * Warm the dialog chunks while the page is idle, one per idle period, so the first click opens
 * instantly. Returns a cancel function.
 */
export function preloadLandingDialogs(): () => void {
  return preloadWhenIdle([
    () => import('./demo-request-dialog'),
    () => import('./pilot-request-dialog'),
    () => import('./platform-demo-dialog'),
    preloadAssessmentDialog,
  ]);
}

interface LandingDialogsProps {
  open: LandingDialog | null;
  onOpenChange: (dialog: LandingDialog | null) => void;
  /** Dialogs are mounted only after first use; before that nothing renders. */
  mounted: ReadonlySet<LandingDialog>;
}

export function LandingDialogs({ open, onOpenChange, mounted }: LandingDialogsProps) {
  const setOpen = (dialog: LandingDialog) => (next: boolean) => onOpenChange(next ? dialog : null);
  // Each dialog in its own boundary: one whose code did not arrive (offline) says so and closes,
  // and the page, what was typed on it and the other dialogs stay.
  const part = (dialog: LandingDialog, element: ReactNode) =>
    mounted.has(dialog) ? (
      <ChunkBoundary
        fallback={null}
        resetKey={open === dialog}
        onChunkError={() => {
          if (open !== dialog) return;
          toast({ variant: 'destructive', title: 'This could not be opened', description: PART_NOT_LOADED });
          onOpenChange(null);
        }}
      >
        {element}
      </ChunkBoundary>
    ) : null;
  return (
    <Suspense fallback={null}>
      {part('demo', <DemoRequestDialog open={open === 'demo'} onOpenChange={setOpen('demo')} />)}
      {part('pilot', <PilotRequestDialog open={open === 'pilot'} onOpenChange={setOpen('pilot')} />)}
      {part(
        'platform-demo',
        <PlatformDemoDialog
          open={open === 'platform-demo'}
          onOpenChange={setOpen('platform-demo')}
          onRequestLiveDemo={() => onOpenChange('demo')}
        />,
      )}
      {part('assessment', <LazyAssessmentDialog open={open === 'assessment'} onOpenChange={setOpen('assessment')} />)}
    </Suspense>
  );
}
