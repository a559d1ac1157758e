import { Loader2, Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, Suspense, lazy, useId, useRef, useState } from 'react';
import { landingAnchors } from '@/app/paths';
import { SectionHeading } from '@/components/section-heading';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { verifyClaimRequest } from '../verify/api';
import { DEMO_EXAMPLES } from '../verify/examples';
import type { ResultView } from '@/lib/claims/format';

/** The result panel (and its formatting) loads on first use, so `/` stays light (performance.md). */
const loadVerifyResult = () => import('@/components/claims/verify-result');
const VerifyResult = lazy(loadVerifyResult);

const CLAIM_MAX_LENGTH = 500;

type DemoState =
  | { status: 'idle' }
  | { status: 'loading'; claim: string }
  | { status: 'done'; view: ResultView }
  /** `unloaded`: the result's code could not be fetched; the browser keeps that failure until a reload. */
  | { status: 'failed'; unloaded?: boolean; rateLimited?: string };

/**
 * The landing's live claim-verification demo (spec §2, §5; decisions.md #8): a claim is checked
 * against the shipped catalog by `POST /api/verify`, and the answer links to its signed proof.
 */
export function VerifyDemoSection() {
  const [claim, setClaim] = useState('');
  const [state, setState] = useState<DemoState>({ status: 'idle' });
  const abortRef = useRef<AbortController | null>(null);
  const inputId = useId();
  const countId = useId();

  async function submit(text: string) {
    if (text.trim().length === 0) {
      toast({ variant: 'destructive', title: 'Please enter a claim', description: 'Enter a statement to verify with our AI engine' });
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ status: 'loading', claim: text });
    // The result's code loads on first use; offline it cannot, and a rejected import left the
    // demo on "Verifying…" for good. Both modules are asked for here so that failure is caught;
    // Chromium remembers a failed module fetch, so only a reload can load them afterwards.
    const modules = Promise.all([import('@/lib/claims/format'), loadVerifyResult()]);
    const [outcome, format] = await Promise.all([
      verifyClaimRequest(text.trim(), controller.signal),
      modules.then(([format]) => format).catch(() => null),
    ]);
    if (controller.signal.aborted) return;
    if (!format) {
      setState({ status: 'failed', unloaded: true });
      return;
    }
    if (outcome.kind === 'result') setState({ status: 'done', view: format.toResultView(outcome.data) });
    else if (outcome.kind === 'unreachable') setState({ status: 'done', view: format.sampleResultView(text.trim()) });
    // Rate limited, the server's message says when to try again ("…in 52 seconds."); the toast
    // saying so goes after five seconds, the panel's "in a moment" stayed and was wrong.
    else setState({ status: 'failed', rateLimited: outcome.failure.status === 429 ? outcome.failure.message : undefined });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(claim);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit(claim);
    }
  }

  function pickExample(example: string) {
    setClaim(example);
    void submit(example);
  }

  const loading = state.status === 'loading';

  return (
    <section id={landingAnchors.liveDemo} aria-labelledby="live-demo-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="overflow-hidden rounded-3xl border bg-card">
          {/* minmax(0, …) and min-w-0: a long unbroken claim must wrap inside its column, never widen it. */}
          <div className="grid grid-cols-[minmax(0,1fr)] gap-10 p-6 sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:p-14">
            <div className="min-w-0">
              <Badge variant="secondary" className="mb-4">
                Live demo
              </Badge>
              <SectionHeading
                id="live-demo-title"
                align="left"
                title="Check a claim, right here"
                description="Type a statement about life expectancy, population, CO₂, temperature, weather, electricity or US jobs. Verity checks it against real public datasets and signs the answer."
              />
              <form onSubmit={onSubmit} className="mt-6 grid gap-3" noValidate>
                <Label htmlFor={inputId}>Your claim</Label>
                <Textarea
                  id={inputId}
                  value={claim}
                  onChange={(event) => setClaim(event.target.value.slice(0, CLAIM_MAX_LENGTH))}
                  onKeyDown={onKeyDown}
                  data-enter-submits=""
                  maxLength={CLAIM_MAX_LENGTH}
                  rows={3}
                  placeholder="e.g. Japan's life expectancy was above 80 in 2005"
                  aria-describedby={countId}
                />
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p id={countId} className="text-xs text-muted-foreground">
                    {claim.length}/{CLAIM_MAX_LENGTH} characters · Enter to verify, Shift+Enter for a new line
                  </p>
                  <Button type="submit" disabled={loading}>
                    {loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
                    {loading ? 'Verifying…' : 'Verify claim'}
                  </Button>
                </div>
              </form>
              <div className="mt-6">
                <h3 className="text-sm font-semibold text-muted-foreground">Try an example</h3>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {DEMO_EXAMPLES.map((example) => (
                    <li key={example}>
                      <button
                        type="button"
                        onClick={() => pickExample(example)}
                        disabled={loading}
                        className="rounded-full border bg-background/60 px-3 py-1.5 text-left text-xs wrap-anywhere transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
                      >
                        {example}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <div aria-live="polite" aria-busy={loading} className="min-w-0">
              {state.status === 'idle' ? (
                <div className="grid h-full place-items-center rounded-2xl border border-dashed p-8 text-center text-sm text-muted-foreground">
                  <p>
                    The verdict, its score, the evidence rows, the sources with their licences and a link to the signed
                    proof appear here. A claim outside our catalog is answered “not verifiable” with the reason — never
                    with a made-up score.
                  </p>
                </div>
              ) : state.status === 'loading' ? (
                <p role="status" className="flex items-center gap-2 rounded-2xl border p-8 text-sm text-muted-foreground">
                  <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                  Checking the claim against the catalog…
                </p>
              ) : state.status === 'failed' ? (
                <p className="rounded-2xl border p-8 text-sm text-muted-foreground">
                  {state.unloaded
                    ? 'The claim could not be checked: part of this page did not load. Check your connection, then reload the page and try again.'
                    : state.rateLimited
                      ? `The claim could not be checked: ${state.rateLimited}`
                      : 'The claim could not be checked this time. Please try again in a moment.'}
                </p>
              ) : (
                <Suspense
                  fallback={
                    <p role="status" className="rounded-2xl border p-8 text-sm text-muted-foreground">
                      Loading the result…
                    </p>
                  }
                >
                  <VerifyResult view={state.view} />
                </Suspense>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
