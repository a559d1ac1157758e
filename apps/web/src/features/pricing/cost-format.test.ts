import { describe, expect, it } from 'vitest';
import { formatCost } from '@verity/contracts/format';
import { ServiceError } from '@/lib/services';
import { costPerBatch, simulationProblem } from './cost-format';

describe('formatCost', () => {
  it('shows costs that round to something as they are', () => {
    expect(formatCost(0.0042, 4)).toBe('$0.0042');
    expect(formatCost(12.345, 2)).toBe('$12.35');
    expect(formatCost(0, 4)).toBe('$0.0000');
  });

  it('never shows a positive cost as zero', () => {
    expect(formatCost(3.7e-8, 4)).toBe('< $0.0001');
    expect(formatCost(0.0000033, 2)).toBe('< $0.01');
    expect(formatCost(0.00006, 4)).toBe('$0.0001');
  });
});

describe('costPerBatch', () => {
  it('restates a tiny per-analysis cost per the smallest batch worth a cent', () => {
    expect(costPerBatch(3.33693e-8)).toBe('$0.033 per million analyses');
    expect(costPerBatch(2.4e-5)).toBe('$0.024 per thousand analyses');
    expect(costPerBatch(4.6e-7)).toBe('$0.46 per million analyses');
    expect(costPerBatch(3e-12)).toBe('$0.003 per billion analyses');
  });

  it('is not needed when the cost shows on its own', () => {
    expect(costPerBatch(0.0042)).toBeNull();
    expect(costPerBatch(0)).toBeNull();
  });
});

describe('simulationProblem', () => {
  it('names what went wrong and what to do, never the registry\'s own wording', () => {
    expect(simulationProblem(new ServiceError('Service call failed: 429 Too Many Requests', 429))).toMatch(/^Too many calculations/);
    expect(simulationProblem(new ServiceError('Service call failed: 400 Bad Request', 400))).toMatch(/could not use these figures/);
    expect(simulationProblem(new DOMException('signal is aborted without reason', 'AbortError'))).toMatch(/did not answer in time/);
    expect(simulationProblem(new ServiceError("Service 'cost-simulator' is not healthy"))).toBe(
      'The cost simulator is not available right now. Try again in a minute.',
    );
    expect(simulationProblem(new TypeError('Failed to fetch'))).toMatch(/not available right now/);
  });
});
