import {
  columnNames,
  decodeUtf8,
  inferColumns,
  readRows,
  UploadProblem,
  type UploadFormat,
  type UserColumn,
} from '@verity/engine/claims/catalog/user-table';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** A CSV preview reads this much (cut at a line end); the server reads the whole file with the same rules. */
const CSV_PREVIEW_BYTES = 512 * 1024;

export interface FilePreview {
  format: UploadFormat;
  columns: UserColumn[];
  /** Rows read for the preview; `partial` when only the start of a large CSV was read. */
  rows: number;
  partial: boolean;
  entityColumn: string | null;
  timeColumn: string | null;
}

export type PreviewOutcome = { ok: true; preview: FilePreview } | { ok: false; message: string };

export function formatOfFile(name: string, type: string): UploadFormat | null {
  if (/\.json$/i.test(name) || type === 'application/json') return 'json';
  if (/\.(csv|txt)$/i.test(name) || type === 'text/csv') return 'csv';
  return null;
}

/** Guesses the roles the user then confirms: the first text column names things, a year or date column is time. */
export function guessRoles(columns: readonly UserColumn[]): { entityColumn: string | null; timeColumn: string | null } {
  const time =
    columns.find((c) => c.type === 'year' || c.type === 'date') ??
    columns.find((c) => /^(year|date|month|period|time)$/i.test(c.name) && c.type !== 'text');
  const entity = columns.find((c) => c.type === 'text' && c.name !== time?.name);
  return { entityColumn: entity?.name ?? null, timeColumn: time?.name ?? null };
}

/** Reads the start of a file with the server's rules, so most problems show before uploading. */
export function previewBytes(bytes: Uint8Array, format: UploadFormat, totalBytes: number): PreviewOutcome {
  try {
    let slice = bytes;
    let partial = false;
    if (format === 'csv' && bytes.length > CSV_PREVIEW_BYTES) {
      const cut = bytes.lastIndexOf(0x0a, CSV_PREVIEW_BYTES);
      slice = bytes.subarray(0, cut > 0 ? cut + 1 : CSV_PREVIEW_BYTES);
      partial = true;
    }
    if (totalBytes > MAX_UPLOAD_BYTES) return { ok: false, message: `The file is larger than 20 MB (${(totalBytes / 1024 / 1024).toFixed(1)} MB).` };
    const text = decodeUtf8(slice).replace(/^\uFEFF/, '');
    if (text.trim() === '') return { ok: false, message: 'The file is empty.' };
    const rows = readRows(text, format);
    const columns = inferColumns(rows, columnNames(rows, format));
    return { ok: true, preview: { format, columns, rows: rows.length, partial, ...guessRoles(columns) } };
  } catch (e) {
    return { ok: false, message: e instanceof UploadProblem || e instanceof Error ? e.message : String(e) };
  }
}

export async function previewFile(file: File): Promise<PreviewOutcome> {
  const format = formatOfFile(file.name, file.type);
  if (!format) return { ok: false, message: 'Choose a .csv or .json file.' };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: `The file is larger than 20 MB (${(file.size / 1024 / 1024).toFixed(1)} MB).` };
  const head = format === 'csv' ? file.slice(0, CSV_PREVIEW_BYTES + 1) : file;
  return previewBytes(new Uint8Array(await head.arrayBuffer()), format, file.size);
}
