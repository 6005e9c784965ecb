/**
 * Weekly Performance chart data: measurements per day and parameter with the top 3 parameters
 * as their own series and the rest as 'Others' (spec 2 section 9); every day of the range gets
 * a bar slot; each parameter keeps its own colour (parameterColors.ts) whatever its rank, and
 * 'Others' is grey.
 */
import dayjs from 'dayjs';
import { byCodePoint, groupTopSeries, OTHERS_SERIES } from '@/shared/lib/chartData';
import type { StackedBarDatum } from '@/shared/ui/ChartCard';
import type { WeeklyPerformanceEntry } from '@/api';
import { OTHERS_COLOR, parameterColor } from '@/shared/lib/parameterColors';

type Entry = WeeklyPerformanceEntry;

export const TOP_SERIES = 3;

/** Day labels: MM/DD, or MM/DD/YYYY when the days span more than one year. */
export function dayLabel(day: string, days: readonly string[]): string {
  const years = new Set(days.map((d) => d.slice(0, 4)));
  return dayjs(day).format(years.size > 1 ? 'MM/DD/YYYY' : 'MM/DD');
}

export interface WeeklyChart {
  data: StackedBarDatum[];
  colors: Record<string, string>;
  /** Series names, top parameter first, 'Others' last when present. */
  series: string[];
  total: number;
}

export function weeklyChart(entries: readonly Entry[], days: readonly string[]): WeeklyChart {
  const grouped = groupTopSeries(entries, TOP_SERIES);
  if (grouped.length === 0) return { data: [], colors: {}, series: [], total: 0 };
  const totals = new Map<string, number>();
  for (const d of grouped) totals.set(d.series, (totals.get(d.series) ?? 0) + d.value);
  const series = [...totals.entries()]
    .sort(
      (a, b) =>
        Number(a[0] === OTHERS_SERIES) - Number(b[0] === OTHERS_SERIES) ||
        b[1] - a[1] ||
        byCodePoint(a[0], b[0]),
    )
    .map(([name]) => name);
  const idOf = new Map(entries.map((e) => [e.parameterName, e.parameterId]));
  const colors: Record<string, string> = {};
  for (const name of series) {
    const id = idOf.get(name);
    colors[name] = name === OTHERS_SERIES || id === undefined ? OTHERS_COLOR : parameterColor(id);
  }
  const byDay = new Map<string, StackedBarDatum[]>();
  for (const d of grouped) byDay.set(d.x, [...(byDay.get(d.x) ?? []), d]);
  const allDays = [...new Set([...days, ...byDay.keys()])].sort();
  const data = allDays.flatMap((day) => {
    const x = dayLabel(day, allDays);
    const rows = byDay.get(day) ?? [{ x: day, series: series[0], value: 0 }];
    return rows.map((r) => ({ x, series: r.series, value: r.value }));
  });
  const total = grouped.reduce((s, d) => s + d.value, 0);
  return { data, colors, series, total };
}
