import * as contract from '@verity/contracts/analysis';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_TYPES, HISTORY, HYPOTHESIS_MAX_LENGTH } from '@/features/dashboard/analysis-constants';

describe('analysis constants', () => {
  it('equal the contract values', () => {
    expect(ANALYSIS_TYPES).toEqual(contract.ANALYSIS_TYPES);
    expect(HISTORY).toEqual(contract.HISTORY);
    expect(HYPOTHESIS_MAX_LENGTH).toBe(contract.HYPOTHESIS_MAX_LENGTH);
  });
});
