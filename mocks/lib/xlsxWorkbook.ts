/**
 * The xlsx file of a sheet (exceljs): a bold header row that stays in view (frozen), columns as
 * wide as their first 200 values (10 to 50 characters), every cell through the spreadsheet cell
 * rule (src/domain/spreadsheetCells.ts: a text that would run as a formula gets a leading
 * apostrophe; numbers stay numbers). In the browser it runs in a worker (xlsxWorker.ts), in Node
 * (Vitest, the HTTP server) directly (exporters.ts).
 */
import ExcelJS from 'exceljs';
import { safeCell } from '@/domain/spreadsheetCells';
import type { Sheet } from './sheet';

/** `createdMs`: the file's creation time (the mock clock, in ms). */
export async function writeXlsx(sheet: Sheet, createdMs: number): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date(createdMs);
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
