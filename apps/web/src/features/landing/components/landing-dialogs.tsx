import { Suspense, lazy } from 'react';
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
  return (
    <Suspense fallback={null}>
      {mounted.has('demo') ? <DemoRequestDialog open={open === 'demo'} onOpenChange={setOpen('demo')} /> : null}
      {mounted.has('pilot') ? <PilotRequestDialog open={open === 'pilot'} onOpenChange={setOpen('pilot')} /> : null}
      {mounted.has('platform-demo') ? (
        <PlatformDemoDialog
          open={open === 'platform-demo'}
          onOpenChange={setOpen('platform-demo')}
          onRequestLiveDemo={() => onOpenChange('demo')}
        />
      ) : null}
      {mounted.has('assessment') ? (
        <LazyAssessmentDialog open={open === 'assessment'} onOpenChange={setOpen('assessment')} />
      ) : null}
    </Suspense>
  );
}
