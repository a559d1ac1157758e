import { ArrowLeft, ArrowRight, Lightbulb } from 'lucide-react';
import { TOTAL_QUESTIONS, type AssessmentQuestion } from '@verity/contracts/assessment';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { StepHeading } from './step-heading';

interface QuestionStepProps {
  question: AssessmentQuestion;
  index: number;
  percent: number;
  selected: string | undefined;
  onAnswer: (value: string) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** One question: progress, a native radio group (arrow keys move the choice), the teaching insight. */
export function QuestionStep({ question, index, percent, selected, onAnswer, onPrevious, onNext }: QuestionStepProps) {
  const isLast = index === TOTAL_QUESTIONS - 1;
  const chosen = question.options.find((o) => o.value === selected);
  const headingId = `question-${question.id}`;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <span>
            Question {index + 1} of {TOTAL_QUESTIONS}
          </span>
          <span>{percent}% complete</span>
        </div>
        <div
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <StepHeading key={question.id} id={headingId} className="text-xl sm:text-2xl">
        {question.text}
      </StepHeading>

      <fieldset className="grid gap-3" aria-labelledby={headingId}>
        {question.options.map((option) => {
          const checked = option.value === selected;
          return (
            <label
              key={option.value}
              className={cn(
                'grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 gap-y-0.5 rounded-lg border p-4 transition-colors hover:bg-accent/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="radio"
                name={question.id}
                value={option.value}
                checked={checked}
                onChange={() => onAnswer(option.value)}
                className="row-span-2 mt-1 size-4 accent-[var(--primary)]"
              />
              <span className="font-medium">{option.text}</span>
              <span className="col-start-2 text-sm text-muted-foreground">{option.note}</span>
            </label>
          );
        })}
      </fieldset>

      <div aria-live="polite">
        {chosen ? (
          <div className="rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
            <p className="flex items-center gap-2 font-medium">
              <Lightbulb className="size-4 text-primary" aria-hidden="true" />
              Truth insight
            </p>
            <p className="mt-1">{question.teachingPoint}</p>
            <p className="mt-2 text-muted-foreground">What your answer tells us: {chosen.learns}</p>
          </div>
        ) : null}
      </div>

      <div className="flex items-center justify-between gap-3">
        <Button variant="outline" onClick={onPrevious} disabled={index === 0}>
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        <Button onClick={onNext} disabled={!chosen}>
          {isLast ? 'Generate Report' : 'Next'}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
