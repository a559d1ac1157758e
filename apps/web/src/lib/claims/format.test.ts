import { describe, expect, it } from 'vitest';
import {
  SAMPLE_LABEL,
  claimIsEmpty,
  formatScore,
  readingsDisagree,
  sampleResultView,
  toResultView,
  verdictLabel,
  verdictTone,
} from './format';
import type { Reading, VerifyResponse } from './types';

const source = {
  id: 'gapminder',
  title: 'Gapminder',
  file: 'gapminder.json',
  original: { publisher: 'Gapminder Foundation', url: 'https://www.gapminder.org' },
  licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  attribution: 'Free data from Gapminder.org, CC BY 4.0',
};

function reading(id: string, holds: Reading['holds'], isDefault = false): Reading {
  return { id, label: id, isDefault, score: holds === true ? 1 : 0, holds };
}

function response(over: Partial<VerifyResponse> = {}): VerifyResponse {
  return {
    id: 'v1',
    proofId: 'p1',
    claim: "Japan's life expectancy was above 80 in 2005",
    claimNFC: "Japan's life expectancy was above 80 in 2005",
    verdict: 'supported',
    veracityScore: 0.9925,
    parse: { kind: 'value', entities: ['Japan'], metric: 'gapminder.life_expect', dataset: 'gapminder', time: '2005' },
    readings: [reading('default', true, true)],
    evidence: [
      {
        source: 'gapminder',
        reading: 'default',
        isDefault: true,
        rows: [],
        computation: {
          op: '>',
          lhs: { label: 'a', value: 82.5, unit: 'years' },
          rhs: { label: 'b', value: 80, unit: 'years' },
          result: true,
          score: 1,
          margin: '+2.5',
        },
        caveats: ['Five-year steps'],
        text: 'Japan life expectancy (2005) was 82.5 years.',
      },
    ],
    sources: [source],
    summary: 'Supported: the figure is above the claimed 80 years.',
    engineVersion: 'e1',
    scoringPolicyVersion: 's1',
    cryptographicProof: {} as VerifyResponse['cryptographicProof'],
    issuedAt: '2026-11-22T00:00:00.000Z',
    ...over,
  };
}

describe('verdict and score formatting', () => {
  it('labels every verdict, and anything unknown as not verifiable', () => {
    expect(verdictLabel('supported')).toBe('Supported');
    expect(verdictLabel('refuted')).toBe('Refuted');
    expect(verdictLabel('depends_on_definition')).toBe('Depends on definition');
    expect(verdictLabel('tied')).toBe('Tied');
    expect(verdictLabel('unverifiable')).toBe('Not verifiable');
    expect(verdictLabel('nonsense')).toBe('Not verifiable');
    expect(verdictTone('supported')).toBe('success');
    expect(verdictTone('refuted')).toBe('destructive');
    expect(verdictTone('tied')).toBe('warning');
    expect(verdictTone('unverifiable')).toBe('muted');
  });

  it('shows the score as a whole percentage and never invents one', () => {
    expect(formatScore(0.97)).toBe('97%');
    expect(formatScore(0.9925)).toBe('99%');
    expect(formatScore(0)).toBe('0%');
    expect(formatScore(1)).toBe('100%');
    expect(formatScore(null)).toBe('not verifiable');
    expect(formatScore(Number.NaN)).toBe('not verifiable');
  });

  it('treats whitespace as an empty claim', () => {
    expect(claimIsEmpty('  \n\t')).toBe(true);
    expect(claimIsEmpty(' a ')).toBe(false);
  });

  it('shows readings only when they disagree', () => {
    expect(readingsDisagree([reading('a', true), reading('b', true)])).toBe(false);
    expect(readingsDisagree([reading('a', true), reading('b', false)])).toBe(true);
    expect(readingsDisagree([reading('a', true), reading('b', 'tied')])).toBe(true);
    expect(readingsDisagree([reading('a', false)])).toBe(false);
  });
});

describe('toResultView', () => {
  it('maps a supported verification', () => {
    const view = toResultView(response());
    expect(view).toMatchObject({ verdictLabel: 'Supported', tone: 'success', scoreText: '99%', proofId: 'p1', sample: false, reason: null });
    expect(view.evidence).toEqual(['Japan life expectancy (2005) was 82.5 years.']);
    expect(view.caveats).toEqual(['Five-year steps']);
    expect(view.readings).toEqual([]);
    expect(view.sources[0]?.attribution).toContain('Gapminder');
  });

  it('does not repeat an evidence sentence the summary already contains', () => {
    const view = toResultView(response({ summary: 'Supported: Japan life expectancy (2005) was 82.5 years.' }));
    expect(view.evidence).toEqual([]);
    expect(view.caveats).toEqual(['Five-year steps']);
  });

  it('keeps the reason and what the catalog covers for an unverifiable claim, with no score', () => {
    const view = toResultView(
      response({
        verdict: 'unverifiable',
        veracityScore: null,
        reason: { code: 'metric_not_in_catalog', message: 'No measure in the catalog matches this claim about Germany.', available: ['life expectancy'] },
        evidence: [],
        readings: [],
        sources: [],
        summary: 'Not verifiable: No measure in the catalog matches this claim about Germany.',
      }),
    );
    expect(view.verdictLabel).toBe('Not verifiable');
    expect(view.scoreText).toBe('not verifiable');
    expect(view.veracityScore).toBeNull();
    expect(view.reason).toEqual({
      message: 'No measure in the catalog matches this claim about Germany.',
      available: ['life expectancy'],
      examples: [],
    });
    // The box shows the reason; the summary would only say it again.
    expect(view.summary).toBe('');
  });

  it('shows example claims of an unparsed claim as examples, not as something the catalog covers', () => {
    const view = toResultView(
      response({
        verdict: 'unverifiable',
        veracityScore: null,
        reason: {
          code: 'unparsed',
          message: 'No measurable claim was recognised.',
          available: [
            'gapminder: 62 countries, every 5 years 1955–2005',
            'Claims that work: "Japan\'s life expectancy was above 80 in 2005"; "About 1.3 billion people lived in China in 2005"',
          ],
        },
        evidence: [],
        readings: [],
        sources: [],
        summary: 'Not verifiable: No measurable claim was recognised.',
      }),
    );
    expect(view.reason).toEqual({
      message: 'No measurable claim was recognised.',
      available: ['gapminder: 62 countries, every 5 years 1955–2005'],
      examples: ["Japan's life expectancy was above 80 in 2005", 'About 1.3 billion people lived in China in 2005'],
    });
  });

  it('keeps a summary that says more than the reason', () => {
    const view = toResultView(
      response({
        verdict: 'unverifiable',
        veracityScore: null,
        reason: { code: 'time_not_observed', message: 'No data for 1890.', available: [] },
        evidence: [],
        readings: [],
        sources: [],
        summary: 'Not verifiable: the 1890 census records were lost.',
      }),
    );
    expect(view.summary).toBe('Not verifiable: the 1890 census records were lost.');
  });

  it('lists the readings when they disagree', () => {
    const readings = [reading('calendar-mean', true, true), reading('december', false)];
    const view = toResultView(response({ verdict: 'depends_on_definition', veracityScore: 0.65, readings }));
    expect(view.verdictLabel).toBe('Depends on definition');
    expect(view.readings).toHaveLength(2);
  });
});

describe('the sample result (decision #8)', () => {
  it('is the spec sample: 0.97, 3 sources, financial filings, no proof, labelled', () => {
    const view = sampleResultView('x');
    expect(view.sample).toBe(true);
    expect(view.scoreText).toBe('97%');
    expect(view.sources).toHaveLength(3);
    expect(view.evidence.join(' ')).toMatch(/financial filings/);
    expect(view.proofId).toBeNull();
    expect(SAMPLE_LABEL).toBe('Sample result — live verification unavailable');
  });
});
