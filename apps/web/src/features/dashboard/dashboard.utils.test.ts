import { describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES,
  byStrength,
  formatCost,
  formatRate,
  formatScore,
  parseAnalysisForm,
  statusLabel,
  statusTone,
  usageState,
} from '@/features/dashboard/dashboard.utils';

describe('formatting', () => {
  it('shows the score as a percentage with one decimal', () => {
    expect(formatScore(0.8734)).toBe('87.3%');
    expect(formatScore(1)).toBe('100.0%');
    expect(formatScore(0)).toBe('0.0%');
    expect(formatScore(Number.NaN)).toBe('—');
  });

  it('shows the cost in dollars to four decimals', () => {
    expect(formatCost(0.00312)).toBe('$0.0031');
    expect(formatCost(0)).toBe('$0.0000');
    // Measured costs are often ~$1e-7: never a false "$0.0000".
    expect(formatCost(1.2e-7)).toBe('< $0.0001');
    expect(formatCost(Number.NaN)).toBe('—');
    expect(formatCost(1.23456)).toBe('$1.2346');
  });

  it('reads rates as fractions, and values above 1 as percentages already', () => {
    expect(formatRate(0.5)).toBe('50.0%');
    expect(formatRate(1)).toBe('100.0%');
    expect(formatRate(62.5)).toBe('62.5%');
  });
});

describe('status badge', () => {
  it('labels upper-case with underscores as spaces', () => {
    expect(statusLabel('passed')).toBe('PASSED');
    expect(statusLabel('needs_more_data')).toBe('NEEDS MORE DATA');
  });

  it('is green for passed, red for failed, yellow for anything else', () => {
    expect(statusTone('passed')).toBe('passed');
    expect(statusTone('failed')).toBe('failed');
    expect(statusTone('pending')).toBe('other');
    expect(statusTone('under_review')).toBe('other');
  });
});

describe('parseAnalysisForm', () => {
  const base = { hypothesis: 'Spend increases revenue', analysisType: 'causal' as const };

  it('asks for both hypothesis and data (spec wording)', () => {
    expect(parseAnalysisForm({ ...base, hypothesis: '  ', dataText: '{"a":[1]}', format: 'json' })).toEqual({
      ok: false,
      failure: { title: 'Validation Error', description: 'Please enter both hypothesis and data' },
    });
    expect(parseAnalysisForm({ ...base, dataText: ' \n', format: 'json' })).toEqual({
      ok: false,
      failure: VALIDATION_MESSAGES.missing,
    });
  });

  it('sends a JSON numeral too large for a double as text, not as a missing value', () => {
    const parsed = parseAnalysisForm({ ...base, dataText: '{"x": [1, 1e400, -1E999, 3], "rows": [{"y": 2e308}]}', format: 'json' });
    if (!parsed.ok) throw new Error('expected the form to parse');
    // The browser gives the numeral as written; without the source text it is named Infinity.
    expect(JSON.parse(JSON.stringify(parsed.request.data))).toEqual({
      x: [1, expect.stringMatching(/^(1e400|Infinity)$/), expect.stringMatching(/^(-1E999|-Infinity)$/), 3],
      rows: [{ y: expect.stringMatching(/^(2e308|Infinity)$/) }],
    });
    // Data without such a numeral is sent as parsed.
    const plain = parseAnalysisForm({ ...base, dataText: '{"x": [1, 1e300]}', format: 'json' });
    expect(plain.ok && plain.request.data).toEqual({ x: [1, 1e300] });
  });

  it('reports invalid JSON (spec wording)', () => {
    expect(parseAnalysisForm({ ...base, dataText: '{"a": [1,', format: 'json' })).toEqual({
      ok: false,
      failure: { title: 'Invalid JSON', description: 'The data input is not valid JSON' },
    });
  });

  it('wants an object of columns or an array of rows', () => {
    const result = parseAnalysisForm({ ...base, dataText: '42', format: 'json' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.failure).toBe(VALIDATION_MESSAGES.notTable);
  });

  it('builds the request from JSON, trimming the hypothesis', () => {
    expect(parseAnalysisForm({ ...base, hypothesis: ' H ', dataText: '{"a":[1,2]}', format: 'json' })).toEqual({
      ok: true,
      request: { hypothesis: 'H', data: { a: [1, 2] }, analysisType: 'causal' },
    });
  });

  it('converts CSV to the same JSON columns and reports bad CSV', () => {
    expect(parseAnalysisForm({ ...base, dataText: 'a,b\n1,x', format: 'csv' })).toEqual({
      ok: true,
      request: { hypothesis: base.hypothesis, data: { a: [1], b: ['x'] }, analysisType: 'causal' },
    });
    expect(parseAnalysisForm({ ...base, dataText: 'a,b\n1', format: 'csv' })).toEqual({
      ok: false,
      failure: { title: 'Invalid CSV', description: 'Line 2: 1 value, but the header has 2 columns.' },
    });
  });
});

describe('helpers', () => {
  it('sorts counter-hypotheses by strength without mutating', () => {
    const input = [{ strength: 0.2 }, { strength: 0.9 }, { strength: 0.5 }];
    expect(byStrength(input).map((c) => c.strength)).toEqual([0.9, 0.5, 0.2]);
    expect(input[0]?.strength).toBe(0.2);
  });

  it('computes the usage meter', () => {
    expect(usageState(3, 10)).toEqual({ unlimited: false, reached: false, fraction: 0.3 });
    expect(usageState(10, 10).reached).toBe(true);
    expect(usageState(500, -1)).toEqual({ unlimited: true, reached: false, fraction: 0 });
  });
});
