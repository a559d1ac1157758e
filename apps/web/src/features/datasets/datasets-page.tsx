import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { type CatalogDataset, catalogQuery, formatRows } from '@/lib/claims/catalog';

function CopyableHash({ label, value, className }: { label: string; value: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className={cn('grid gap-0.5', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="flex items-start gap-2">
        <code className="min-w-0 font-mono text-xs break-all">{value}</code>
        <button
          type="button"
          onClick={() => void copy()}
          className="shrink-0 rounded p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={copied ? `${label} copied` : `Copy ${label}`}
        >
          {copied ? <Check className="size-3.5" aria-hidden="true" /> : <Copy className="size-3.5" aria-hidden="true" />}
        </button>
      </dd>
    </div>
  );
}

function DatasetCard({ dataset }: { dataset: CatalogDataset }) {
  return (
    <li className="grid gap-4 rounded-2xl border bg-card p-5 sm:p-6" data-testid="dataset">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{dataset.title}</h2>
        <p className="text-sm text-muted-foreground">{dataset.coverage}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Rows</dt>
          <dd className="text-sm">{formatRows(dataset.rows)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">File</dt>
          <dd className="font-mono text-xs break-all">
            {dataset.package ? `${dataset.package}/` : ''}
            {dataset.file}
          </dd>
        </div>
        <div className="grid gap-0.5 sm:col-span-2">
          <dt className="text-xs text-muted-foreground">Metrics</dt>
          <dd>
            <ul className="flex flex-wrap gap-2">
              {dataset.metrics.map((m) => (
                <li key={m.id} className="rounded-full border px-2.5 py-0.5 text-xs">
                  {m.label} <span className="text-muted-foreground">({m.unit})</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Source</dt>
          <dd className="text-sm">
            <a href={dataset.original.url} target="_blank" rel="noreferrer" className="underline underline-offset-4">
              {dataset.original.publisher}
            </a>
            {dataset.original.version ? <span className="text-muted-foreground"> · {dataset.original.version}</span> : null}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">Licence</dt>
          <dd className="text-sm">
            <a href={dataset.licence.url} target="_blank" rel="noreferrer" className="underline underline-offset-4">
              {dataset.licence.name}
            </a>
          </dd>
        </div>
        <div className="grid gap-0.5 sm:col-span-2">
          <dt className="text-xs text-muted-foreground">Attribution</dt>
          <dd className="text-sm">{dataset.attribution}</dd>
        </div>
        <CopyableHash className="sm:col-span-2" label={`SHA-256 of ${dataset.title}`} value={dataset.sha256} />
        <CopyableHash className="sm:col-span-2" label={`Merkle root of ${dataset.title}`} value={dataset.merkleRoot} />
      </dl>
    </li>
  );
}

/** `/datasets`: the shipped catalog every claim is checked against (GET /api/catalog). */
export default function DatasetsPage() {
  useDocumentTitle('Datasets');
  const catalog = useQuery(catalogQuery());

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6">
      <header className="grid gap-3">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Catalog</p>
        <h1 className="text-3xl font-semibold tracking-tight">The datasets behind every verdict</h1>
        <p className="text-muted-foreground">
          Claims are checked against these public datasets only, read from pinned files whose SHA-256 is checked when
          the server starts. Each file’s rows form a Merkle tree; its root is in the signed catalog manifest, so every
          evidence row in a proof can be traced to the file it came from.
        </p>
        <p className="text-sm text-muted-foreground">
          What a valid proof means: this server produced this verdict from these rows of these pinned files. It does
          not mean the data itself is true — it is as good as its publisher.
        </p>
      </header>

      {catalog.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin-delayed" aria-hidden="true" />
          Loading the catalog…
        </p>
      ) : catalog.isError ? (
        <p role="alert" className="text-destructive">
          The catalog could not be loaded: {catalog.error.message}
        </p>
      ) : (
        <>
          {!catalog.data.available ? (
            <p role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm text-destructive">
              Verification is paused: a dataset failed its integrity check at start-up.
            </p>
          ) : null}
          <dl className="grid gap-4 rounded-2xl border p-5 sm:grid-cols-2">
            <CopyableHash label="Catalog manifest SHA-256" value={catalog.data.manifestSha256} />
            <div className="grid gap-0.5">
              <dt className="text-xs text-muted-foreground">Signing key id</dt>
              <dd className="font-mono text-xs break-all">
                {catalog.data.kid} ·{' '}
                <a href="/.well-known/verity-keys.json" className="underline underline-offset-4">
                  published keys
                </a>
              </dd>
            </div>
          </dl>
          <p className="text-sm text-muted-foreground">{catalog.data.datasets.length} datasets</p>
          <ul className="grid gap-5">
            {catalog.data.datasets.map((d) => (
              <DatasetCard key={d.id} dataset={d} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
