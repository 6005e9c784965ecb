/**
 * Real export files of the mock server: xlsx (exceljs, xlsxWorkbook.ts), csv (RFC 4180, UTF-8
 * BOM for Excel) and zip (fflate) holding both plus optional images; the cell formats the result
 * table uses (dates in the client's time zone, coordinates, reading-code prefixes). Every cell of
 * every file goes through the spreadsheet cell rule (src/domain/spreadsheetCells.ts): a text that
 * would run as a formula is written with a leading apostrophe; numbers stay numbers.
 * In the browser the xlsx files are written in a worker (setXlsxWriter, mocks/browser.ts).
 * Times are given (the mock clock's seconds): nothing here reads the store's clock; the replies
 * that carry these files are mocks/http/exportReply.ts.
 */
import { zipSync } from 'fflate';
import type { Sheet } from './sheet';
import { formatCoordinates, readingPrefix } from '@/domain/resultFormat';
import { csvText } from '@/domain/spreadsheetCells';

export type ExportFormat = 'xlsx' | 'csv' | 'zip';

export const MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  zip: 'application/zip',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY hh:mm a of epoch seconds in the client's zone (tzo as getTimezoneOffset). */
export function formatDateTime(seconds: number, tzo: number): string {
  const d = new Date((seconds - tzo * 60) * 1000);
  const h = d.getUTCHours();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${pad(h12)}:${pad(d.getUTCMinutes())} ${h < 12 ? 'am' : 'pm'}`;
}

/** MM/DD/YYYY (UTC) of epoch seconds. */
export function formatDate(seconds: number, tzo = 0): string {
  return formatDateTime(seconds, tzo).slice(0, 10);
}

/** Degrees and minutes with N/S and E/W, e.g. 48°8.3'N 11°34.5'E; 'Not recorded' without. */
export const locationCell = (lat: number | null, lng: number | null): string =>
  formatCoordinates(lat, lng) ?? 'Not recorded';

/** The value as the table shows it: '<' for 501, '>' for 502, '!' for 403, else the number. */
export function valueWithPrefix(value: number, code: string | null): string | number {
  const prefix = readingPrefix(code);
  return prefix ? `${prefix}${value}` : value;
}

/** CSV with a header row, CRLF line ends, RFC 4180 quoting and a UTF-8 BOM. */
export function toCsv(sheet: Sheet): Uint8Array {
  return new TextEncoder().encode(`\uFEFF${csvText([sheet.headers, ...sheet.rows])}`);
}

/** Writes the xlsx file of a sheet; `createdMs` is its creation time. */
export type XlsxWriter = (sheet: Sheet, createdMs: number) => Promise<Uint8Array>;

// exceljs loads with the first xlsx file, not with the mock
const writeHere: XlsxWriter = async (sheet, createdMs) =>
  (await import('./xlsxWorkbook')).writeXlsx(sheet, createdMs);
let writer: XlsxWriter | null = null;

/** Where xlsx files are written: a worker in the browser (xlsxInWorker.ts); null: right here. */
export function setXlsxWriter(next: XlsxWriter | null) {
  writer = next;
}

/**
 * The xlsx file of a sheet, created at `createdMs`; when the worker fails, it is written here
 * (the same file).
 */
export async function toXlsx(sheet: Sheet, createdMs: number): Promise<Uint8Array> {
  if (!writer) return writeHere(sheet, createdMs);
  try {
    return await writer(sheet, createdMs);
  } catch (e) {
    console.warn('[mock] the xlsx file is written on the page:', e);
    return writeHere(sheet, createdMs);
  }
}

/** A zip of the files, each dated `seconds` (epoch seconds). */
export function toZip(files: Record<string, Uint8Array>, seconds: number): Uint8Array {
  return zipSync(files, { level: 6, mtime: new Date(seconds * 1000) });
}

/** `base_YYYY-MM-DD.ext` with the (UTC) date of `seconds`. */
export function exportFileName(base: string, ext: string, seconds: number): string {
  return `${base}_${new Date(seconds * 1000).toISOString().slice(0, 10)}.${ext}`;
}
