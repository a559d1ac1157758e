import { type ReactNode, Suspense } from 'react';

/**
 * A part of a pre-rendered page that React hydrates in a pass of its own. React leaves the
 * server-rendered content of a Suspense boundary in place while it hydrates the rest of the page,
 * then hydrates it at low priority, or at once when input arrives inside it. A long page then
 * becomes interactive in several short tasks instead of one long commit (ADR 0022). Nothing
 * inside may suspend without a boundary of its own: the fallback is nothing.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
