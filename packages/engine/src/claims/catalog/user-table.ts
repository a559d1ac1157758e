/**
 * Reading an uploaded table: bytes → checked rows → typed columns. No catalog or alias code, so
 * the browser can preview a file with exactly the rules the server applies.
 */
import type { Row } from '../types.ts';
import { RESERVED_COLUMN } from '../../own-entry.ts';
import { parseCsv, parseJsonRows } from './parse-text.ts';

export type UploadFormat = 'csv' | 'json';

export type UploadProblemCode =
  | 'bad_encoding' | 'ragged_rows' | 'unknown_type' | 'mixed_types' | 'empty' | 'not_rows'
  | 'too_many_columns' | 'bad_header' | 'bad_time' | 'bad_column';

/** A problem with the uploaded file itself (HTTP 422), named precisely enough to fix. */
export class UploadProblem extends Error {
  constructor(readonly code: UploadProblemCode, message: string) {
    super(message);
    this.name = 'UploadProblem';
  }
}

export type ColumnType = 'number' | 'text' | 'year' | 'date' | 'empty';

export interface UserColumn {
  name: string;
  type: ColumnType;
  /** Unit of a numeric column as the user named it ("USD", "%", "kg"). */
  unit?: string;
  /** How one year of sub-annual values is read: mean (levels, default) or sum (flows such as sales). */
  yearAgg?: 'mean' | 'sum';
}

export interface UserDatasetSpec {
  id: string;
  name: string;
  file: string;
  format: UploadFormat;
  entityColumn: string | null;
  timeColumn: string | null;
  columns: UserColumn[];
}

export const MAX_COLUMNS = 100;
export const YEAR = /^\d{4}$/;
export const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;

/** UTF-8 bytes → text; invalid UTF-8 (a Latin-1 or UTF-16 export) is refused with the byte offset. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    if (text.includes('\u0000')) throw new UploadProblem('bad_encoding', 'The file contains NUL bytes: it looks like UTF-16 or a binary file. Save it as UTF-8 CSV or JSON.');
    return text;
  } catch (e) {
    if (e instanceof UploadProblem) throw e;
    const at = firstInvalidUtf8(bytes);
    throw new UploadProblem('bad_encoding', `The file is not valid UTF-8 (first bad byte at offset ${at}). Save it as UTF-8 and upload it again.`);
  }
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  const dec = new TextDecoder('utf-8', { fatal: true });
  // Binary search on prefixes would split characters; a linear scan by code point is exact and only runs on failure.
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const len = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (len === 0) return i;
    try { dec.decode(bytes.subarray(i, i + len)); } catch { return i; }
    i += len;
  }
  return i;
}

/** Parses the text into flat rows; every structural problem becomes an UploadProblem naming the row. */
export function readRows(text: string, format: UploadFormat): Row[] {
  let rows: Row[];
  try {
    rows = format === 'csv' ? parseCsv(text) : parseJsonRows(text);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    if (msg.includes('a column is named')) throw new UploadProblem('bad_header', `A column is named "${RESERVED_COLUMN}", which cannot be a column name here: please rename it.`);
    if (/^CSV row/.test(msg)) throw new UploadProblem('ragged_rows', `${msg}: every row needs the same number of fields as the header.`);
    if (/is not a string, finite number or null/.test(msg)) throw new UploadProblem('unknown_type', `${msg} (nested objects, arrays and booleans are not supported).`);
    if (/not an object|must be an array/.test(msg)) throw new UploadProblem('not_rows', `${msg}: send a JSON array of flat objects, one per row.`);
    throw new UploadProblem('not_rows', `The JSON could not be read: ${msg}.`);
  }
  if (rows.length === 0) throw new UploadProblem('empty', 'The file has a header but no data rows.');
  return rows;
}

/** Column names in first-seen order (JSON rows may omit keys; a missing key is an empty cell). */
export function columnNames(rows: readonly Row[], format: UploadFormat): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    for (const k of Object.keys(r)) if (!seen.has(k)) { seen.add(k); names.push(k); }
    if (format === 'csv') break;
  }
  if (names.length > MAX_COLUMNS) throw new UploadProblem('too_many_columns', `The file has ${names.length} columns; at most ${MAX_COLUMNS} are supported.`);
  names.forEach((n, i) => {
    if (n.trim() === '') throw new UploadProblem('bad_header', `Column ${i + 1} has no name in the header.`);
  });
  return names;
}

/**
 * Infers each column's type. A column is numeric when every non-empty cell is a number, text
 * when none is; a column that mixes both (a stray "n/a" among numbers) is refused, naming the cell,
 * because silently dropping it would change totals and averages.
 */
export function inferColumns(rows: readonly Row[], names: readonly string[]): UserColumn[] {
  return names.map((name) => {
    let nums = 0;
    let texts = 0;
    let firstNum = -1;
    let firstText = -1;
    let years = 0;
    let dates = 0;
    for (let i = 0; i < rows.length; i++) {
      const v = rows[i]![name];
      if (v === null || v === undefined) continue;
      if (typeof v === 'number') {
        nums++;
        if (firstNum < 0) firstNum = i;
        if (Number.isInteger(v) && v >= 1000 && v <= 2999) years++;
      } else {
        texts++;
        if (firstText < 0) firstText = i;
        if (ISO_DATE.test(v)) dates++;
      }
    }
    if (nums === 0 && texts === 0) return { name, type: 'empty' };
    if (nums > 0 && texts > 0) {
      const [minority, i] = nums >= texts ? ['text', firstText] : ['number', firstNum];
      const cell = rows[i]![name];
      // A text column that happens to hold some numbers (codes, names like "7-Eleven") is still text.
      if (minority === 'number') return { name, type: dates === texts ? 'date' : 'text' };
      throw new UploadProblem('mixed_types', `Column "${name}" holds numbers but row ${i + 1} has ${JSON.stringify(cell)}. Leave the cell empty for a missing value.`);
    }
    if (nums > 0) return { name, type: years === nums && /year|yr|jahr|año|annee/i.test(name) ? 'year' : 'number' };
    return { name, type: dates === texts ? 'date' : 'text' };
  });
}

