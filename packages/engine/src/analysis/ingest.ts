/**
 * Ingest (engine.md §2): columns {col:[…]} or rows [{…}] (optionally wrapped in
 * {data: …}) → typed columns. Numbers become Float64Array with NaN for missing;
 * everything else becomes integer codes into sorted levels (Int32Array, −1 = missing).
 */
import { CanonicalJsonError } from '../proof/canonical-json.ts';
import { columnsHash } from './data-hash.ts';
import { isoMs, looksLikeDate, readDateColumn } from './dates.ts';
import { EngineError, LIMITS } from './errors.ts';

const MAX_LEVELS = 10000;

export type ColumnKind = 'numeric' | 'binary' | 'categorical' | 'time' | 'id' | 'text';

export interface Column {
  name: string;
  kind: ColumnKind;
  /** numeric / time values (NaN = missing); for binary/categorical the level codes as numbers */
  values: Float64Array;
  /** level codes for binary/categorical columns (−1 = missing) */
  codes: Int32Array;
  /** sorted level labels (binary/categorical) */
  levels: string[];
  missing: number;
  /** why a column that looks like dates is not read as dates (ambiguous or unreadable forms) */
  note?: string;
  /** a time column read from dates: its values are epoch milliseconds (not a period index such as a year) */
  dates?: true;
}

export interface Dataset {
  n: number;
  columns: Column[];
  /** what ingest left out or could not read, one plain sentence per column (empty when nothing) */
  notes: string[];
  /** sha256 of the columns as read (see columnsHash) */
  hash: string;
}

const MISSING = new Set(['', 'na', 'n/a', 'nan', 'null', 'none', '-']);
// A comma is a thousands separator only between groups of three digits: "1,234.5" is a number, but
// "12,5" (a decimal comma) is not, or it would be read silently as 125.
const NUMERIC_STRING = /^[-+]?(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d*\.?\d+)(e[-+]?\d+)?%?$/i;
const ISO_DATE = /^\d{4}-\d{2}(-\d{2})?([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const TIME_WORDS = new Set(['date', 'time', 'timestamp', 'datetime', 'day', 'week', 'month', 'quarter', 'year', 'period', 'hour', 'minute']);
const TIME_FILLERS = new Set(['number', 'num', 'no', 'index', 'idx', 'of', 'the', 'id', 'start', 'end', 'at']);

/**
 * Case-folded, NFKC-normalised text, so "ＡＢＣ" meets "abc", "ｳﾘｱｹﾞ" meets "ウリアゲ" and "GRÖSSE"
 * meets "Größe". Applied alike to column names and to the words of a hypothesis.
 */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/ß/g, 'ss').replace(/ς/g, 'σ');
}

/** The words of a column name in any script: split on camelCase, snake_case, kebab-case, spaces and digits. */
export function nameWords(name: string): string[] {
  return fold(
    name
      .normalize('NFKC')
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
      .replace(/([\p{L}\p{M}])(\p{N})/gu, '$1 $2')
      .replace(/(\p{N})(\p{L})/gu, '$1 $2'),
  )
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

// Spellings of values that are not finite numbers: counted and reported, then read as missing.
const NOT_FINITE = /^[-+]?(inf|infinity|nan)$/i;

/**
 * Every such spelling starts with a sign, a digit, a point, "i" or "n" and ends with a digit,
 * "%", "f", "y" or "n": checking the two ends first spares most text cells the patterns.
 */
function isDigitCode(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function mayBeNotFinite(s: string): boolean {
  if (s.length === 0) return false;
  const first = s.charCodeAt(0) | 0x20; // ASCII letters lower-cased; signs, point and digits unchanged
  const last = s.charCodeAt(s.length - 1) | 0x20;
  const startsRight = isDigitCode(first) || first === 0x2b || first === 0x2d || first === 0x2e || first === 0x69 || first === 0x6e;
  const endsRight = isDigitCode(last) || last === 0x25 || last === 0x66 || last === 0x79 || last === 0x6e;
  return startsRight && endsRight;
}

/**
 * A value that is meant as a number but is not a finite one: Infinity, -Infinity and NaN, as
 * numbers or spelled out, and numerals too large for a double (1e400). `nullIsNaN`: the column
 * came as a Float64Array (read-body.ts), where NaN stands for null.
 */
function notFinite(v: unknown, nullIsNaN: boolean): boolean {
  if (typeof v === 'number') return nullIsNaN ? v === Infinity || v === -Infinity : !Number.isFinite(v);
  if (typeof v !== 'string') return false;
  const trimmed = v.trim();
  const s = trimmed.charCodeAt(0) === 36 /* $ */ ? trimmed.slice(1) : trimmed;
  if (!mayBeNotFinite(s)) return false;
  if (NOT_FINITE.test(s)) return true;
  return NUMERIC_STRING.test(s) && !Number.isFinite(Number(s.replace(/,/g, '').replace('%', '')));
}

function describeNotFinite(v: unknown): string {
  // JSON has no Infinity: as a number it is a numeral too large for a double, such as 1e400
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN' : `${v > 0 ? '' : '-'}Infinity (a number too large to hold, such as 1e400)`;
  const s = v === undefined || v === null ? '' : String(v).trim();
  return NOT_FINITE.test(s.replace(/^\$/, '')) ? JSON.stringify(s) : `${JSON.stringify(s)} (too large to hold)`;
}

function isMissing(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'number') return !Number.isFinite(v);
  if (typeof v === 'string') return MISSING.has(v.trim().toLowerCase());
  return false;
}

/** A number for numeric-looking values, undefined otherwise. */
function asNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string') {
    const s = v.trim().replace(/^\$/, '');
    if (!NUMERIC_STRING.test(s)) return undefined;
    const pct = s.endsWith('%');
    const x = Number(s.replace(/,/g, '').replace('%', ''));
    if (!Number.isFinite(x)) return undefined;
    return pct ? x / 100 : x;
  }
  return undefined;
}

function label(v: unknown): string {
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v.trim();
  try {
    return JSON.stringify(v) ?? String(v);
  } catch (e) {
    if (e instanceof RangeError) throw new EngineError('invalid_data', 'data is nested too deeply: send flat columns or rows of plain values');
    return String(v);
  }
}

/** A column as sent: a JSON array, or numbers read straight into a Float64Array (read-body.ts). */
type RawColumn = ArrayLike<unknown>;

function isRawColumn(v: unknown): v is RawColumn {
  return Array.isArray(v) || v instanceof Float64Array;
}

function isColumnsForm(obj: object): obj is Record<string, RawColumn> {
  const vals = Object.values(obj);
  return vals.length > 0 && vals.every(isRawColumn);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Float64Array);
}

/** A non-empty array whose every element is an object: rows. */
function isRowArray(v: unknown): v is Record<string, unknown>[] {
  return Array.isArray(v) && v.length > 0 && v.every(isRecord);
}

/**
 * The table inside a wrapper such as {"results": [...]} or {"response": {"items": [...], "count": 9}}:
 * an object with exactly one property that is an array of rows is those rows (its other
 * properties, if any, are metadata and are named in a note); an object with a single property
 * holding an object is that object; {"data": …} is its content, as before. An object with several
 * arrays of rows is refused, naming them. Not unwrapped: an object whose other properties
 * include arrays of the same length, which is a table of columns.
 */
function unwrap(data: unknown, notes: string[]): unknown {
  let d = data;
  for (let depth = 0; depth < 4 && isRecord(d); depth++) {
    const obj: Record<string, unknown> = d;
    const keys = Object.keys(obj);
    if (keys.length === 1 && keys[0] === 'data') {
      d = obj.data;
      continue;
    }
    const rowKeys = keys.filter((k) => isRowArray(obj[k]));
    if (rowKeys.length > 1) {
      throw new EngineError(
        'invalid_data',
        `data holds ${rowKeys.length} arrays of rows (${rowKeys.slice(0, 6).map((k) => JSON.stringify(k)).join(', ')}); send the one to test as the data`,
        { keys: rowKeys },
      );
    }
    if (rowKeys.length === 1) {
      const key = rowKeys[0] as string;
      const rows = obj[key] as unknown[];
      const others = keys.filter((k) => k !== key);
      if (others.some((k) => isRawColumn(obj[k]) && (obj[k] as RawColumn).length === rows.length)) return d;
      if (others.length) {
        const list = others.slice(0, 6).map((k) => JSON.stringify(k)).join(', ') + (others.length > 6 ? ` and ${others.length - 6} more` : '');
        notes.push(`data: the rows under ${JSON.stringify(key)} were read; ${list} ${others.length === 1 ? 'was' : 'were'} not used`);
      }
      return rows;
    }
    const only = keys.length === 1 ? obj[keys[0] as string] : undefined;
    if (!isRecord(only)) return d;
    d = only;
  }
  return d;
}

/** Raw columns in first-seen order. */
function toRawColumns(data: unknown, notes: string[]): { names: string[]; cols: RawColumn[]; n: number } {
  const d = unwrap(data, notes);
  if (typeof d === 'string') {
    throw new EngineError('invalid_data', 'data is a string: send a JSON object of columns ({"col": [...]}) or an array of row objects ([{...}])');
  }
  if (Array.isArray(d)) {
    if (d.length === 0) throw new EngineError('invalid_data', `data is an empty array: at least ${LIMITS.minRows} rows are needed to test a claim`);
    if (d.length > LIMITS.maxRows) {
      throw new EngineError('too_large', `data has ${d.length.toLocaleString('en-US')} rows; the limit is ${LIMITS.maxRows.toLocaleString('en-US')}`);
    }
    const index = new Map<string, number>();
    const names: string[] = [];
    for (let i = 0; i < d.length; i++) {
      const row = d[i];
      if (!row || typeof row !== 'object' || Array.isArray(row)) {
        throw new EngineError('invalid_data', `row ${i} is ${row === null ? 'null' : Array.isArray(row) ? 'an array' : typeof row}, not an object: every row must be an object of column values`);
      }
      for (const k of Object.keys(row)) {
        if (!index.has(k)) {
          index.set(k, names.length);
          names.push(k);
          if (names.length > LIMITS.maxColumns) throw new EngineError('too_large', `data has more than ${LIMITS.maxColumns} columns`);
        }
      }
    }
    const cols = names.map(() => new Array<unknown>(d.length));
    for (let i = 0; i < d.length; i++) {
      const row = d[i] as Record<string, unknown>;
      // Own cells only: a row without "constructor" or "toString" would read Object's methods.
      for (let j = 0; j < names.length; j++) {
        const name = names[j] as string;
        (cols[j] as unknown[])[i] = Object.hasOwn(row, name) ? row[name] : undefined;
      }
    }
    return { names, cols, n: d.length };
  }
  if (d && typeof d === 'object') {
    if (!isColumnsForm(d)) {
      const bad = Object.entries(d).filter(([, v]) => !isRawColumn(v)).map(([k]) => k);
      throw new EngineError(
        'invalid_data',
        Object.keys(d).length === 0
          ? 'data is an empty object: send columns ({"col": [...]}) or rows ([{...}])'
          : `data must be an object of equal-length arrays or an array of row objects; ${bad.slice(0, 5).map((b) => JSON.stringify(b)).join(', ')} ${bad.length === 1 ? 'is' : 'are'} not arrays`,
      );
    }
    const names = Object.keys(d);
    if (names.length > LIMITS.maxColumns) throw new EngineError('too_large', `data has ${names.length} columns; the limit is ${LIMITS.maxColumns}`);
    const cols = names.map((k) => d[k] as RawColumn);
    const lengths = new Set(cols.map((c) => c.length));
    if (lengths.size > 1) {
      const desc = names.map((k, j) => `${k}: ${(cols[j] as RawColumn).length}`).join(', ');
      throw new EngineError('invalid_data', `columns have different lengths (${desc}); every column needs one value per row`);
    }
    const n = (cols[0] as RawColumn).length;
    if (n > LIMITS.maxRows) throw new EngineError('too_large', `data has ${n.toLocaleString('en-US')} rows; the limit is ${LIMITS.maxRows.toLocaleString('en-US')}`);
    return { names, cols, n };
  }
  throw new EngineError('invalid_data', `data is ${d === null ? 'null' : typeof d}: send a JSON object of columns or an array of row objects`);
}

function isTimeName(name: string): boolean {
  const w = nameWords(name);
  return w.some((x) => TIME_WORDS.has(x)) && w.every((x) => TIME_WORDS.has(x) || TIME_FILLERS.has(x));
}

/** Distinct integers only: a row key such as 1..n, not a measurement. */
function isIntegerKey(x: Float64Array): boolean {
  const seen = new Set<number>();
  for (let i = 0; i < x.length; i++) {
    const v = x[i] as number;
    if (Number.isNaN(v)) continue;
    if (!Number.isInteger(v) || seen.has(v)) return false;
    seen.add(v);
  }
  return true;
}

function typeColumn(name: string, raw: RawColumn, n: number, notes: string[]): Column {
  let numericCount = 0;
  let present = 0;
  let isoCount = 0;
  let dateLikeCount = 0;
  let notFiniteCount = 0;
  const notFiniteForms: string[] = [];
  // Present cells that are not dates. Past a tenth of the rows the column cannot be read as
  // dates (that needs nine in ten present cells), so the remaining cells are not checked.
  let notDates = 0;
  const notDatesLimit = 0.1 * n;
  const typed = raw instanceof Float64Array;
  // Numbers already read into a Float64Array are kept, not copied: each cell is written back with
  // the value it holds (NaN where missing), so reading `raw` below stays correct.
  const nums = typed ? raw : new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = raw[i];
    if (notFinite(v, typed)) {
      // missing, like an empty cell, but counted: the user is told how many were left out
      nums[i] = NaN;
      notFiniteCount++;
      const form = describeNotFinite(v);
      if (notFiniteForms.length < 3 && !notFiniteForms.includes(form)) notFiniteForms.push(form);
      continue;
    }
    if (isMissing(v)) {
      nums[i] = NaN;
      continue;
    }
    present++;
    const x = typeof v === 'boolean' ? undefined : asNumber(v);
    if (x === undefined) {
      nums[i] = NaN;
      if (notDates > notDatesLimit) continue;
      if (typeof v === 'string' && ISO_DATE.test(v.trim())) isoCount++;
      else if (typeof v === 'string' && looksLikeDate(v)) dateLikeCount++;
      else notDates++;
    } else {
      nums[i] = x;
      numericCount++;
      notDates++;
    }
  }
  if (notFiniteCount > 0) {
    notes.push(`${name}: ${notFiniteCount} ${notFiniteCount === 1 ? 'value is not a finite number' : 'values are not finite numbers'} (${notFiniteForms.join(', ')}) and ${notFiniteCount === 1 ? 'was' : 'were'} left out as missing`);
  }
  const empty = { codes: new Int32Array(0), levels: [] as string[] };
  const unreadDates = (count: number, example: string | undefined) => {
    if (count > 0) notes.push(`${name}: ${count} ${count === 1 ? 'value is not a date' : 'values are not dates'} (such as ${JSON.stringify(example)}) and ${count === 1 ? 'was' : 'were'} left out as missing`);
  };
  // ISO-8601 dates become epoch milliseconds in a time column.
  if (present > 0 && isoCount >= 0.9 * present) {
    const t = new Float64Array(n);
    let miss = 0;
    let unread = 0;
    let example: string | undefined;
    for (let i = 0; i < n; i++) {
      const v = raw[i];
      const ms = typeof v === 'string' ? isoMs(v) : NaN;
      t[i] = Number.isFinite(ms) ? ms : NaN;
      if (Number.isNaN(t[i] as number)) {
        miss++;
        if (!isMissing(v) && !notFinite(v, typed)) {
          unread++;
          example ??= label(v);
        }
      }
    }
    unreadDates(unread, example);
    return { name, kind: 'time', values: t, ...empty, missing: miss, dates: true };
  }
  // Other ways of writing dates, read only when the whole column reads one way (dates.ts).
  let dateNote: string | undefined;
  if (present > 0 && isoCount + dateLikeCount >= 0.9 * present) {
    const cells = Array.from({ length: n }, (_, i) => (isMissing(raw[i]) || notFinite(raw[i], typed) ? undefined : label(raw[i])));
    const dates = readDateColumn(name, cells);
    if (dates.read) {
      let miss = 0;
      for (let i = 0; i < n; i++) if (Number.isNaN(dates.ms[i] as number)) miss++;
      unreadDates(dates.unread, dates.unreadExample);
      return { name, kind: 'time', values: dates.ms, ...empty, missing: miss, dates: true };
    }
    dateNote = dates.why;
    notes.push(dates.why);
  }
  const distinctNums = new Set<number>();
  if (present > 0 && numericCount >= 0.95 * present) {
    for (let i = 0; i < n && distinctNums.size < 3; i++) if (!Number.isNaN(nums[i] as number)) distinctNums.add(nums[i] as number);
    // more than two numbers is a measure; a single repeated number is a (constant) measure too,
    // so the error can say "constant" instead of "no matching column"
    if (distinctNums.size > 2 || (distinctNums.size === 1 && numericCount === present)) {
      let miss = 0;
      for (let i = 0; i < n; i++) if (Number.isNaN(nums[i] as number)) miss++;
      const words = nameWords(name);
      if ((words.includes('id') || words.includes('index')) && isIntegerKey(nums)) return { name, kind: 'id', values: nums, ...empty, missing: miss };
      return { name, kind: isTimeName(name) ? 'time' : 'numeric', values: nums, ...empty, missing: miss };
    }
  }
  // Categorical: codes into sorted levels.
  const labels = new Array<string | null>(n);
  const levelSet = new Set<string>();
  for (let i = 0; i < n; i++) {
    const v = raw[i];
    if (isMissing(v) || notFinite(v, typed)) labels[i] = null;
    else {
      const l = label(v);
      labels[i] = l;
      if (levelSet.size <= MAX_LEVELS) levelSet.add(l);
    }
  }
  const levels = [...levelSet].sort();
  const pos = new Map(levels.map((l, i) => [l, i]));
  const codes = new Int32Array(n);
  const values = new Float64Array(n);
  let miss = 0;
  for (let i = 0; i < n; i++) {
    const l = labels[i];
    const c = l === null || l === undefined ? -1 : (pos.get(l) ?? -1);
    codes[i] = c;
    values[i] = c < 0 ? NaN : c;
    if (c < 0) miss++;
  }
  const words = nameWords(name);
  const idName = words.includes('id') || words.includes('uuid') || words.includes('key');
  let kind: ColumnKind;
  if (levels.length === 2) kind = 'binary';
  else if (levels.length < 2) kind = 'text';
  else if (idName && levels.length > Math.min(50, (n - miss) / 5)) kind = 'id';
  else if (levels.length === n - miss && n - miss > 20) kind = 'id';
  else if (levels.length <= 50 && levels.length <= Math.max(2, (n - miss) / 2)) kind = 'categorical';
  else kind = 'text';
  return { name, kind, values, codes, levels, missing: miss, ...(dateNote === undefined ? {} : { note: dateNote }) };
}

export function ingest(data: unknown): Dataset {
  const notes: string[] = [];
  const { names, cols, n } = toRawColumns(data, notes);
  // Fewer than LIMITS.minRows rows is an analysis with too little data (truth 0.5, pending), not a bad request.
  if (n === 0) throw new EngineError('invalid_data', `data has no rows; at least ${LIMITS.minRows} are needed to test a claim`);
  const columns = names.map((name, j) => typeColumn(name, cols[j] as RawColumn, n, notes));
  let hash: string;
  try {
    // levels were capped (see typeColumn): the raw cells identify the column instead
    hash = columnsHash(n, columns.map((c, j) => (c.levels.length > MAX_LEVELS ? { ...c, raw: Array.from(cols[j] as RawColumn) } : c)));
  } catch (e) {
    if (e instanceof CanonicalJsonError) throw new EngineError('invalid_data', `data cannot be canonicalised: ${e.message}`);
    if (e instanceof RangeError) throw new EngineError('invalid_data', 'data is nested too deeply: send flat columns or rows of plain values');
    throw e;
  }
  return { n, columns, hash, notes };
}

/** Why a column cannot be tested (an id or free text), with a value that is not a number, for error messages. */
export function whyUnusable(col: Column): string {
  if (col.note) return col.note;
  const example = col.levels.find((l) => asNumber(l) === undefined && !isMissing(l));
  if (col.kind === 'id' && example === undefined) return `${col.name} is read as a row id`;
  const sample = example === undefined ? '' : ` such as ${JSON.stringify(example.length > 40 ? `${example.slice(0, 40)}…` : example)}`;
  return `${col.name} holds values${sample} that are neither numbers nor a few repeated categories (numbers may carry $, thousands commas and %)`;
}

/** Human-readable column list with types, for error messages. */
export function describeColumns(ds: Dataset): string {
  return ds.columns.map((c) => `${c.name} (${c.kind}${c.levels.length && c.kind !== 'id' && c.kind !== 'text' ? `: ${c.levels.slice(0, 6).join('/')}` : ''})`).join(', ');
}
