import { ClipboardList, FlaskConical, SearchCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Placeholder until the onboarding feature lands (decisions.md #19): it says plainly what the
 * checklist will hold and offers the one thing that works today, talking to the team.
 */
const STEPS = [
  { icon: ClipboardList, title: 'Tell us your use case', body: 'Which claims or hypotheses you need to verify, and on what data.' },
  { icon: FlaskConical, title: 'Run a first analysis on sample data', body: 'See a truth score, its counter-hypotheses and a signed proof in minutes.' },
  { icon: SearchCheck, title: 'Check a first claim', body: 'Verify a statement against our catalogue of public datasets.' },
] as const;

export default function OnboardingPage() {
  useDocumentTitle('Onboarding');
  return (
    <section aria-labelledby="onboarding-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <Badge variant="secondary">Guided onboarding · arriving soon</Badge>
      <h1 id="onboarding-title" className="mt-4 text-4xl font-semibold tracking-tight text-balance">
        Welcome to Verity
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Your guided onboarding checklist is being built. When it opens here, it will take you through three short steps:
      </p>
      <ol className="mt-10 space-y-4">
        {STEPS.map(({ icon: Icon, title, body }, index) => (
          <li key={title} className="flex gap-4 rounded-xl border bg-card p-5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-semibold">
                <span className="mr-2 font-mono text-sm text-muted-foreground">{index + 1}.</span>
                {title}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{body}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-10 text-muted-foreground">
        Until then, our team onboards pilots personally. If you started a pilot, we have your request and will be in touch.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to={paths.contact}>Contact our team</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Back to the home page</Link>
        </Button>
      </div>
    </section>
  );
}
