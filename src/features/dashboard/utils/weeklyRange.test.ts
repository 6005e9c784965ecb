import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { daysOf, defaultRange, rangeError, rangeQuery, type DateRange } from './weeklyRange';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const range = (a: string, b: string): DateRange => [dayjs(a), dayjs(b)];

describe('default range', () => {
  it('is the last 7 days ending today', () => {
    const [from, to] = defaultRange(NOW);
    expect(from.format('MM/DD/YYYY HH:mm')).toBe('11/14/2026 00:00');
    expect(to.format('MM/DD/YYYY HH:mm')).toBe('11/20/2026 23:59');
    expect(daysOf([from, to])).toHaveLength(7);
  });
});

describe('range rules', () => {
  it('accepts a past week and a range ending today', () => {
    expect(rangeError(range('2026-11-01', '2026-11-07'), NOW)).toBeNull();
    expect(rangeError(range('2026-11-14', '2026-11-20'), NOW)).toBeNull();
  });

  it('refuses a start at or before 01/01/1970', () => {
    expect(rangeError(range('1970-01-01', '1970-01-05'), NOW)).toBe(
      'Selected date must be greater than 01/01/1970!',
    );
    expect(rangeError(range('1969-12-24', '1970-01-05'), NOW)).toBe(
      'Selected date must be greater than 01/01/1970!',
    );
    expect(rangeError(range('1970-01-02', '1970-01-05'), NOW)).toBeNull();
  });

  it('refuses ranges reaching into the future (server clock)', () => {
    expect(rangeError(range('2026-11-18', '2026-11-21'), NOW)).toBe(
      'It is not possible to select a date range that is in the future. Please select an earlier date range.',
    );
    expect(rangeError(range('2026-12-01', '2026-12-07'), NOW)).toBe(
      'It is not possible to select a date range that is in the future. Please select an earlier date range.',
    );
    const later = NOW + 5 * 86400000;
    expect(rangeError(range('2026-11-18', '2026-11-21'), later)).toBeNull();
  });

  it('refuses more than 366 days with the server message', () => {
    expect(rangeError(range('2025-01-01', '2026-01-05'), NOW)).toBe(
      'The range must not be longer than 366 days.',
    );
    expect(rangeError(range('2025-11-20', '2026-11-20'), NOW)).toBeNull();
  });
});

describe('query and days', () => {
  it('sends whole days as epoch seconds', () => {
    expect(rangeQuery(range('2026-11-14T10:00:00Z', '2026-11-20T08:00:00Z'))).toEqual({
      from: Date.parse('2026-11-14T00:00:00Z') / 1000,
      to: Date.parse('2026-11-20T23:59:59Z') / 1000,
    });
  });

  it('lists every day of the range', () => {
    expect(daysOf(range('2026-11-29', '2026-12-02'))).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });
});
