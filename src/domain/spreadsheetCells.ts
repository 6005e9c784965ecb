/**
 * Cells of every file a spreadsheet opens (the exports of results, analyses and users, the
 * newsletter list, the monitoring tables), written one way, following OWASP's advice on CSV
 * injection: a text that starts with '=', '+', '-', '@', a tab or a carriage return would be run
 * as a formula, so it gets a leading apostrophe and reads as the text it is. Numbers are left as
 * numbers (a negative value stays a number, not a text starting with '-').
 * CSV is RFC 4180: comma separated, CRLF line ends, fields quoted when they hold a quote, a comma
 * or a line break.
 */
export type Cell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text as a spreadsheet cell: one that would start a formula gets a leading apostrophe. */
export const safeText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A cell value with its text made safe; numbers and empty cells as they are. */
export const safeCell = <T extends Cell>(value: T): T | string =>
  typeof value === 'string' ? safeText(value) : value;

const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: safe, then quoted when needed; an empty cell is an empty field. */
export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : safeText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text, each line ended by CRLF. */
export const csvText = (rows: readonly (readonly Cell[])[]): string =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
