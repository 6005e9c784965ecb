import {
  factLine,
  formatCount,
  formatDate,
  formatDateTime,
  formatDeviceDate,
  formatMeasurementValue,
  isReadingError,
  readingMessage,
  splitCitation,
} from './format';

// 2026-11-20T12:00:00Z; tests run with TZ=UTC (vite.config.ts)
const T = 1795176000;

describe('dates', () => {
  it('formats seconds as MM/DD/YYYY and MM/DD/YYYY hh:mm a', () => {
    expect(formatDate(T)).toBe('11/20/2026');
    expect(formatDateTime(T)).toBe('11/20/2026 12:00 pm');
    expect(formatDeviceDate(T)).toBe('November 20, 2026 12:00 pm');
    expect(formatDate(null)).toBe('-');
  });
});

describe('reading codes', () => {
  it('prefixes values by code', () => {
    expect(formatMeasurementValue(7.2, '401 - ok')).toBe('7.2');
    expect(formatMeasurementValue(7.2, '402 - ok')).toBe('7.2');
    expect(formatMeasurementValue(0, '501 - Value below measuring range')).toBe('<0');
    expect(formatMeasurementValue(500, '502 - Value above measuring range')).toBe('>500');
    expect(formatMeasurementValue(10, '403 - NO2 detected')).toBe('!10');
    expect(formatMeasurementValue(5, null)).toBe('5');
  });
  it('splits the message and flags error boxes', () => {
    expect(readingMessage('501 - Value below measuring range')).toBe('Value below measuring range');
    expect(isReadingError('403 - NO2 detected')).toBe(true);
    expect(isReadingError('401 - fine')).toBe(false);
  });
});

describe('superscript', () => {
  it('splits __superscript__ and ,,subscript,, parts of a citation', () => {
    expect(splitCitation('NO__3__-')).toEqual([
      { text: 'NO', script: null },
      { text: '3', script: 'sup' },
      { text: '-', script: null },
    ]);
    expect(splitCitation('NO,,3,,__-__')).toEqual([
      { text: 'NO', script: null },
      { text: '3', script: 'sub' },
      { text: '-', script: 'sup' },
    ]);
    // an unclosed or mixed mark stays plain text
    expect(splitCitation('a__b,,c')).toEqual([{ text: 'a__b,,c', script: null }]);
    expect(splitCitation('')).toEqual([]);
  });
});

describe('formatCount', () => {
  it('separates thousands and shows a dash while unknown', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-98765)).toBe('-98,765');
    expect(formatCount(-0)).toBe('0');
    // what the browser's own grouping gives, for every kind of number
    for (const n of [7, 12_345, 100_000, -1_234_567, 2 ** 53 - 1, 1234.5678, 1e21, NaN])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    expect(formatCount(undefined)).toBe('-');
    expect(formatCount(null)).toBe('-');
  });
});

describe('factLine', () => {
  it('ties each dot to the fact before it and leaves out the empty facts', () => {
    expect(factLine('Range 0-500 mg/l', '307 tests')).toBe('Range 0-500 mg/l\u00a0· 307 tests');
    expect(factLine('Created 11/20/2026', '3 results', undefined, false, '')).toBe(
      'Created 11/20/2026\u00a0· 3 results',
    );
  });
});
