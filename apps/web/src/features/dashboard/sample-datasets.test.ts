import { describe, expect, it } from 'vitest';
import { parseAnalysisForm } from '@/features/dashboard/dashboard.utils';
import { SAMPLE_DATASETS } from '@/features/dashboard/sample-datasets';

describe('sample datasets', () => {
  it('are valid requests the form accepts, with the same numbers every time', () => {
    expect(SAMPLE_DATASETS.length).toBeGreaterThanOrEqual(3);
    for (const sample of SAMPLE_DATASETS) {
      const parsed = parseAnalysisForm({ ...sample, format: 'json' });
      expect(parsed.ok).toBe(true);
    }
    const first = SAMPLE_DATASETS[0];
    expect(first?.dataText).toContain('"marketing_spend"');
  });
});
