/**
 * One CSV cell: quoted when it holds a comma, quote or line break, and defused when a
 * spreadsheet would read it as a formula (leading = + - @, tab or carriage return).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return values.map(csvCell).join(',');
}
