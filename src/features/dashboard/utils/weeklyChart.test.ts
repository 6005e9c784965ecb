import { describe, expect, it } from 'vitest';
import { dayLabel, weeklyChart } from './weeklyChart';

const e = (date: string, parameterName: string, count: number, parameterId = 1) => ({
  date,
  parameterId,
  parameterName,
  count,
});

describe('weeklyChart', () => {
  it('is empty without measurements', () => {
    expect(weeklyChart([], ['2026-11-19', '2026-11-20'])).toEqual({
      data: [],
      colors: {},
      series: [],
      total: 0,
    });
  });

  it('keeps the top 3 parameters, sums the rest as Others and fills every day', () => {
    const entries = [
      e('2026-11-18', 'pH', 5, 1),
      e('2026-11-18', 'Nitrate', 3, 2),
      e('2026-11-18', 'Nitrite', 2, 3),
      e('2026-11-18', 'Ammonium', 1, 4),
      e('2026-11-20', 'Phosphate', 1, 5),
      e('2026-11-20', 'pH', 1, 1),
    ];
    const chart = weeklyChart(entries, ['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(chart.series).toEqual(['pH', 'Nitrate', 'Nitrite', 'Others']);
    expect(chart.colors).toEqual({
      pH: '#149b5f',
      Nitrate: '#FFC832',
      Nitrite: '#1677ff',
      Others: '#bfbfbf',
    });
    expect(chart.total).toBe(13);
    expect(chart.data).toEqual([
      { x: '11/18', series: 'pH', value: 5 },
      { x: '11/18', series: 'Nitrate', value: 3 },
      { x: '11/18', series: 'Nitrite', value: 2 },
      { x: '11/18', series: 'Others', value: 1 },
      { x: '11/19', series: 'pH', value: 0 },
      { x: '11/20', series: 'pH', value: 1 },
      { x: '11/20', series: 'Others', value: 1 },
    ]);
  });

  it('keeps each parameter in its colour whatever its rank in the range', () => {
    const week1 = weeklyChart([e('2026-11-18', 'Nitrate', 5, 2), e('2026-11-18', 'pH', 1, 1)], []);
    const week2 = weeklyChart([e('2026-11-25', 'pH', 5, 1), e('2026-11-25', 'Nitrate', 1, 2)], []);
    expect(week1.series).toEqual(['Nitrate', 'pH']);
    expect(week2.series).toEqual(['pH', 'Nitrate']);
    expect(week1.colors).toEqual(week2.colors);
    expect(week1.colors.Nitrate).toBe('#FFC832');
  });

  it('labels days with the year when the range spans two years', () => {
    expect(dayLabel('2026-12-31', ['2026-12-31', '2027-01-01'])).toBe('12/31/2026');
    expect(dayLabel('2026-12-30', ['2026-12-30', '2026-12-31'])).toBe('12/30');
  });
});
