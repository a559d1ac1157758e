import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS, scoreAssessment } from '@verity/contracts/assessment';
import {
  initialSession,
  isCurrentAnswered,
  progressPercent,
  sessionReducer,
  type SessionAction,
  type SessionState,
} from './assessment-session';

const at = '2026-11-22T03:00:00.000Z';
const run = (actions: SessionAction[], from: SessionState = initialSession) => actions.reduce(sessionReducer, from);
const answerAll: SessionAction[] = ASSESSMENT_QUESTIONS.flatMap((q) => [
  { type: 'answer', questionId: q.id, value: q.options[1]!.value } as const,
  { type: 'next', at } as const,
]);

describe('sessionReducer', () => {
  it('goes offer → assessment and records the start time', () => {
    const s = run([{ type: 'start', at }]);
    expect(s.step).toBe('assessment');
    expect(s.startTime).toBe(at);
    expect(progressPercent(s)).toBe(13);
  });

  it('needs an answer before Next, and keeps Previous on question 1 inert', () => {
    let s = run([{ type: 'start', at }, { type: 'next', at }, { type: 'previous' }]);
    expect(s.questionIndex).toBe(0);
    s = run([{ type: 'answer', questionId: 'data-sources', value: 'senior-trust' }, { type: 'next', at }], s);
    expect(s.questionIndex).toBe(1);
    expect(isCurrentAnswered(s)).toBe(false);
    s = run([{ type: 'previous' }], s);
    expect(s.questionIndex).toBe(0);
    expect(isCurrentAnswered(s)).toBe(true);
  });

  it('ignores an answer to a question that is not on screen', () => {
    const s = run([{ type: 'start', at }, { type: 'answer', questionId: 'model-validation', value: 'continuous' }]);
    expect(s.answers).toEqual({});
  });

  it('generates after the last question, then shows the report with the results', () => {
    let s = run([{ type: 'start', at }, ...answerAll]);
    expect(s.step).toBe('generating');
    expect(s.completionTime).toBe(at);
    expect(progressPercent({ ...s, questionIndex: 7 })).toBe(100);
    const results = scoreAssessment(s.answers);
    s = run([{ type: 'results', results }], s);
    expect(s.step).toBe('report');
    expect(s.results).toBe(results);
  });

  it('moves report ↔ features ↔ conversion as spec §4 allows, recording discoveries', () => {
    const generated = run([{ type: 'start', at }, ...answerAll]);
    let s = run([{ type: 'results', results: scoreAssessment(generated.answers) }], generated);
    s = run([{ type: 'show-feature', feature: 'teleportation' }], s);
    expect([s.step, s.feature]).toEqual(['features', 'truth-validation']);
    s = run([{ type: 'report' }, { type: 'show-feature', feature: 'automation-engine' }, { type: 'conversion' }], s);
    expect(s.step).toBe('conversion');
    expect(s.featureDiscoveries).toEqual(['truth-validation', 'automation-engine']);
    s = run([{ type: 'show-feature', feature: 'adversarial-testing' }], s);
    expect(s.step).toBe('conversion'); // not from conversion
    s = run([{ type: 'report' }, { type: 'conversion' }], s);
    expect(s.step).toBe('conversion');
  });
});
