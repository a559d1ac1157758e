/**
 * A realistic mixed set of Truth Assessment answers (some strong, some weak), for tests and
 * demos across the engine, the server and the web app: one place to keep it valid when the
 * questions change.
 */
export const MIXED_ASSESSMENT_ANSWERS: Readonly<Record<string, string>> = {
  'data-sources': 'owner-reconciles',
  'decision-confidence': 'presented-only',
  'insight-velocity': 'within-week',
  'bias-detection': 'check-if-time',
  'data-quality': 'stakeholder-notices',
  'hypothesis-testing': 'before-after-test',
  'collaboration-scale': 'scheduled-dashboards',
  'model-validation': 'launch-only',
};
