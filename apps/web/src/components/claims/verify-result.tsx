import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { proofPath } from '@/app/paths';
import { ResultDetails } from '@/components/claims/result-details';
import { type ResultView, SAMPLE_LABEL } from '@/lib/claims/format';

/** The demo's result card. Focus moves to its heading when a new result arrives. */
export default function VerifyResult({ view }: { view: ResultView }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Several results can be on one page (one per dataset on the dashboard): ids must not repeat.
  const titleId = useId();
  useEffect(() => {
    headingRef.current?.focus();
  }, [view]);

  return (
    <article className="grid min-w-0 gap-5 rounded-2xl wrap-anywhere border bg-background/60 p-5 sm:p-6" aria-labelledby={titleId}>
      {view.sample ? (
        <p role="note" className="rounded-lg border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm font-semibold text-amber-900 dark:text-amber-200">
          {SAMPLE_LABEL}
        </p>
      ) : null}
      <div className="grid gap-1">
        <h3 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {view.sample ? 'Sample result' : 'Result'}
        </h3>
        <p className="text-sm text-muted-foreground">“{view.claim}”</p>
      </div>
      <ResultDetails view={view} />
      {view.proofId ? (
        <Link
          to={proofPath(view.proofId)}
          className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ShieldCheck className="size-4" aria-hidden="true" />
          View and check the proof
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </article>
  );
}
