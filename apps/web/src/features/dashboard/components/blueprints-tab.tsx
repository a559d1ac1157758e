import { Suspense, lazy } from 'react';

// The marketplace belongs to the blueprints feature; the dashboard only gives it a tab,
// and loads it when the tab is first opened.
const BlueprintsMarketplace = lazy(() => import('@/features/blueprints/blueprints-marketplace'));

export function BlueprintsTab() {
  return (
    <Suspense fallback={<p className="py-16 text-center text-sm text-muted-foreground">Loading blueprints…</p>}>
      <BlueprintsMarketplace />
    </Suspense>
  );
}
