/**
 * The xlsx files of the browser's mock are written in a worker: each file comes back to the
 * request that asked for it, a worker that fails hands its files to the page (written there,
 * the same file), and the next file starts a new worker. Node has no Worker: a stand-in runs
 * the worker's writer (xlsxWorkbook.ts) and answers like the real one.
 */
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowConsole } from '@tests/utils/console';
import { setXlsxWriter, toXlsx } from './exporters';
import { type Sheet } from './sheet';
import { xlsxInWorker } from './xlsxInWorker';
import { writeXlsx } from './xlsxWorkbook';
import type { XlsxReply, XlsxRequest } from './xlsxWorker';

const sheetOf = (name: string): Sheet => ({
  name,
  headers: ['Name', 'Value'],
  rows: [
    [`${name} well`, 7.2],
    ['=1+1', -3],
  ],
});

async function rowsOf(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes.buffer as ArrayBuffer);
  const ws = wb.worksheets[0];
  return {
    name: ws.name,
    rows: ws
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1)),
  };
}

/** Starts one stand-in per `new Worker`; `fail` makes the next one die on its first message. */
function standInWorkers() {
  const started: string[] = [];
  let fail = false;
  class StandIn {
    onmessage: ((e: { data: XlsxReply }) => void) | null = null;
    onerror: ((e: { message: string; preventDefault(): void }) => void) | null = null;
    private readonly dies = fail;
    constructor(url: URL) {
      started.push(url.pathname.split('/').pop()!);
      fail = false;
    }
    postMessage({ id, sheet, createdMs }: XlsxRequest) {
      if (this.dies) {
        setTimeout(() => this.onerror?.({ message: 'boom', preventDefault() {} }));
        return;
      }
      void writeXlsx(sheet, createdMs).then((bytes) => this.onmessage?.({ data: { id, bytes } }));
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', StandIn);
  return { started, failNext: () => (fail = true) };
}

afterEach(() => {
  setXlsxWriter(null);
  vi.unstubAllGlobals();
});

describe('xlsx files written in a worker', () => {
  it('answers each file to its own request, through one worker', async () => {
    const workers = standInWorkers();
    setXlsxWriter(xlsxInWorker());
    const [a, b] = await Promise.all([toXlsx(sheetOf('First'), 0), toXlsx(sheetOf('Second'), 0)]);
    expect(workers.started).toEqual(['xlsxWorker.ts']);
    expect(await rowsOf(a)).toEqual({
      name: 'First',
      rows: [
        ['Name', 'Value'],
        ['First well', 7.2],
        // the spreadsheet cell rule holds in the worker too
        ["'=1+1", -3],
      ],
    });
    expect((await rowsOf(b)).name).toBe('Second');
  });

  it('writes the file on the page when the worker fails, and starts a new worker next', async () => {
    allowConsole(/the xlsx file is written on the page/);
    const workers = standInWorkers();
    setXlsxWriter(xlsxInWorker());
    workers.failNext();
    const written = await toXlsx(sheetOf('Kept'), 0);
    expect(await rowsOf(written)).toEqual(await rowsOf(await writeXlsx(sheetOf('Kept'), 0)));
    await toXlsx(sheetOf('Again'), 0);
    expect(workers.started).toHaveLength(2);
  });
});
