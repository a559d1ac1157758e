import { lazy } from 'react';

/**
 * The Truth Assessment modal, for pages outside the assessment feature (the landing hero).
 * The app layer is the one place that knows every feature; the modal's chunk loads on first use.
 */
export const LazyAssessmentDialog = lazy(() => import('@/features/assessment/assessment-dialog'));

export function preloadAssessmentDialog(): Promise<unknown> {
  return import('@/features/assessment/assessment-dialog');
}
