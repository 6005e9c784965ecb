/**
 * The export replies: the query of an export request read (`format`, `tzo`, `ids`; 400 when one
 * is invalid) and the file it asks for sent as an attachment named after the mock clock's date
 * (`results_2026-11-20.zip`). The files themselves are mocks/lib/exporters.ts.
 */
import { HttpResponse } from 'msw';
import { now } from '../db/clock';
import { contentDisposition } from '../lib/contentDisposition';
import { validationError, violation } from '../lib/errors';
import { exportFileName, MIME, toCsv, toXlsx, toZip, type ExportFormat } from '../lib/exporters';
import type { Sheet } from '../lib/sheet';
import { FIELD_MESSAGES } from '@/domain/messages';

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
      'Content-Disposition': contentDisposition('attachment', filename),
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
  const at = now();
  const name = (ext: string) => exportFileName(base, ext, at);
  if (format === 'csv') return binary(toCsv(sheet), MIME.csv, name('csv'));
  const xlsx = await toXlsx(sheet, at * 1000);
  if (format === 'xlsx') return binary(xlsx, MIME.xlsx, name('xlsx'));
  const zip = toZip({ [name('xlsx')]: xlsx, [name('csv')]: toCsv(sheet), ...extra() }, at);
  return binary(zip, MIME.zip, name('zip'));
}

/** A CSV file reply (the newsletter export). */
export function csvResponse(sheet: Sheet, base: string): Response {
  return binary(toCsv(sheet), MIME.csv, exportFileName(base, 'csv', now()));
}
