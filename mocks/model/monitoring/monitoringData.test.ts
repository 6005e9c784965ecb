import {
  monitoringData,
  monthsBefore,
  parseDayDate,
  periodLabel,
  splitByWeight,
} from './monitoringData';
import { COUNTRIES, dayFigures, LAUNCH_DAY, mulberry32 } from './monitoringFigures';

const day = (s: string) => parseDayDate(s)!;

describe('monitoringData helpers', () => {
  it('mulberry32 is a deterministic PRNG in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 5 }, () => a());
    expect(xs).toEqual(Array.from({ length: 5 }, () => b()));
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
    expect(mulberry32(43)()).not.toBe(xs[0]);
  });

  it('parses DD-MM-YYYY dates strictly', () => {
    expect(day('01-01-1970')).toBe(0);
    expect(day('02-01-1970')).toBe(1);
    expect(parseDayDate('29-02-2025')).toBeNull();
    expect(parseDayDate('1-1-2025')).toBeNull();
  });

  it('labels ISO weeks and months', () => {
    expect(periodLabel(day('29-12-2025'), 'Week')).toBe('2026-W01');
    expect(periodLabel(day('01-01-2027'), 'Week')).toBe('2026-W53');
    expect(periodLabel(day('31-12-2024'), 'Week')).toBe('2025-W01');
    expect(periodLabel(day('20-11-2026'), 'Week')).toBe('2026-W47');
    expect(periodLabel(day('20-11-2026'), 'Month')).toBe('2026-11');
  });

  it('goes back calendar months, clamping to the month length', () => {
    expect(monthsBefore(day('31-03-2026'), 1)).toBe(day('28-02-2026'));
    expect(monthsBefore(day('20-11-2026'), 12)).toBe(day('20-11-2025'));
  });

  it('splits a total exactly by weights', () => {
    const parts = splitByWeight(100, [1, 1, 1]);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(100);
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
    expect(splitByWeight(0, [])).toEqual([]);
    // a remainder of two over three parts: both go to the largest fractions (1.4, 1.7 and 1.9)
    expect(splitByWeight(5, [1.4, 1.7, 1.9])).toEqual([1, 2, 2]);
    for (const total of [29471, 7, 1000003])
      expect(splitByWeight(total, [1.3, 2.9, 3.7]).reduce((s, p) => s + p, 0)).toBe(total);
  });

  it('gives plausible day figures per country', () => {
    const d = day('15-06-2026');
    const scans = dayFigures('totalScan', d);
    expect(scans).toHaveLength(COUNTRIES.length);
    for (const [start, finish] of scans) expect(finish).toBeLessThanOrEqual(start);
    for (const [active, fresh] of dayFigures('activeUser', d))
      expect(fresh).toBeLessThanOrEqual(active);
    expect(dayFigures('appDownload', d)).toEqual(dayFigures('appDownload', d));
  });

  it('counts nothing before the launch', () => {
    const today = day('20-11-2026');
    const data = monitoringData({
      type: 'appDownload',
      filter: 'Month',
      fromDate: '',
      toDate: '',
      fromDay: LAUNCH_DAY - 40,
      toDay: LAUNCH_DAY - 1,
      today,
      parameters: [],
    });
    expect(data.countArray.every((r) => r.value === 0)).toBe(true);
  });
});
