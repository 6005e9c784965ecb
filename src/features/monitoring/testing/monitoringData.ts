/** Monitoring answers and ranges for the tests of the monitoring rules (tests only). */
import dayjs from 'dayjs';
import type { MonitoringData } from '@/api';

export const d = (text: string) => dayjs(text);
export const range = (from: string, to: string) => ({ from: d(from), to: d(to) });
// 2026-11-20 14:30 local time
export const NOW = new Date(2026, 10, 20, 14, 30).getTime();

const counts = {
  lastYear: 0,
  last6Months: 0,
  last3Months: 0,
  lastMonth: 0,
  total: 0,
  last7Days: 0,
  lastDay: 0,
};
export const base = {
  fromDate: '01-01-2026',
  toDate: '31-01-2026',
  filter: 'Week',
  countData: counts,
} as const;

export const downloads: MonitoringData = {
  ...base,
  type: 'appDownload',
  countArray: [
    { label: '2026-W01', value: 30 },
    { label: '2026-W02', value: 12 },
  ],
  downloadData: [
    { label: '2026-W01', ios: 10, android: 20 },
    { label: '2026-W02', ios: 5, android: 7 },
  ],
  tableData: [
    { county: 'Germany', ios: 4, android: 6, total: 10, region: 'EMEA' },
    { county: 'Japan', ios: 9, android: 1, total: 10, region: 'APAC' },
    { county: 'France', ios: 2, android: 3, total: 5, region: 'EMEA' },
    { county: 'Canada', ios: 10, android: 7, total: 17, region: 'NA' },
  ],
};

export const scans: MonitoringData = {
  ...base,
  type: 'totalScan',
  countArray: [{ label: '2026-W01', value: 9 }],
  barGraphData: [{ label: '2026-W01', scanStart: 9, scanFinish: 7 }],
  countryScanData: [
    { country_name: 'Brazil', scanStart: 5, scanFinish: 4, total: 5, region: 'LATAM' },
    { country_name: 'Chile', scanStart: 4, scanFinish: 3, total: 4, region: 'LATAM' },
  ],
};
