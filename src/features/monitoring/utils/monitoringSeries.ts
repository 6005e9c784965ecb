/**
 * The monitoring charts' series: one row per period with every series it shows (downloads split
 * by platform, scans started and finished), and the periods as people read them.
 */
import dayjs from 'dayjs';
import type { MonitoringData } from '@/api';
import { viewOf } from './monitoringViews';

/** One period of a chart with every series it shows. */
export interface PeriodRow {
  label: string;
  values: Record<string, number>;
}

/** A period of the series as people read it: '2026-11' is 'Nov 2026', '2026-W45' is 'Week 45, 2026'. */
export function periodCaption(label: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(label);
  if (month) return dayjs(`${month[1]}-${month[2]}-01`).format('MMM YYYY');
  const week = /^(\d{4})-W(\d{2})$/.exec(label);
  if (week) return `Week ${Number(week[2])}, ${week[1]}`;
  return label;
}

/** The line chart's series per view: downloads split by platform, the others a single line. */
export function lineSeries(data: MonitoringData | undefined): {
  series: string[];
  rows: PeriodRow[];
} {
  if (!data) return { series: [], rows: [] };
  const noun = viewOf(data.type).noun;
  if (data.type === 'appDownload' && data.downloadData) {
    return {
      series: [noun, 'iOS', 'Android'],
      rows: data.downloadData.map((d) => ({
        label: d.label,
        values: { [noun]: d.ios + d.android, iOS: d.ios, Android: d.android },
      })),
    };
  }
  return {
    series: [noun],
    rows: data.countArray.map((p) => ({ label: p.label, values: { [noun]: p.value } })),
  };
}

/** Scans started and finished per period (the stacked bar chart of the scans view). */
export function scanSeries(data: MonitoringData | undefined): {
  series: string[];
  rows: PeriodRow[];
} {
  const bars = data?.barGraphData;
  if (!bars) return { series: [], rows: [] };
  return {
    series: ['Scan Start', 'Scan Finish'],
    rows: bars.map((b) => ({
      label: b.label,
      values: { 'Scan Start': b.scanStart, 'Scan Finish': b.scanFinish },
    })),
  };
}

/** Period rows as chart points: one per period and series, the period as people read it. */
export function chartPoints(
  series: readonly string[],
  rows: readonly PeriodRow[],
): { x: string; series: string; value: number }[] {
  return rows.flatMap((r) =>
    series.map((s) => ({ x: periodCaption(r.label), series: s, value: r.values[s] ?? 0 })),
  );
}
