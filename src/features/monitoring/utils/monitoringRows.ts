/**
 * What a monitoring answer holds, as the screen's rows: the figures by country and by region
 * (downloads iOS/Android, scans started/finished), new versus returning users, and whether the
 * range holds nothing at all.
 */
import type { MonitoringData } from '@/api';
import { REGIONS, type Region } from './monitoringViews';

/** One country's figures, the same shape for downloads (iOS/Android) and scans (started/finished). */
export interface CountryRow {
  country: string;
  /** iOS downloads, or scans started */
  first: number;
  /** Android downloads, or scans finished */
  second: number;
  /** all downloads, or all scans (= started) */
  total: number;
  region: Region;
}

export interface RegionRow {
  region: Region;
  first: number;
  second: number;
  total: number;
}

/** The rows by country of a download or scan answer (none for active users). */
export function countryRows(data: MonitoringData | undefined): CountryRow[] {
  if (!data) return [];
  if (data.type === 'appDownload')
    return (data.tableData ?? []).map((r) => ({
      country: r.county,
      first: r.ios,
      second: r.android,
      total: r.total,
      region: r.region,
    }));
  if (data.type === 'totalScan')
    return (data.countryScanData ?? []).map((r) => ({
      country: r.country_name,
      first: r.scanStart,
      second: r.scanFinish,
      total: r.total,
      region: r.region,
    }));
  return [];
}

/** The country rows summed per region: always the four regions, in their order. */
export function regionRows(rows: readonly CountryRow[]): RegionRow[] {
  return REGIONS.map((region) =>
    rows
      .filter((r) => r.region === region)
      .reduce(
        (sum, r) => ({
          ...sum,
          first: sum.first + r.first,
          second: sum.second + r.second,
          total: sum.total + r.total,
        }),
        {
          region,
          first: 0,
          second: 0,
          total: 0,
        },
      ),
  );
}

/**
 * The ring of active versus new users: the server's two figures side by side, as its title
 * says. New users are counted among the active ones as well, so the slices are compared, not
 * added up (the ring shows no shares of their sum).
 */
export function activeUserSlices(
  data: MonitoringData | undefined,
): { label: string; value: number }[] {
  const users = data?.activeUsers;
  if (!users) return [];
  return [
    { label: 'Active users', value: users.active },
    { label: 'New users', value: users.new },
  ];
}

/** Whether the range holds nothing at all (e.g. before the app existed). */
export function isEmptyRange(data: MonitoringData | undefined): boolean {
  return !!data && data.countArray.every((p) => p.value === 0);
}
