import type { Analysis } from '@verity/contracts/analysis';
import { ExternalLink, Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { proofPath } from '@/app/paths';
import { useShareAnalysisMutation } from '../api';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

interface ProofChainProps {
  analysis: Analysis;
  onUpdated: (analysis: Analysis) => void;
}

/** The proof chain lines, the share toggle and the link to the public verifier. */
export function ProofChain({ analysis, onUpdated }: ProofChainProps) {
  const share = useShareAnalysisMutation();
  const shared = analysis.shared === true;

  function toggleShare() {
    share.mutate(
      { id: analysis.insightId, shared: !shared },
      {
        onSuccess: (updated) => {
          onUpdated({ ...analysis, ...updated });
          toast({
            title: updated.shared ? 'Proof shared' : 'Proof made private',
            description: updated.shared
              ? 'Anyone with the link can now verify this proof.'
              : 'Only you can open this proof now.',
          });
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Sharing failed', description: error.message }),
      },
    );
  }

  return (
    <section aria-labelledby="proof-chain-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="proof-chain-title" className="text-sm font-semibold">
          Proof chain
        </h3>
        {analysis.proofId ? (
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              role="switch"
              aria-checked={shared}
              onClick={toggleShare}
              disabled={share.isPending}
              className="inline-flex items-center gap-2 text-xs font-medium disabled:opacity-60"
              data-testid="share-toggle"
            >
              <span
                className={cn(
                  'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors',
                  shared ? 'bg-primary' : 'bg-muted-foreground/30',
                )}
                aria-hidden="true"
              >
                <span
                  className={cn(
                    'inline-block size-4 rounded-full bg-background shadow transition-transform',
                    shared ? 'translate-x-4.5' : 'translate-x-0.5',
                  )}
                />
              </span>
              {shared ? 'Shared publicly' : 'Share proof'}
            </button>
            <Link
              to={proofPath(analysis.proofId)}
              className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-4 hover:underline"
              target="_blank"
              rel="noopener"
            >
              {shared ? <Link2 className="size-3.5" aria-hidden="true" /> : <ExternalLink className="size-3.5" aria-hidden="true" />}
              Verify this proof
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </div>
        ) : null}
      </div>
      {analysis.proofChain.length === 0 ? (
        <p className="text-sm text-muted-foreground">No proof chain was recorded for this analysis.</p>
      ) : (
        <ol
          className="max-h-72 overflow-auto rounded-lg border bg-muted/40 p-3 font-mono text-xs leading-relaxed"
          // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label="Proof chain lines"
          data-testid="proof-chain"
        >
          {analysis.proofChain.map((line, index) => (
            <li key={index} className="whitespace-pre-wrap wrap-anywhere">
              {line}
            </li>
          ))}
        </ol>
      )}
      {analysis.proofId && !shared ? (
        <p className="text-xs text-muted-foreground">
          Private: only you can open the verifier until you share the proof.
        </p>
      ) : null}
    </section>
  );
}
