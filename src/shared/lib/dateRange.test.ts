import dayjs from 'dayjs';
import {
  canGoNext,
  isFuture,
  label,
  RANGE_MODES,
  rangeFor,
  selectionError,
  shift,
  type DateRange,
} from './dateRange';

/** Local wall-clock time (the functions work in the browser's zone). */
const local = (text: string) => dayjs(text);
const at = (text: string) => local(text).unix();
const fmt = (r: DateRange) => [
  dayjs.unix(r.start).format('YYYY-MM-DD HH:mm:ss'),
  dayjs.unix(r.end).format('YYYY-MM-DD HH:mm:ss'),
];
// Friday, 20 November 2026, noon (the mock server's reference date)
const NOW = local('2026-11-20T12:00:00').valueOf();

describe('rangeFor', () => {
  it('day: from midnight to the last second of the day', () => {
    expect(fmt(rangeFor('day', NOW))).toEqual(['2026-11-20 00:00:00', '2026-11-20 23:59:59']);
  });

  it('week: Monday to Sunday, also when the anchor is a Sunday or a Monday', () => {
    expect(fmt(rangeFor('week', NOW))).toEqual(['2026-11-16 00:00:00', '2026-11-22 23:59:59']);
    const sunday = rangeFor('week', local('2026-11-22T23:30:00'));
    expect(fmt(sunday)).toEqual(['2026-11-16 00:00:00', '2026-11-22 23:59:59']);
    const monday = rangeFor('week', local('2026-11-23T00:00:00'));
    expect(fmt(monday)).toEqual(['2026-11-23 00:00:00', '2026-11-29 23:59:59']);
  });

  it('week: across a month and a year boundary', () => {
    expect(fmt(rangeFor('week', local('2027-01-01T10:00:00')))).toEqual([
      '2026-12-28 00:00:00',
      '2027-01-03 23:59:59',
    ]);
  });

  it('month: first to last day, including February of a leap year', () => {
    expect(fmt(rangeFor('month', NOW))).toEqual(['2026-11-01 00:00:00', '2026-11-30 23:59:59']);
    expect(fmt(rangeFor('month', local('2028-02-10')))).toEqual([
      '2028-02-01 00:00:00',
      '2028-02-29 23:59:59',
    ]);
    expect(fmt(rangeFor('month', local('2026-12-31T23:59:59')))).toEqual([
      '2026-12-01 00:00:00',
      '2026-12-31 23:59:59',
    ]);
  });

  it('year: 1 January to 31 December', () => {
    expect(fmt(rangeFor('year', NOW))).toEqual(['2026-01-01 00:00:00', '2026-12-31 23:59:59']);
  });

  it('all: from the epoch to the end of the anchor day', () => {
    const r = rangeFor('all', NOW);
    expect(r.start).toBe(0);
    expect(r.end).toBe(at('2026-11-20T23:59:59'));
  });
});

describe('shift', () => {
  it('moves a day, a week, a month and a year back and forth', () => {
    expect(fmt(shift(rangeFor('day', NOW), 'day', -1))[0]).toBe('2026-11-19 00:00:00');
    expect(fmt(shift(rangeFor('day', NOW), 'day', 1))[0]).toBe('2026-11-21 00:00:00');
    expect(fmt(shift(rangeFor('week', NOW), 'week', -1))).toEqual([
      '2026-11-09 00:00:00',
      '2026-11-15 23:59:59',
    ]);
    expect(fmt(shift(rangeFor('month', NOW), 'month', 1))).toEqual([
      '2026-12-01 00:00:00',
      '2026-12-31 23:59:59',
    ]);
    expect(fmt(shift(rangeFor('year', NOW), 'year', -1))).toEqual([
      '2025-01-01 00:00:00',
      '2025-12-31 23:59:59',
    ]);
  });

  it('crosses month and year boundaries', () => {
    const jan = rangeFor('month', local('2027-01-15'));
    expect(fmt(shift(jan, 'month', -1))).toEqual(['2026-12-01 00:00:00', '2026-12-31 23:59:59']);
    const march = rangeFor('month', local('2026-03-31'));
    expect(fmt(shift(march, 'month', -1))).toEqual(['2026-02-01 00:00:00', '2026-02-28 23:59:59']);
    const newYear = rangeFor('day', local('2027-01-01'));
    expect(fmt(shift(newYear, 'day', -1))[0]).toBe('2026-12-31 00:00:00');
  });

  it('keeps whole days across a daylight-saving change (in zones that have one)', () => {
    const week = rangeFor('week', local('2026-11-04T09:00:00'));
    expect(fmt(shift(week, 'week', -1))).toEqual(['2026-10-26 00:00:00', '2026-11-01 23:59:59']);
    expect(fmt(shift(rangeFor('day', local('2026-10-26')), 'day', -1))).toEqual([
      '2026-10-25 00:00:00',
      '2026-10-25 23:59:59',
    ]);
  });

  it('leaves the all-time range alone', () => {
    const all = rangeFor('all', NOW);
    expect(shift(all, 'all', -1)).toEqual(all);
  });
});

describe('the future rules', () => {
  it('a range is in the future only when it starts after now', () => {
    expect(isFuture(rangeFor('day', NOW), NOW)).toBe(false);
    expect(isFuture(rangeFor('day', local('2026-11-21')), NOW)).toBe(true);
    expect(
      isFuture({ start: at('2026-11-20T12:00:00'), end: at('2026-11-20T13:00:00') }, NOW),
    ).toBe(false);
    expect(
      isFuture({ start: at('2026-11-20T12:00:01'), end: at('2026-11-20T13:00:00') }, NOW),
    ).toBe(true);
  });

  it('the next arrow is disabled for the current period and enabled for earlier ones', () => {
    for (const mode of ['day', 'week', 'month', 'year'] as const) {
      const current = rangeFor(mode, NOW);
      expect(canGoNext(current, mode, NOW)).toBe(false);
      expect(canGoNext(shift(current, mode, -1), mode, NOW)).toBe(true);
    }
    expect(canGoNext(rangeFor('all', NOW), 'all', NOW)).toBe(false);
  });

  it('the next arrow follows the clock: last week becomes reachable once the week turns', () => {
    const week = rangeFor('week', NOW);
    const nextMonday = local('2026-11-23T00:00:00').valueOf();
    expect(canGoNext(week, 'week', nextMonday - 1000)).toBe(false);
    expect(canGoNext(week, 'week', nextMonday)).toBe(true);
  });

  it('selecting a future range gives the message of the spec, a past or current one none', () => {
    const FUTURE =
      'It is not possible to select a date range that is in the future. Please select an earlier date range.';
    expect(selectionError(rangeFor('month', local('2026-12-05')), NOW)).toBe(FUTURE);
    expect(selectionError(rangeFor('month', NOW), NOW)).toBeNull();
    expect(selectionError(rangeFor('week', local('2026-11-22')), NOW)).toBeNull();
    expect(selectionError(rangeFor('year', local('2027-01-01')), NOW)).toBe(FUTURE);
  });
});

describe('label', () => {
  it('captions each mode', () => {
    expect(label(rangeFor('day', NOW), 'day')).toBe('11/20/2026');
    expect(label(rangeFor('week', NOW), 'week')).toBe('11/16/2026 - 11/22/2026');
    expect(label(rangeFor('month', NOW), 'month')).toBe('November 2026');
    expect(label(rangeFor('year', NOW), 'year')).toBe('2026');
    expect(label(rangeFor('all', NOW), 'all')).toBe('All time');
  });

  it('lists the buttons of the spec in order', () => {
    expect(RANGE_MODES.map((m) => m.label)).toEqual([
      'Today',
      'This week',
      'This month',
      'This year',
      'All time',
    ]);
  });
});
