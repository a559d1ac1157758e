import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { engagementLevel, scoreAssessment, type AssessmentResults } from '@verity/contracts/assessment';
import { paths } from '@/app/paths';
import { enrichResults, submitAssessment } from '../api';
import {
  currentQuestion,
  initialSession,
  progressPercent,
  sessionReducer,
} from '../assessment-session';
import { useIsSignedIn } from '../use-is-signed-in';
import { ConversionStep } from './conversion-step';
import { FeatureStep } from './feature-step';
import { OfferStep } from './offer-step';
import { QuestionStep } from './question-step';
import { ReportStep } from './report-step';
import { StepHeading } from './step-heading';

export interface AssessmentFlowProps {
  /** Called once the funnel is finished, before navigating away: the modal closes itself. */
  onFinished?: () => void;
  /** Optional completion callback (spec §4), called with the results before leaving. */
  onComplete?: (results: AssessmentResults) => void;
}

const nowIso = () => new Date().toISOString();

/** The five-step funnel (spec §2, §4), shared by the modal and the full-screen page. */
export function AssessmentFlow({ onFinished, onComplete }: AssessmentFlowProps) {
  const [state, dispatch] = useReducer(sessionReducer, initialSession);
  const [isSubmitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();

  // After the last question: local results first, then the optional AI enrichment, which keeps
  // the local results on any failure. The flow always reaches the report.
  useEffect(() => {
    if (state.step !== 'generating') return;
    let active = true;
    const local = scoreAssessment(state.answers);
    void enrichResults(local, state.answers, engagementLevel(interactions.current)).then((results) => {
      if (active) dispatch({ type: 'results', results });
    });
    return () => {
      active = false;
    };
    // Runs once per entry into 'generating'; answers cannot change while generating.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.step]);

  // Spec §4: every click on a control counts as one interaction. Counted in a ref by a native
  // listener, so counting never re-renders mid-click (a re-render between the browser checking a
  // radio and React's change handler would undo the choice).
  const rootRef = useRef<HTMLDivElement>(null);
  const interactions = useRef(0);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const countClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('button, input, a')) interactions.current += 1;
    };
    root.addEventListener('click', countClick);
    return () => root.removeEventListener('click', countClick);
  }, []);

  const startTransformation = async () => {
    if (!state.results) return;
    setSubmitting(true);
    await submitAssessment({
      answers: state.answers,
      interactionCount: interactions.current,
      featureDiscoveries: state.featureDiscoveries,
      ...(state.startTime ? { startTime: state.startTime } : {}),
      ...(state.completionTime ? { completionTime: state.completionTime } : {}),
    });
    onComplete?.(state.results);
    onFinished?.();
    void navigate(isSignedIn ? paths.dashboard : paths.signup);
  };

  return (
    <div ref={rootRef} className="mx-auto w-full max-w-3xl min-w-0">
      {state.step === 'offer' ? <OfferStep onStart={() => dispatch({ type: 'start', at: nowIso() })} /> : null}
      {state.step === 'assessment' ? (
        <QuestionStep
          question={currentQuestion(state)}
          index={state.questionIndex}
          percent={progressPercent(state)}
          selected={state.answers[currentQuestion(state).id]}
          onAnswer={(value) => dispatch({ type: 'answer', questionId: currentQuestion(state).id, value })}
          onPrevious={() => dispatch({ type: 'previous' })}
          onNext={() => dispatch({ type: 'next', at: nowIso() })}
        />
      ) : null}
      {state.step === 'generating' ? (
        <div role="status" className="py-16 text-center">
          <StepHeading>Generating your report…</StepHeading>
          <p className="mt-2 text-muted-foreground">Scoring your answers and asking the truth engine for a second opinion.</p>
        </div>
      ) : null}
      {state.step === 'report' && state.results ? (
        <ReportStep
          results={state.results}
          onShowFeature={(feature) => dispatch({ type: 'show-feature', feature })}
          onContinue={() => dispatch({ type: 'conversion' })}
        />
      ) : null}
      {state.step === 'features' ? (
        <FeatureStep
          feature={state.feature}
          onBack={() => dispatch({ type: 'report' })}
          onOpenSandbox={() => dispatch({ type: 'conversion' })}
        />
      ) : null}
      {state.step === 'conversion' && state.results ? (
        <ConversionStep
          results={state.results}
          isSubmitting={isSubmitting}
          onStart={() => void startTransformation()}
          onReviewReport={() => dispatch({ type: 'report' })}
        />
      ) : null}
    </div>
  );
}
