import { describe, expect, it } from 'vitest';
import { csvToColumns } from '@/features/dashboard/csv';

function ok(text: string) {
  const result = csvToColumns(text);
  if (!result.ok) throw new Error(`expected success, got: ${result.error}`);
  return result;
}

function err(text: string): string {
  const result = csvToColumns(text);
  if (result.ok) throw new Error('expected an error');
  return result.error;
}

describe('csvToColumns', () => {
  it('turns a header and rows into columns, numbers as numbers', () => {
    const result = ok('spend,revenue\n10,100.5\n20,-3e2\n');
    expect(result.columns).toEqual({ spend: [10, 20], revenue: [100.5, -300] });
    expect(result.rowCount).toBe(2);
    expect(result.columnCount).toBe(2);
  });

  it('keeps a column with any text as text', () => {
    expect(ok('variant,value\nA,1\nB,2\n10,3').columns).toEqual({ variant: ['A', 'B', '10'], value: [1, 2, 3] });
  });

  it('handles quoted fields with commas, escaped quotes and line breaks', () => {
    const result = ok('name,note\n"Smith, J.","said ""hi"""\n"Lee","two\nlines"\r\n');
    expect(result.columns).toEqual({ name: ['Smith, J.', 'Lee'], note: ['said "hi"', 'two\nlines'] });
  });

  it('keeps a numeral too large for a double as written, so it is not sent as a missing value', () => {
    const result = ok('x\n1\n1e400\n3');
    expect(result.columns).toEqual({ x: [1, '1e400', 3] });
    expect(JSON.parse(JSON.stringify(result.columns))).toEqual({ x: [1, '1e400', 3] });
  });

  it('turns empty cells into null and keeps the column numeric', () => {
    expect(ok('x,y\n1,\n,2\n3,4').columns).toEqual({ x: [1, null, 3], y: [null, 2, 4] });
  });

  it('accepts CRLF, a BOM, surrounding spaces and blank lines', () => {
    expect(ok('\ufeffa , b\r\n 1 , 2 \r\n\r\n3,4\r\n').columns).toEqual({ a: [1, 3], b: [2, 4] });
  });

  it('detects semicolon and tab delimiters', () => {
    expect(ok('a;b\n1;2').columns).toEqual({ a: [1], b: [2] });
    expect(ok('a\tb\n1\t2').columns).toEqual({ a: [1], b: [2] });
  });

  it('reads decimal commas in semicolon- and tab-separated files as numbers', () => {
    expect(ok('spend;revenue\n12,5;1.234,75\n3;-0,25\n;7').columns).toEqual({ spend: [12.5, 3, null], revenue: [1234.75, -0.25, 7] });
    expect(ok('a\tb\n1,5\tx\n2,25\ty').columns).toEqual({ a: [1.5, 2.25], b: ['x', 'y'] });
    // In a comma-separated file a quoted "1,5" stays text: it may as well be a thousands separator.
    expect(ok('a,b\n"1,5",2').columns).toEqual({ a: ['1,5'], b: [2] });
  });

  it('rejects ragged rows and names the line', () => {
    expect(err('a,b\n1,2\n3\n')).toBe('Line 3: 1 value, but the header has 2 columns.');
    expect(err('a,b\n1,2,3')).toBe('Line 2: 3 values, but the header has 2 columns.');
  });

  it('reports the line of a ragged row after a multi-line quoted field', () => {
    expect(err('a,b\n"x\ny",1\n2\n')).toBe('Line 4: 1 value, but the header has 2 columns.');
  });

  it('rejects empty input, a header alone, unnamed and duplicate columns', () => {
    expect(err('   \n')).toBe('The CSV is empty.');
    expect(err('a,b\n')).toBe('The CSV has a header line but no data rows.');
    expect(err('a,,c\n1,2,3')).toBe('Header line: column 2 has no name.');
    expect(err('a,a\n1,2')).toBe('Header line: the column name "a" appears twice.');
    expect(err('a,__proto__\n1,2')).toBe('Header line: "__proto__" cannot be a column name; please rename it.');
  });

  it("keeps columns named after Object.prototype's members", () => {
    const parsed = csvToColumns('constructor,toString\n1,x\n2,y');
    expect(parsed).toMatchObject({ ok: true, columns: { constructor: [1, 2], toString: ['x', 'y'] } });
  });

  it('rejects broken quoting', () => {
    expect(err('a,b\n"open,1\n')).toBe('Line 2: a quoted field is never closed.');
    expect(err('a,b\nx"y,1')).toBe('Line 2: a quote appears inside an unquoted field; wrap the whole field in quotes.');
    expect(err('a,b\n"x"y,1')).toBe('Line 2: unexpected text after a closing quote.');
  });
});
