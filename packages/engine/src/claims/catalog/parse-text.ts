import { RESERVED_COLUMN } from '../../own-entry.ts';
import type { Cell, Row } from '../types.ts';

/** A cell that is a plain decimal number becomes a number, so rows hash the same however they were read. */
const NUMERIC = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

function toCell(raw: string): Cell {
  if (raw === '') return null;
  if (NUMERIC.test(raw)) {
    const n = Number(raw);
    if (Number.isFinite(n)) return n;
  }
  return raw;
}

// Rows are plain objects: a "__proto__" column is refused by name rather than silently dropped.
const reservedColumnError = () => new Error(`a column is named "${RESERVED_COLUMN}"`);

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) with a header line. */
export function parseCsv(text: string): Row[] {
  if (!text.includes('"')) return parseSimpleCsv(text);
  return parseQuotedCsv(text);
}

// Fast path for files without quotes: split lines, then fields.
function parseSimpleCsv(text: string): Row[] {
  const lines = text.split(/\r?\n/);
  const header = (lines.shift() ?? '').split(',');
  if (header.includes(RESERVED_COLUMN)) throw reservedColumnError();
  const rows: Row[] = [];
  for (const line of lines) {
    if (line === '') continue;
    const rec = line.split(',');
    if (rec.length !== header.length) throw new Error(`CSV row ${rows.length + 1} has ${rec.length} fields, header has ${header.length}`);
    const row: Row = {};
    for (let j = 0; j < header.length; j++) row[header[j] as string] = toCell(rec[j] as string);
    rows.push(row);
  }
  return rows;
}

function parseQuotedCsv(text: string): Row[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') { field += '"'; i++; } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { record.push(field); field = ''; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field); field = '';
      records.push(record); record = [];
    } else field += ch;
  }
  if (field !== '' || record.length > 0) { record.push(field); records.push(record); }
  const header = records.shift();
  if (!header) return [];
  if (header.includes(RESERVED_COLUMN)) throw reservedColumnError();
  const rows: Row[] = [];
  for (const rec of records) {
    if (rec.length === 1 && rec[0] === '') continue;
    if (rec.length !== header.length) throw new Error(`CSV row ${rows.length + 1} has ${rec.length} fields, header has ${header.length}`);
    const row: Row = {};
    header.forEach((h, j) => { row[h] = toCell(rec[j] ?? ''); });
    rows.push(row);
  }
  return rows;
}

/** A JSON array of flat objects; nested values are refused rather than silently dropped. */
export function parseJsonRows(text: string): Row[] {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error('JSON data must be an array of rows');
  return data.map((r, i) => {
    if (typeof r !== 'object' || r === null || Array.isArray(r)) throw new Error(`JSON row ${i} is not an object`);
    const row: Row = {};
    for (const [k, v] of Object.entries(r as Record<string, unknown>)) {
      if (k === RESERVED_COLUMN) throw reservedColumnError();
      if (v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) row[k] = v;
      else throw new Error(`JSON row ${i} column ${k} is not a string, finite number or null`);
    }
    return row;
  });
}
