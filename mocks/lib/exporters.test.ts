import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  formatDateTime,
  locationCell,
  toCsv,
  toXlsx,
  toZip,
  valueWithPrefix,
} from './exporters';
import type { Sheet } from './sheet';

const sheet: Sheet = {
  name: 'Results',
  headers: ['Name', 'Value', 'Comment'],
  rows: [
    ['Garden, well', 7.2, 'said "ok"'],
    ['Pond', '<0.5', 'line\nbreak'],
    ['Lake', 8, null],
  ],
};

/** 2026-11-20 23:59 UTC, in epoch seconds. */
const T = Date.UTC(2026, 10, 20, 23, 59) / 1000;

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
    await wb.xlsx.load((await toXlsx(sheet, 0)).buffer as ArrayBuffer);
    const ws = wb.getWorksheet('Results')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Name', 'Value', 'Comment']);
    expect(ws.getRow(2).values).toEqual([undefined, 'Garden, well', 7.2, 'said "ok"']);
    expect(ws.getRow(3).getCell(2).value).toBe('<0.5');
    expect(ws.rowCount).toBe(4);
  });

  it('zips files that unzip again', () => {
    const zip = toZip({ 'a.csv': toCsv(sheet), 'img/b.bin': new Uint8Array([1, 2, 3]) }, T);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['a.csv', 'img/b.bin']);
    expect(strFromU8(files['a.csv'])).toContain('Garden, well');
  });

  it('names a file after its base and the date of the given time', () => {
    expect(exportFileName('results', 'zip', T)).toBe('results_2026-11-20.zip');
  });
});
