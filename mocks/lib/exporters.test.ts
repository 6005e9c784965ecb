import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  exportResponse,
  locationCell,
  formatDateTime,
  parseIds,
  parseTzo,
  toCsv,
  toXlsx,
  toZip,
  valueWithPrefix,
  type Sheet,
} from './exporters';
import { HttpError } from './http';

const sheet: Sheet = {
  name: 'Results',
  headers: ['Name', 'Value', 'Comment'],
  rows: [
    ['Garden, well', 7.2, 'said "ok"'],
    ['Pond', '<0.5', 'line\nbreak'],
    ['Lake', 8, null],
  ],
};

const csvText = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('cell formats', () => {
  it('formats dates as MM/DD/YYYY hh:mm a in the client zone (local = utc - tzo)', () => {
    const t = Date.UTC(2026, 10, 20, 12, 5) / 1000;
    expect(formatDateTime(t, 0)).toBe('11/20/2026 12:05 pm');
    expect(formatDateTime(t, -60)).toBe('11/20/2026 01:05 pm'); // CET
    expect(formatDateTime(t, 300)).toBe('11/20/2026 07:05 am'); // EST
    expect(formatDateTime(Date.UTC(2026, 0, 1, 0, 30) / 1000, 60)).toBe('12/31/2025 11:30 pm');
  });

  it('formats coordinates as degrees and minutes with N/S and E/W', () => {
    expect(locationCell(48.1383, 11.575)).toBe("48°8.3'N 11°34.5'E");
    expect(locationCell(-33.8688, -70.5)).toBe("33°52.1'S 70°30.0'W");
    expect(locationCell(10.99999, 0)).toBe("11°0.0'N 0°0.0'E");
    expect(locationCell(null, 11)).toBe('Not recorded');
  });

  it('prefixes values by reading code: 501 <, 502 >, 403 !, else plain', () => {
    expect(valueWithPrefix(0.5, '501 - Value below range')).toBe('<0.5');
    expect(valueWithPrefix(14, '502 - Value above range')).toBe('>14');
    expect(valueWithPrefix(50, '403 - NO2 detected')).toBe('!50');
    expect(valueWithPrefix(7, '401 - Something')).toBe(7);
    expect(valueWithPrefix(7, null)).toBe(7);
  });
});

describe('files', () => {
  it('writes CSV with a BOM, a header row, CRLF and RFC 4180 quoting', () => {
    const bytes = toCsv(sheet);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvText(bytes)).toBe(
      '\uFEFFName,Value,Comment\r\n"Garden, well",7.2,"said ""ok"""\r\nPond,<0.5,"line\nbreak"\r\nLake,8,\r\n',
    );
  });

  it('writes an xlsx workbook that reads back with its header and rows', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await toXlsx(sheet)).buffer as ArrayBuffer);
    const ws = wb.getWorksheet('Results')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Name', 'Value', 'Comment']);
    expect(ws.getRow(2).values).toEqual([undefined, 'Garden, well', 7.2, 'said "ok"']);
    expect(ws.getRow(3).getCell(2).value).toBe('<0.5');
    expect(ws.rowCount).toBe(4);
  });

  it('zips files that unzip again', () => {
    const zip = toZip({ 'a.csv': toCsv(sheet), 'img/b.bin': new Uint8Array([1, 2, 3]) });
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['a.csv', 'img/b.bin']);
    expect(strFromU8(files['a.csv'])).toContain('Garden, well');
  });

  it('answers with type and attachment name; zip holds the xlsx, csv and extra files', async () => {
    const name = exportFileName('results', 'zip');
    expect(name).toMatch(/^results_\d{4}-\d{2}-\d{2}\.zip$/);
    const res = await exportResponse('zip', 'results', sheet, () => ({
      'images/1.png': new Uint8Array([9]),
    }));
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([
      'images/1.png',
      name.replace('.zip', '.csv'),
      name.replace('.zip', '.xlsx'),
    ]);
    const csv = await exportResponse('csv', 'results', sheet);
    expect(csv.headers.get('content-type')).toBe('text/csv');
  });
});

describe('query parameters of exports', () => {
  const status = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return (e as HttpError).status;
    }
    return 200;
  };

  it('requires an integer tzo', () => {
    expect(parseTzo(new URLSearchParams('tzo=-60'))).toBe(-60);
    expect(status(() => parseTzo(new URLSearchParams()))).toBe(400);
    expect(status(() => parseTzo(new URLSearchParams('tzo=abc')))).toBe(400);
    expect(status(() => parseTzo(new URLSearchParams('tzo=1.5')))).toBe(400);
  });

  it('reads comma-separated ids', () => {
    expect(parseIds(new URLSearchParams('ids=3,5'))).toEqual(new Set([3, 5]));
    expect(parseIds(new URLSearchParams())).toBeNull();
    expect(status(() => parseIds(new URLSearchParams('ids=3,x')))).toBe(400);
  });
});
