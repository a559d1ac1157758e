import { Suspense, lazy } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { PART_NOT_LOADED } from '@/components/part-not-loaded';

// The marketplace belongs to the blueprints feature; the dashboard only gives it a tab,
// and loads it when the tab is first opened.
const BlueprintsMarketplace = lazy(() => import('@/features/blueprints/blueprints-marketplace'));

export function BlueprintsTab() {
  return (
    <ChunkBoundary fallback={<p role="alert" className="py-16 text-center text-sm text-muted-foreground">The blueprints could not be shown. {PART_NOT_LOADED}</p>}>
      <Suspense fallback={<p className="py-16 text-center text-sm text-muted-foreground">Loading blueprints…</p>}>
        <BlueprintsMarketplace />
      </Suspense>
    </ChunkBoundary>
  );
}
