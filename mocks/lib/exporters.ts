/**
 * Real export files of the mock server: xlsx (exceljs), csv (RFC 4180, UTF-8 BOM for Excel) and
 * zip (fflate) holding both plus optional images; the cell formats the result table uses
 * (dates in the client's time zone, coordinates, reading-code prefixes). Every cell of every
 * file goes through the spreadsheet cell rule (src/domain/spreadsheetCells.ts): a text that
 * would run as a formula is written with a leading apostrophe; numbers stay numbers.
 */
import { zipSync } from 'fflate';
import { HttpResponse } from 'msw';
import { now } from '../db/clock';
import { validationError, violation } from './http';
import { formatCoordinates, readingPrefix } from '@/domain/resultFormat';
import { csvText, safeCell } from '@/domain/spreadsheetCells';
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

export async function toXlsx(sheet: Sheet): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(now() * 1000);
  const ws = wb.addWorksheet(sheet.name.slice(0, 31));
  ws.addRow(sheet.headers.map(safeCell)).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(row.map(safeCell));
  ws.columns.forEach((col, i) => {
    const longest = Math.max(
      sheet.headers[i].length,
      ...sheet.rows.slice(0, 200).map((r) => String(r[i] ?? '').length),
    );
    col.width = Math.min(50, Math.max(10, longest + 2));
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return new Uint8Array(await wb.xlsx.writeBuffer());
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
