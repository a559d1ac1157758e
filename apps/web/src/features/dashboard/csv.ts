/**
 * CSV → the engine's JSON columns (decision #20), in the browser.
 *
 * RFC 4180 with the usual leniencies: quoted fields may hold the delimiter, quotes ("" inside
 * quotes) and line breaks; CRLF or LF; a trailing newline is ignored; the delimiter is a comma,
 * or a semicolon or tab when the header line has one of those and no comma. The first row names
 * the columns. A column whose non-empty cells are all numbers becomes numbers; any other column
 * keeps its text. In a semicolon- or tab-separated file, a column written with decimal commas
 * ("12,5", "1.234,5") becomes numbers too: those files come from locales that write numbers so,
 * and the engine would otherwise read "12,5" as text. An empty cell becomes null. A row with a different number of cells than the
 * header is an error that names its line, never a silent pad.
 */
export type CsvColumns = Record<string, (string | number | null)[]>;

export type CsvResult =
  | { ok: true; columns: CsvColumns; rowCount: number; columnCount: number }
  | { ok: false; error: string };

/** Decision #20: CSV and JSON input up to 10 MB by default (the server enforces its own limit too). */
export const MAX_DATA_BYTES = 10 * 1024 * 1024;

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** A number with a decimal comma and, optionally, dots between groups of three digits. */
const DECIMAL_COMMA = /^[+-]?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;

/** The cells as numbers if they are all written with decimal commas (at least one has a comma). */
function decimalCommaNumbers(raw: string[]): number[] | null {
  if (!raw.some((cell) => cell.includes(','))) return null;
  if (!raw.every((cell) => cell === '' || DECIMAL_COMMA.test(cell))) return null;
  return raw.map((cell) => Number(cell.replace(/\./g, '').replace(',', '.')));
}

function detectDelimiter(text: string): string {
  const end = text.indexOf('\n');
  const header = end === -1 ? text : text.slice(0, end);
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

interface ParsedRow {
  cells: string[];
  line: number;
}

function parseRows(text: string, delimiter: string): { rows: ParsedRow[] } | { error: string } {
  const rows: ParsedRow[] = [];
  let cells: string[] = [];
  let field = '';
  let inQuotes = false;
  let quotedField = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;

  const endField = () => {
    cells.push(quotedField ? field : field.trim());
    field = '';
    quotedField = false;
  };
  const endRow = () => {
    endField();
    // A line with nothing on it (e.g. a blank line between rows) is skipped.
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ cells, line: rowLine });
    cells = [];
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (field.trim() !== '') {
        return { error: `Line ${line}: a quote appears inside an unquoted field; wrap the whole field in quotes.` };
      }
      field = '';
      inQuotes = true;
      quotedField = true;
      quoteLine = line;
    } else if (ch === delimiter) {
      endField();
    } else if (ch === '\r' && text[i + 1] === '\n') {
      // CRLF: the \n ends the row.
    } else if (ch === '\n' || ch === '\r') {
      endRow();
      line++;
      rowLine = line;
    } else if (quotedField) {
      if (ch !== ' ' && ch !== '\t') {
        return { error: `Line ${line}: unexpected text after a closing quote.` };
      }
    } else {
      field += ch;
    }
  }
  if (inQuotes) return { error: `Line ${quoteLine}: a quoted field is never closed.` };
  if (field !== '' || quotedField || cells.length > 0) endRow();
  return { rows };
}

/** Parses CSV text into columns. Never throws. */
export function csvToColumns(input: string): CsvResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (new Blob([text]).size > MAX_DATA_BYTES) {
    return { ok: false, error: 'The CSV is larger than 10 MB.' };
  }
  if (text.trim() === '') return { ok: false, error: 'The CSV is empty.' };

  const delimiter = detectDelimiter(text);
  const parsed = parseRows(text, delimiter);
  if ('error' in parsed) return { ok: false, error: parsed.error };
  const [header, ...body] = parsed.rows;
  if (!header) return { ok: false, error: 'The CSV is empty.' };

  const names = header.cells;
  const seen = new Set<string>();
  for (const [index, name] of names.entries()) {
    if (name === '') return { ok: false, error: `Header line: column ${index + 1} has no name.` };
    if (seen.has(name)) return { ok: false, error: `Header line: the column name "${name}" appears twice.` };
    // As an object key it would set the prototype, not a column: the column would vanish.
    if (name === '__proto__') return { ok: false, error: 'Header line: "__proto__" cannot be a column name; please rename it.' };
    seen.add(name);
  }
  if (body.length === 0) return { ok: false, error: 'The CSV has a header line but no data rows.' };

  for (const row of body) {
    if (row.cells.length !== names.length) {
      return {
        ok: false,
        error: `Line ${row.line}: ${row.cells.length} ${row.cells.length === 1 ? 'value' : 'values'}, but the header has ${names.length} columns.`,
      };
    }
  }

  const columns: CsvColumns = {};
  names.forEach((name, c) => {
    const raw = body.map((row) => row.cells[c] ?? '');
    const decimal = delimiter === ',' ? null : decimalCommaNumbers(raw);
    if (decimal) {
      columns[name] = raw.map((cell, r) => (cell === '' ? null : (decimal[r] as number)));
      return;
    }
    const numeric = raw.every((cell) => cell === '' || NUMBER.test(cell)) && raw.some((cell) => cell !== '');
    // A numeral too large for a double (1e400) is kept as written: as Infinity it would be sent as
    // null, a missing value, and the engine could not say that it left it out.
    columns[name] = raw.map((cell) => (cell === '' ? null : numeric && Number.isFinite(Number(cell)) ? Number(cell) : cell));
  });
  return { ok: true, columns, rowCount: body.length, columnCount: names.length };
}
