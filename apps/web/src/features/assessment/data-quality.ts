/**
 * The data-quality demo's checks, run in the browser over CSV text: missing values,
 * duplicate rows and keys, outliers (Tukey fences, 1.5 × IQR) and type drift (values whose
 * kind differs from the column's dominant kind: number, ISO date or text).
 */
export type Row = Record<string, string>;
export type ValueKind = 'number' | 'date' | 'text';

export interface QualityFinding {
  check: 'missing' | 'duplicates' | 'outliers' | 'type-drift';
  column: string | null;
  /** 1-based data row numbers (the header is row 0). */
  rows: number[];
  message: string;
}

export const SAMPLE_ORDERS_CSV = `order_id,customer,amount,order_date,region
1001,Acme Corp,240.50,2026-10-01,EMEA
1002,Globex,199.00,2026-10-01,AMER
1003,Initech,,2026-10-02,AMER
1004,Umbrella,310.25,2026-10-02,APAC
1005,Hooli,275.00,2026-10-03,
1006,Stark Industries,98000.00,2026-10-03,AMER
1004,Umbrella,310.25,2026-10-02,APAC
1007,Wayne Enterprises,"1,240",2026-10-04,EMEA
1008,Wonka,189.99,10/05/2026,EMEA
1009,Tyrell,221.40,2026-10-05,APAC
1010,Cyberdyne,265.10,2026-10-06,AMER
1011,Soylent,230.00,2026-10-06,EMEA`;

/** Splits CSV text into rows, honouring double-quoted fields (with "" escapes). */
export function parseCsv(text: string): { columns: string[]; rows: Row[] } {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  record.push(field);
  records.push(record);
  const nonEmpty = records.filter((r) => r.some((v) => v.trim() !== ''));
  const columns = (nonEmpty[0] ?? []).map((c) => c.trim());
  const rows = nonEmpty.slice(1).map((values) => Object.fromEntries(columns.map((c, i) => [c, values[i] ?? ''])));
  return { columns, rows };
}

const MISSING = new Set(['', 'na', 'n/a', 'null', 'nan', 'none']);
export const isMissing = (v: string | undefined) => v === undefined || MISSING.has(v.trim().toLowerCase());

export function kindOf(value: string): ValueKind {
  const v = value.trim();
  if (/^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(v)) return 'number';
  if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(v) && !Number.isNaN(Date.parse(v))) return 'date';
  return 'text';
}

function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function runQualityChecks(columns: string[], rows: Row[]): QualityFinding[] {
  const findings: QualityFinding[] = [];
  for (const column of columns) {
    const missing = rows.flatMap((r, i) => (isMissing(r[column]) ? [i + 1] : []));
    if (missing.length > 0) {
      findings.push({ check: 'missing', column, rows: missing, message: `${plural(missing.length, 'missing value')} in ${column}` });
    }
  }

  const seen = new Map<string, number>();
  const duplicates: number[] = [];
  rows.forEach((r, i) => {
    const key = JSON.stringify(columns.map((c) => r[c]?.trim()));
    if (seen.has(key)) duplicates.push(i + 1);
    else seen.set(key, i + 1);
  });
  if (duplicates.length > 0) {
    findings.push({ check: 'duplicates', column: null, rows: duplicates, message: `${plural(duplicates.length, 'duplicate row')}` });
  }
  const idColumn = columns.find((c) => /(^|_)id$/i.test(c));
  if (idColumn) {
    const ids = new Map<string, number>();
    const repeated = rows.flatMap((r, i) => {
      const id = r[idColumn]?.trim() ?? '';
      if (isMissing(id)) return [];
      if (ids.has(id)) return duplicates.includes(i + 1) ? [] : [i + 1];
      ids.set(id, i + 1);
      return [];
    });
    if (repeated.length > 0) {
      findings.push({ check: 'duplicates', column: idColumn, rows: repeated, message: `${plural(repeated.length, 'repeated key')} in ${idColumn}` });
    }
  }

  for (const column of columns) {
    const present = rows.map((r, i) => ({ v: r[column] ?? '', row: i + 1 })).filter((x) => !isMissing(x.v));
    if (present.length === 0) continue;
    const counts: Record<ValueKind, number> = { number: 0, date: 0, text: 0 };
    for (const x of present) counts[kindOf(x.v)] += 1;
    const dominant = (Object.keys(counts) as ValueKind[]).reduce((a, b) => (counts[b] > counts[a] ? b : a));
    if (dominant !== 'text' && counts[dominant] < present.length) {
      const drift = present.filter((x) => kindOf(x.v) !== dominant);
      findings.push({
        check: 'type-drift',
        column,
        rows: drift.map((x) => x.row),
        message: `${plural(drift.length, 'value')} in ${column} ${drift.length === 1 ? 'is' : 'are'} not ${dominant === 'date' ? 'an ISO date' : 'a number'}: ${drift.map((x) => `"${x.v}"`).join(', ')}`,
      });
    }
    if (dominant === 'number' && !/(^|_)id$/i.test(column)) {
      const numbers = present.filter((x) => kindOf(x.v) === 'number').map((x) => ({ n: Number(x.v), row: x.row }));
      if (numbers.length < 4) continue;
      const sorted = numbers.map((x) => x.n).sort((a, b) => a - b);
      const q1 = quantile(sorted, 0.25);
      const q3 = quantile(sorted, 0.75);
      const fence = 1.5 * (q3 - q1);
      const out = numbers.filter((x) => x.n < q1 - fence || x.n > q3 + fence);
      if (out.length > 0) {
        findings.push({
          check: 'outliers',
          column,
          rows: out.map((x) => x.row),
          message: `${plural(out.length, 'outlier')} in ${column} outside ${round2(q1 - fence)}–${round2(q3 + fence)}: ${out.map((x) => x.n).join(', ')}`,
        });
      }
    }
  }
  return findings;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
