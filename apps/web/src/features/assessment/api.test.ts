import { describe, expect, it, vi } from 'vitest';
import { scoreAssessment } from '@verity/contracts/assessment';
import { enrichResults } from './api';
import { createServiceRegistry, serviceRecordsFrom } from '@/lib/services';
import { MIXED_ASSESSMENT_ANSWERS } from '@verity/contracts/assessment-samples';

const answers = MIXED_ASSESSMENT_ANSWERS;
const local = scoreAssessment(answers); // truthScore 51, two recommendations

function registryAnswering(analyze: () => Response | Promise<Response>, healthy = true) {
  const requests: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    requests.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/health')) return Response.json({ ok: healthy }, { status: healthy ? 200 : 503 });
    return analyze();
  });
  return { registry: createServiceRegistry(serviceRecordsFrom({}), { fetch: fetchMock as typeof fetch }), requests };
}

describe('enrichResults', () => {
  it('sends the spec payload and averages the engine score, capping recommendations at 5', async () => {
    const recs = Array.from({ length: 4 }, (_, i) => ({ priority: 'medium', action: `Do ${i}`, impact: `+${i}%` }));
    const { registry, requests } = registryAnswering(() => Response.json({ data: { truthScore: 0.75, recommendations: recs } }));
    const enriched = await enrichResults(local, answers, 'medium', registry);
    expect(requests[1]).toEqual({
      url: '/engine/analyze',
      body: {
        hypothesis: expect.any(String),
        data: {
          truthScore: 51,
          categoryScores: { dataHealth: 50, analysis: 65, decision: 35, validation: 68 },
          userAnswers: answers,
          engagementLevel: 'medium',
        },
        analysisType: 'predictive',
        context: { kind: 'truth-assessment' },
      },
    });
    expect(enriched.truthScore).toBe(63); // (51 + 75) / 2
    expect(enriched.recommendations).toHaveLength(5);
    expect(enriched.enriched).toBe(true);
  });

  it.each([
    ['an unhealthy engine', registryAnswering(() => Response.json({}), false)],
    ['a 404 from /analyze', registryAnswering(() => new Response('{}', { status: 404, statusText: 'Not Found' }))],
    ['an answer without truthScore', registryAnswering(() => Response.json({ recommendations: [] }))],
    ['a network failure', registryAnswering(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])('keeps the local results unchanged on %s', async (_label, { registry }) => {
    expect(await enrichResults(local, answers, 'low', registry)).toBe(local);
  });
});
