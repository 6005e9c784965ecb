/**
 * The monitoring screen's three views (app downloads, active users, scans), the sales regions,
 * the seven count tiles and the titles of the two figures a row holds per view.
 */
import type { MonitoringData } from '@/api';

export type MonitoringView = MonitoringData['type'];
export type Grouping = MonitoringData['filter'];
export type Region = 'APAC' | 'EMEA' | 'LATAM' | 'NA';

export const VIEWS: readonly { value: MonitoringView; label: string; noun: string }[] = [
  { value: 'appDownload', label: 'No. of App Downloads', noun: 'App downloads' },
  { value: 'activeUser', label: 'No. of Active Users', noun: 'Active users' },
  { value: 'totalScan', label: 'Total no. of scans', noun: 'Scans' },
];

export const viewOf = (view: MonitoringView) => VIEWS.find((v) => v.value === view)!;

/** Sales regions, in the order the region table lists them. */
export const REGIONS: readonly Region[] = ['APAC', 'EMEA', 'LATAM', 'NA'];

export const MONITORING_FAILURE = 'Monitoring data failure';

/** The seven count tiles, in order, with the server's field each shows. */
export const TILES: readonly { key: keyof MonitoringData['countData']; title: string }[] = [
  { key: 'lastYear', title: 'Last year' },
  { key: 'last6Months', title: 'Last 6 months' },
  { key: 'last3Months', title: 'Last 3 months' },
  { key: 'lastMonth', title: 'Last 1 month' },
  { key: 'total', title: 'Total' },
  { key: 'last7Days', title: 'Last 7 days' },
  { key: 'lastDay', title: 'Last 1 day' },
];

/** Column titles of the two figures per view. */
export function figureTitles(view: MonitoringView): {
  first: string;
  second: string;
  total: string;
} {
  return view === 'totalScan'
    ? { first: 'Scan Start', second: 'Scan Finish', total: 'Total' }
    : { first: 'iOS', second: 'Android', total: 'Total' };
}
