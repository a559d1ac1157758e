import { type ReactNode, useState } from 'react';
import { CheckCircle2, Circle, ClipboardList, FlaskConical, SearchCheck } from 'lucide-react';
import { Link } from 'react-router';
import { landingAnchors, paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompleteOnboarding } from './api';

const USE_CASES = [
  'Verify KPIs and business claims',
  'Fact-check published statistics',
  'Validate research hypotheses',
  'Audit AI or model outputs',
] as const;

type StepId = 'use_case' | 'first_analysis' | 'first_claim';

function StepShell({
  index,
  done,
  icon: Icon,
  title,
  children,
}: {
  index: number;
  done: boolean;
  icon: typeof ClipboardList;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-xl border bg-card p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="flex items-center gap-2 font-semibold">
          <span className="font-mono text-sm text-muted-foreground">{index}.</span>
          {title}
          {done ? (
            <CheckCircle2 className="size-4 text-success" aria-label="done" />
          ) : (
            <Circle className="size-4 text-muted-foreground" aria-label="not done yet" />
          )}
        </h2>
        <div className="mt-2 text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** /onboarding (public, decision #19): a three-step checklist that ends with a stored completion. */
export default function OnboardingPage() {
  useDocumentTitle('Onboarding');
  const { user } = useAuth();
  const complete = useCompleteOnboarding();
  const [useCase, setUseCase] = useState<string | null>(null);
  const [done, setDone] = useState<Set<StepId>>(new Set());
  const [finished, setFinished] = useState(false);
  const mark = (step: StepId) => setDone((prev) => new Set(prev).add(step));
  const allDone = useCase !== null && done.has('first_analysis') && done.has('first_claim');

  async function handleFinish() {
    try {
      await complete.mutateAsync({ useCase: useCase ?? undefined, steps: ['use_case', ...done] });
      setFinished(true);
      toast({ title: 'Onboarding Complete', description: 'You are all set.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: error instanceof Error ? error.message : 'Your progress could not be saved. Try again.',
      });
    }
  }

  return (
    <section aria-labelledby="onboarding-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <h1 id="onboarding-title" className="text-4xl font-semibold tracking-tight text-balance">
        Welcome to Verity
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">Three short steps to your first verified result.</p>

      <ol className="mt-10 space-y-4">
        <StepShell index={1} done={useCase !== null} icon={ClipboardList} title="Pick a use case">
          <fieldset>
            <legend className="sr-only">Your main use case</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {USE_CASES.map((option) => (
                <label key={option} className="flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-foreground has-[:checked]:border-primary">
                  <input type="radio" name="use-case" value={option} checked={useCase === option} onChange={() => setUseCase(option)} />
                  {option}
                </label>
              ))}
            </div>
          </fieldset>
        </StepShell>

        <StepShell index={2} done={done.has('first_analysis')} icon={FlaskConical} title="Run a first analysis on sample data">
          {user ? (
            <>
              <p>Open the dashboard, load a sample dataset and run it: you get a truth score, its counter-hypotheses and a signed proof.</p>
              <Button asChild size="sm" className="mt-3" onClick={() => mark('first_analysis')}>
                <Link to={paths.dashboard} target="_blank" rel="noopener">
                  Open the dashboard
                </Link>
              </Button>
            </>
          ) : (
            <>
              <p>
                Each analysis tests your hypothesis against the data, measures at least three counter-hypotheses and signs
                the result. Create a free account (10 analyses a month) to run one on sample data.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button asChild size="sm" onClick={() => mark('first_analysis')}>
                  <Link to={paths.signup} target="_blank" rel="noopener">
                    Create a free account
                  </Link>
                </Button>
                <Button variant="outline" size="sm" onClick={() => mark('first_analysis')}>
                  I&apos;ll do this later
                </Button>
              </div>
            </>
          )}
        </StepShell>

        <StepShell index={3} done={done.has('first_claim')} icon={SearchCheck} title="Check a first claim">
          <p>Verify a statement against our catalogue of public datasets in the live demo on the home page.</p>
          <Button asChild variant="outline" size="sm" className="mt-3" onClick={() => mark('first_claim')}>
            <Link to={`${paths.home}#${landingAnchors.liveDemo}`} target="_blank" rel="noopener">
              Try the live demo
            </Link>
          </Button>
        </StepShell>
      </ol>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center">
        {finished ? (
          <p role="status" className="flex items-center gap-2 font-medium">
            <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
            Onboarding complete.
          </p>
        ) : (
          <Button onClick={() => void handleFinish()} disabled={!allDone || complete.isPending}>
            {complete.isPending ? 'Saving…' : 'Finish onboarding'}
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={user ? paths.dashboard : paths.pricing}>{user ? 'Go to the dashboard' : 'See plans'}</Link>
        </Button>
      </div>
    </section>
  );
}
