import { FileUp, X } from 'lucide-react';
import { type ChangeEvent, type ClipboardEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { MAX_DATA_BYTES } from '../csv';
import type { DataFormat } from '../dashboard.utils';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

export interface AttachedFile {
  name: string;
  size: number;
}

interface DataInputProps {
  id: string;
  format: DataFormat;
  text: string;
  file: AttachedFile | null;
  disabled?: boolean;
  onFormatChange: (format: DataFormat) => void;
  onTextChange: (text: string) => void;
  onFileChange: (file: AttachedFile | null, text: string, format: DataFormat) => void;
}

const PLACEHOLDERS: Record<DataFormat, string> = {
  json: '{"marketing_spend": [12, 18, 25], "revenue": [240, 310, 395]}\nor rows: [{"variant": "A", "order_value": 52.1}, …]',
  csv: 'marketing_spend,revenue\n12,240\n18,310\n25,395',
};

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Data longer than this is held like an attached file instead of shown in the text field: with
 * megabytes in it, Chromium laid the field out again on every keystroke anywhere in the form
 * (~0.33 s a key with 3 MB, ~0.9 s with 9 MB; ~45 ms with 100 KB).
 */
export const LARGE_DATA_CHARS = 100_000;

/** Pasted (or dropped) data too long to edit by hand, shown as an attachment. */
export const PASTED_DATA_NAME = 'Pasted data';

function guessFormat(name: string, text: string): DataFormat {
  if (/\.json$/i.test(name)) return 'json';
  if (/\.(csv|tsv|txt)$/i.test(name)) return 'csv';
  return /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

/** The data field: JSON text or CSV, typed/pasted or read from a file (decision #20). */
export function DataInput({ id, format, text, file, disabled, onFormatChange, onTextChange, onFileChange }: DataInputProps) {
  const fileInputId = useId();
  const hintId = `${id}-hint`;

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (picked.size > MAX_DATA_BYTES) {
      toast({ variant: 'destructive', title: 'File too large', description: 'Data files can be up to 10 MB.' });
      return;
    }
    const content = await picked.text();
    onFileChange({ name: picked.name, size: picked.size }, content, guessFormat(picked.name, content));
  }

  function attachPasted(content: string) {
    onFileChange({ name: PASTED_DATA_NAME, size: new Blob([content]).size }, content, guessFormat('', content));
  }

  // A long paste into an empty field is attached before the field ever holds it.
  function handlePaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const pasted = event.clipboardData.getData('text/plain');
    if (text.trim() !== '' || pasted.length <= LARGE_DATA_CHARS) return;
    event.preventDefault();
    attachPasted(pasted);
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={file ? undefined : id}>
          Data <span className="text-destructive" aria-hidden="true">*</span>
        </Label>
        <div role="radiogroup" aria-label="Data format" className="inline-flex rounded-lg border p-0.5 text-xs">
          {(['json', 'csv'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={format === value}
              disabled={disabled}
              onClick={() => onFormatChange(value)}
              className={cn(
                'rounded-md px-2.5 py-1 font-medium transition-colors',
                format === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {value.toUpperCase()}
            </button>
          ))}
        </div>
      </div>

      {file ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border bg-muted/30 px-3 py-2 text-sm">
          <span className="min-w-0 truncate">
            <span className="font-medium">{file.name}</span>{' '}
            <span className="text-muted-foreground">
              ({formatBytes(file.size)}, read as {format.toUpperCase()})
            </span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onFileChange(null, '', format)}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <Textarea
          id={id}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            // Pasted into text already there, dropped, or filled by the browser.
            if (next.length > LARGE_DATA_CHARS) attachPasted(next);
            else onTextChange(next);
          }}
          onPaste={handlePaste}
          placeholder={PLACEHOLDERS[format]}
          aria-describedby={hintId}
          spellCheck={false}
          disabled={disabled}
          className="min-h-40 font-mono text-xs sm:text-xs"
        />
      )}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-muted-foreground">
          {format === 'json'
            ? 'Columns as {"name": [values]} or rows as [{…}].'
            : 'First line names the columns; numbers are read as numbers.'}{' '}
          Up to 10 MB.
        </p>
        <div>
          <input
            id={fileInputId}
            type="file"
            accept=".csv,.tsv,.txt,.json,text/csv,application/json"
            className="peer sr-only"
            onChange={handleFile}
            disabled={disabled}
          />
          <label
            htmlFor={fileInputId}
            className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-lg border px-2.5 text-xs font-medium hover:bg-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:opacity-60"
          >
            <FileUp className="size-3.5" aria-hidden="true" />
            Upload CSV or JSON
          </label>
        </div>
      </div>
    </div>
  );
}
