/**
 * Real export files of the mock server: xlsx (exceljs, xlsxWorkbook.ts), csv (RFC 4180, UTF-8
 * BOM for Excel) and zip (fflate) holding both plus optional images; the cell formats the result
 * table uses (dates in the client's time zone, coordinates, reading-code prefixes). Every cell of
 * every file goes through the spreadsheet cell rule (src/domain/spreadsheetCells.ts): a text that
 * would run as a formula is written with a leading apostrophe; numbers stay numbers.
 * In the browser the xlsx files are written in a worker (setXlsxWriter, mocks/browser.ts).
 */
import { zipSync } from 'fflate';
import { HttpResponse } from 'msw';
import { now } from '../db/clock';
import { validationError, violation } from './http';
import { formatCoordinates, readingPrefix } from '@/domain/resultFormat';
import { csvText } from '@/domain/spreadsheetCells';
import { FIELD_MESSAGES } from '@/domain/messages';

export type Cell = string | number | null;
export interface Sheet {
  name: string;
  headers: string[];
  rows: Cell[][];
}
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

/** The xlsx file of a sheet; when the worker fails, it is written here (the same file). */
export async function toXlsx(sheet: Sheet): Promise<Uint8Array> {
  const createdMs = now() * 1000;
  if (!writer) return writeHere(sheet, createdMs);
  try {
    return await writer(sheet, createdMs);
  } catch (e) {
    console.warn('[mock] the xlsx file is written on the page:', e);
    return writeHere(sheet, createdMs);
  }
}

export function toZip(files: Record<string, Uint8Array>): Uint8Array {
  return zipSync(files, { level: 6, mtime: new Date(now() * 1000) });
}

/** `base_YYYY-MM-DD.ext` with the date of the mock clock. */
export function exportFileName(base: string, ext: string): string {
  return `${base}_${new Date(now() * 1000).toISOString().slice(0, 10)}.${ext}`;
}

/** The `format` path parameter (400 unless xlsx, csv or zip). */
export function parseFormat(value: string | undefined): ExportFormat {
  if (value === 'xlsx' || value === 'csv' || value === 'zip') return value;
  throw validationError([violation('format', 'The export format must be xlsx, csv or zip.')], 400);
}

/** The required `tzo` query parameter (400 when missing or not an integer). */
export function parseTzo(query: URLSearchParams): number {
  const raw = query.get('tzo');
  if (raw === null || raw.trim() === '')
    throw validationError([violation('tzo', FIELD_MESSAGES.blank)], 400);
  const n = Number(raw);
  if (!Number.isInteger(n) || Math.abs(n) > 24 * 60) {
    throw validationError(
      [violation('tzo', 'This value should be a time-zone offset in minutes.')],
      400,
    );
  }
  return n;
}

/** The optional `ids` query parameter (comma-separated ids), or null. */
export function parseIds(query: URLSearchParams): Set<number> | null {
  const raw = query.get('ids');
  if (raw === null || raw === '') return null;
  if (!/^[0-9]+(,[0-9]+)*$/.test(raw)) {
    throw validationError(
      [violation('ids', 'This value should be a comma-separated list of ids.')],
      400,
    );
  }
  return new Set(raw.split(',').map(Number));
}

function binary(bytes: Uint8Array, type: string, filename: string): Response {
  return new HttpResponse(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Length': String(bytes.length),
    },
  });
}

/** Builds the export file of a sheet; zip holds the xlsx, the csv and `extra` files. */
export async function exportResponse(
  format: ExportFormat,
  base: string,
  sheet: Sheet,
  extra: () => Record<string, Uint8Array> = () => ({}),
): Promise<Response> {
  if (format === 'csv') return binary(toCsv(sheet), MIME.csv, exportFileName(base, 'csv'));
  const xlsx = await toXlsx(sheet);
  if (format === 'xlsx') return binary(xlsx, MIME.xlsx, exportFileName(base, 'xlsx'));
  const zip = toZip({
    [exportFileName(base, 'xlsx')]: xlsx,
    [exportFileName(base, 'csv')]: toCsv(sheet),
    ...extra(),
  });
  return binary(zip, MIME.zip, exportFileName(base, 'zip'));
}

/** A CSV file reply (the newsletter export). */
export function csvResponse(sheet: Sheet, base: string): Response {
  return binary(toCsv(sheet), MIME.csv, exportFileName(base, 'csv'));
}
