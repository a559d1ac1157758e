import { FileUp, Loader2, Upload, X } from 'lucide-react';
import { type ChangeEvent, type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useUploadDatasetMutation } from './api';
import { type FilePreview, previewFile } from './preview';
import { formatNumber } from '@verity/contracts/format';

export const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50';

const TYPE_LABELS: Record<string, string> = { number: 'number', text: 'text', year: 'year', date: 'date', empty: 'empty' };

interface Chosen {
  file: File;
  preview: FilePreview;
}

/** Pick or drop a file, confirm its roles and units, upload. Problems show before and after the upload. */
export function UploadForm() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [name, setName] = useState('');
  const [entityColumn, setEntityColumn] = useState('');
  const [timeColumn, setTimeColumn] = useState('');
  const [units, setUnits] = useState<Record<string, string>>({});
  const [sums, setSums] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadDatasetMutation();
  const ids = { file: useId(), name: useId(), entity: useId(), time: useId(), problem: useId() };

  async function take(file: File) {
    setProblem(null);
    setChosen(null);
    upload.reset();
    setReading(true);
    const outcome = await previewFile(file);
    setReading(false);
    if (!outcome.ok) {
      setProblem(`${file.name}: ${outcome.message}`);
      return;
    }
    setChosen({ file, preview: outcome.preview });
    setName(file.name.replace(/\.[^.]+$/, '').slice(0, 100));
    setEntityColumn(outcome.preview.entityColumn ?? '');
    setTimeColumn(outcome.preview.timeColumn ?? '');
    setUnits({});
    setSums([]);
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void take(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void take(file);
  }

  function clear() {
    setChosen(null);
    setProblem(null);
    upload.reset();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) return;
    if (name.trim() === '') {
      setProblem('Give the dataset a name.');
      return;
    }
    setProblem(null);
    upload.mutate(
      {
        file: chosen.file,
        format: chosen.preview.format,
        name: name.trim(),
        fileName: chosen.file.name,
        entityColumn: entityColumn || null,
        timeColumn: timeColumn || null,
        units,
        sumColumns: sums,
      },
      {
        onSuccess: (d) => {
          toast({ title: 'Dataset uploaded', description: `${d.name}: ${formatNumber(d.rowCount)} rows, ready for claims.` });
          setChosen(null);
        },
        onError: (e) => setProblem(e.message),
      },
    );
  }

  const columns = chosen?.preview.columns ?? [];
  const measures = columns.filter((c) => c.name !== entityColumn && c.name !== timeColumn && (c.type === 'number' || c.type === 'year'));

  return (
    <div className="grid gap-4">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'grid place-items-center gap-2 rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground transition-colors',
          dragging && 'border-primary bg-primary/5',
        )}
        data-testid="dataset-dropzone"
      >
        <FileUp className="size-6" aria-hidden="true" />
        <p>Drop a CSV or JSON file here (up to 20 MB), or</p>
        <input
          ref={inputRef}
          id={ids.file}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          className="sr-only"
          // The button below opens it: one Tab stop, and a visible one (this input has no visible focus).
          tabIndex={-1}
          onChange={onPick}
          aria-describedby={problem ? ids.problem : undefined}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => inputRef.current?.click()}
          disabled={reading || upload.isPending}
          aria-describedby={problem ? ids.problem : undefined}
        >
          {reading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
          {reading ? 'Reading the file…' : 'Choose a file'}
        </Button>
        <label htmlFor={ids.file} className="sr-only">
          Dataset file (CSV or JSON)
        </label>
      </div>

      {problem ? (
        <p id={ids.problem} role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {problem}
        </p>
      ) : null}

      {chosen ? (
        <form onSubmit={onSubmit} className="grid gap-4 rounded-xl border p-4" aria-label="Dataset columns">
          <div className="flex items-start justify-between gap-3">
            <p className="text-sm">
              <span className="font-medium">{chosen.file.name}</span>{' '}
              <span className="text-muted-foreground">
                · {chosen.preview.partial ? 'first ' : ''}
                {formatNumber(chosen.preview.rows)} rows read · {columns.length} columns
              </span>
            </p>
            <Button type="button" variant="ghost" size="sm" onClick={clear} aria-label="Remove the file">
              <X aria-hidden="true" />
            </Button>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.name}>Name</Label>
            <Input id={ids.name} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} required />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.entity}>What each row is about (entity column)</Label>
              <select id={ids.entity} className={selectClass} value={entityColumn} onChange={(e) => setEntityColumn(e.target.value)}>
                <option value="">None — one series</option>
                {columns.filter((c) => c.name !== timeColumn).map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name} ({TYPE_LABELS[c.type]})
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.time}>Time column</Label>
              <select id={ids.time} className={selectClass} value={timeColumn} onChange={(e) => setTimeColumn(e.target.value)}>
                <option value="">None — undated</option>
                {columns.filter((c) => c.name !== entityColumn && c.type !== 'text').map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name} ({TYPE_LABELS[c.type]})
                  </option>
                ))}
              </select>
            </div>
          </div>
          {measures.length > 0 ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Measures and their units</legend>
              {measures.map((c) => (
                <div key={c.name} className="grid items-center gap-2 sm:grid-cols-[1fr_10rem_auto]">
                  <span className="text-sm">{c.name}</span>
                  <Input
                    aria-label={`Unit of ${c.name}`}
                    placeholder="unit, e.g. USD or %"
                    maxLength={40}
                    value={Object.hasOwn(units, c.name) ? units[c.name] : ''}
                    onChange={(e) => setUnits((u) => ({ ...u, [c.name]: e.target.value }))}
                  />
                  <label className="flex items-center gap-2 text-xs text-muted-foreground">
                    <input
                      type="checkbox"
                      checked={sums.includes(c.name)}
                      onChange={(e) => setSums((s) => (e.target.checked ? [...s, c.name] : s.filter((x) => x !== c.name)))}
                    />
                    yearly total
                  </label>
                </div>
              ))}
            </fieldset>
          ) : (
            <p className="text-sm text-destructive">No numeric column besides the entity and time columns: there is nothing to verify.</p>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={upload.isPending || measures.length === 0}>
              {upload.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
              {upload.isPending ? 'Uploading…' : 'Upload dataset'}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
