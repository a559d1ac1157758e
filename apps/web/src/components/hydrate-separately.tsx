import { type ReactNode, Suspense, useState } from 'react';
import { HydratingPart, isHydrating } from '@/lib/use-hydrated';

/**
 * A part of a pre-rendered page that React hydrates in a pass of its own. React leaves the
 * server-rendered content of a Suspense boundary in place while it hydrates the rest of the page,
 * then hydrates it at low priority, or at once when input arrives inside it. A long page then
 * becomes interactive in several short tasks instead of one long commit (ADR 0022). Nothing
 * inside may suspend without a boundary of its own: the fallback is nothing.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  // Rendered in the first commit: whether this part's markup came from the server. Its
  // components read it through useHydrated(), so their own first render matches that markup.
  const [prerendered] = useState(isHydrating);
  return (
    <HydratingPart value={prerendered}>
      <Suspense>{children}</Suspense>
    </HydratingPart>
  );
}
