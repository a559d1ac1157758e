import { Info } from 'lucide-react';
import { type ResultView, readingOutcome } from '@/lib/claims/format';
import { cn } from '@/lib/utils';

const TONE_CLASSES: Record<ResultView['tone'], string> = {
  success: 'border-success/40 bg-success/15 text-success',
  destructive: 'border-destructive/40 bg-destructive/10 text-destructive',
  warning: 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  muted: 'border-border bg-muted text-foreground',
};

export function VerdictBadge({ view }: { view: Pick<ResultView, 'tone' | 'verdictLabel'> }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold', TONE_CLASSES[view.tone])}
      data-testid="verdict"
    >
      {view.verdictLabel}
    </span>
  );
}

/** Verdict, score, evidence, readings and sources: shared by the landing demo and the proof page. */
export function ResultDetails({ view }: { view: ResultView }) {
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <VerdictBadge view={view} />
        <p className="text-sm">
          <span className="text-muted-foreground">Veracity score: </span>
          <span className="font-semibold" data-testid="veracity-score">
            {view.scoreText}
          </span>
        </p>
      </div>
      {view.summary ? <p className="text-sm">{view.summary}</p> : null}

      {view.reason ? (
        <div className="grid gap-2 rounded-xl border bg-background/60 p-4 text-sm">
          <p className="flex items-start gap-2">
            <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>{view.reason.message}</span>
          </p>
          {view.reason.available.length > 0 ? (
            <>
              <p className="font-medium">What the catalog does cover</p>
              <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                {view.reason.available.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : null}
          {view.reason.examples.length > 0 ? (
            <>
              <p className="font-medium">Claims that work</p>
              <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                {view.reason.examples.map((example) => (
                  <li key={example}>“{example}”</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}

      {view.evidence.length > 0 || view.caveats.length > 0 ? (
        <div className="grid gap-2">
          {view.evidence.length > 0 ? (
            <>
              <h4 className="text-sm font-semibold">Evidence</h4>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {view.evidence.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          ) : null}
          {view.caveats.length > 0 ? (
            <ul className="space-y-1 text-xs text-muted-foreground">
              {view.caveats.map((c) => (
                <li key={c}>Caveat: {c}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {view.readings.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">The readings disagree</h4>
          <ul className="space-y-1 text-sm">
            {view.readings.map((r) => (
              <li key={r.id} className="flex flex-wrap gap-x-2">
                <span>{r.label}</span>
                <span className="text-muted-foreground">
                  — {readingOutcome(r.holds)}
                  {r.isDefault ? ' (default reading)' : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {view.sources.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">Sources</h4>
          <ul className="grid gap-2" data-testid="sources">
            {view.sources.map((s) => (
              <li key={s.id} className="rounded-lg border bg-background/60 p-3 text-xs">
                <p className="text-sm font-medium">
                  {s.original.url ? (
                    <a href={s.original.url} target="_blank" rel="noreferrer" className="underline underline-offset-4">
                      {s.title}
                    </a>
                  ) : (
                    s.title
                  )}
                </p>
                <p className="mt-1 text-muted-foreground">{s.attribution}</p>
                <p className="mt-1 text-muted-foreground">
                  Licence:{' '}
                  {s.licence.url ? (
                    <a href={s.licence.url} target="_blank" rel="noreferrer" className="underline underline-offset-4">
                      {s.licence.name}
                    </a>
                  ) : (
                    s.licence.name
                  )}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
