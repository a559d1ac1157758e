import { Database } from 'lucide-react';
import { SAMPLE_DATASETS, type SampleDataset } from '../sample-datasets';

interface SampleDatasetsPickerProps {
  onPick: (sample: SampleDataset) => void;
  disabled?: boolean;
}

/** One click fills the form with a small synthetic dataset and a hypothesis that fits it. */
export function SampleDatasetsPicker({ onPick, disabled }: SampleDatasetsPickerProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 flex items-center gap-1.5 text-sm font-medium">
        <Database className="size-4 text-muted-foreground" aria-hidden="true" />
        Try a sample dataset
      </legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {SAMPLE_DATASETS.map((sample) => (
          <li key={sample.id}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(sample)}
              className="h-full w-full rounded-lg border bg-background/60 p-3 text-left transition-colors hover:border-primary/60 hover:bg-accent disabled:opacity-60"
              data-testid={`sample-${sample.id}`}
            >
              {/* A prefix rather than an aria-label, so the spoken name still contains the visible text. */}
              <span className="sr-only">Load sample: </span>
              <span className="block text-sm font-medium">{sample.title}</span>
              <span className="mt-0.5 block text-xs text-muted-foreground">{sample.summary}</span>
              <span className="mt-1 block text-xs text-primary capitalize">{sample.analysisType}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">Samples are synthetic data generated for demonstration.</p>
    </fieldset>
  );
}
