import {
  ASSESSMENT_QUESTIONS,
  TOTAL_QUESTIONS,
  toFeatureId,
  type Answers,
  type AssessmentResults,
  type FeatureId,
} from '@verity/contracts/assessment';

/** The five steps (spec §2), plus the short wait while the report is generated. */
export type Step = 'offer' | 'assessment' | 'generating' | 'report' | 'features' | 'conversion';

export interface SessionState {
  step: Step;
  questionIndex: number;
  answers: Answers;
  feature: FeatureId;
  startTime: string | null;
  completionTime: string | null;
  featureDiscoveries: FeatureId[];
  results: AssessmentResults | null;
}

export type SessionAction =
  | { type: 'start'; at: string }
  | { type: 'answer'; questionId: string; value: string }
  | { type: 'next'; at: string }
  | { type: 'previous' }
  | { type: 'results'; results: AssessmentResults }
  | { type: 'show-feature'; feature: string }
  | { type: 'report' }
  | { type: 'conversion' };

export const initialSession: SessionState = {
  step: 'offer',
  questionIndex: 0,
  answers: {},
  feature: 'truth-validation',
  startTime: null,
  completionTime: null,
  featureDiscoveries: [],
  results: null,
};

export const currentQuestion = (state: SessionState) => ASSESSMENT_QUESTIONS[state.questionIndex]!;
export const isCurrentAnswered = (state: SessionState) => currentQuestion(state).id in state.answers;
export const isLastQuestion = (state: SessionState) => state.questionIndex === TOTAL_QUESTIONS - 1;
/** Percent complete as shown beside 'Question N of 8'. */
export const progressPercent = (state: SessionState) => Math.round(((state.questionIndex + 1) / TOTAL_QUESTIONS) * 100);

/** Transitions exactly as spec §4; an action that is not allowed in a step changes nothing. */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'start':
      return state.step === 'offer' ? { ...state, step: 'assessment', startTime: state.startTime ?? action.at } : state;
    case 'answer': {
      if (state.step !== 'assessment' || currentQuestion(state).id !== action.questionId) return state;
      return { ...state, answers: { ...state.answers, [action.questionId]: action.value } };
    }
    case 'next':
      if (state.step !== 'assessment' || !isCurrentAnswered(state)) return state;
      if (isLastQuestion(state)) return { ...state, step: 'generating', completionTime: action.at };
      return { ...state, questionIndex: state.questionIndex + 1 };
    case 'previous':
      if (state.step !== 'assessment' || state.questionIndex === 0) return state;
      return { ...state, questionIndex: state.questionIndex - 1 };
    case 'results':
      return state.step === 'generating' ? { ...state, step: 'report', results: action.results } : state;
    case 'show-feature': {
      if (state.step !== 'report' || !state.results) return state;
      const feature = toFeatureId(action.feature);
      const discoveries = state.featureDiscoveries.includes(feature)
        ? state.featureDiscoveries
        : [...state.featureDiscoveries, feature];
      return { ...state, step: 'features', feature, featureDiscoveries: discoveries };
    }
    case 'report':
      return state.step === 'features' || state.step === 'conversion' ? { ...state, step: 'report' } : state;
    case 'conversion':
      return state.step === 'report' || state.step === 'features' ? { ...state, step: 'conversion' } : state;
  }
}
