import { COUNTRIES } from '../../model/monitoring/monitoringFigures';
import { configureClock, DAY } from '@mocks/db/clock';
import { call, loginAs } from '@tests/utils/apiClient';

// The mock clock stands at 2026-11-20 12:00 UTC.
const url = (from: string, to: string, filter: string, type: string) =>
  `/info/webview/get-analysis-json/fromDate/${from}/toDate/${to}/filter/${filter}/type/${type}`;
const SIX_MONTHS = url('20-05-2026', '20-11-2026', 'Month', 'appDownload');
const sum = (rows: { value: number }[]) => rows.reduce((s, r) => s + r.value, 0);
const messages = (body: { violations: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

describe('getMonitoringData', () => {
  it('refuses anonymous callers and users', async () => {
    expect((await call('GET', SIX_MONTHS)).status).toBe(401);
    await loginAs('user@example.com');
    expect((await call('GET', SIX_MONTHS)).status).toBe(403);
  });

  describe('as admin', () => {
    beforeEach(async () => {
      await loginAs('admin@example.com');
    });

    it.each([
      ['31-02-2026', '20-11-2026', { fromDate: 'This value is not a valid date (DD-MM-YYYY).' }],
      ['2026-01-01', '20-11-2026', { fromDate: 'This value is not a valid date (DD-MM-YYYY).' }],
      ['01-01-2026', '32-01-2026', { toDate: 'This value is not a valid date (DD-MM-YYYY).' }],
      ['21-11-2026', '20-11-2026', { fromDate: 'The start date must not be after the end date.' }],
      ['01-01-2000', '01-01-2020', { toDate: 'The date range must not be longer than 10 years.' }],
    ])('refuses %s .. %s (400)', async (from, to, expected) => {
      const res = await call('GET', url(from, to, 'Week', 'totalScan'));
      expect(res.status).toBe(400);
      expect(messages(res.body)).toEqual(expected);
    });

    it('refuses an unknown filter or type (400)', async () => {
      const res = await call('GET', url('01-01-2026', '20-11-2026', 'Year', 'downloads'));
      expect(res.status).toBe(400);
      expect(Object.keys(messages(res.body))).toEqual(['filter', 'type']);
    });

    it('answers app downloads per month and per country', async () => {
      const res = await call('GET', SIX_MONTHS);
      expect(res.status).toBe(200);
      const body = res.body;
      expect(body).toMatchObject({
        type: 'appDownload',
        filter: 'Month',
        fromDate: '20-05-2026',
        toDate: '20-11-2026',
      });
      const labels = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
      expect(body.countArray.map((r: { label: string }) => r.label)).toEqual(labels);
      expect(body.downloadData.map((r: { label: string }) => r.label)).toEqual(labels);
      body.downloadData.forEach((d: { ios: number; android: number }, i: number) => {
        expect(body.countArray[i].value).toBe(d.ios + d.android);
      });
      expect(body.tableData).toHaveLength(COUNTRIES.length);
      for (const row of body.tableData) expect(row.total).toBe(row.ios + row.android);
      const tableTotal = body.tableData.reduce((s: number, r: { total: number }) => s + r.total, 0);
      expect(tableTotal).toBe(sum(body.countArray));
      expect(new Set(body.tableData.map((r: { region: string }) => r.region))).toEqual(
        new Set(['APAC', 'EMEA', 'LATAM', 'NA']),
      );
      expect(body.tableData[0].county).toBe('United States of America');
      expect(body.barGraphData).toBeUndefined();
    });

    it('gives identical figures for identical requests', async () => {
      const a = await call('GET', url('01-01-2025', '20-11-2026', 'Week', 'totalScan'));
      const b = await call('GET', url('01-01-2025', '20-11-2026', 'Week', 'totalScan'));
      expect(a.body).toEqual(b.body);
      const other = await call('GET', url('01-01-2025', '20-11-2026', 'Week', 'activeUser'));
      expect(other.body.countArray).not.toEqual(a.body.countArray);
    });

    it('honours the grouping asked for: ISO weeks', async () => {
      const res = await call('GET', url('01-11-2026', '20-11-2026', 'Week', 'activeUser'));
      expect(res.body.countArray.map((r: { label: string }) => r.label)).toEqual([
        '2026-W44',
        '2026-W45',
        '2026-W46',
        '2026-W47',
      ]);
      const long = await call('GET', url('20-05-2026', '20-11-2026', 'Week', 'activeUser'));
      expect(long.body.countArray).toHaveLength(27);
    });

    it('refuses a range that ends in the future (400), allowing the day after today for zones ahead of UTC', async () => {
      const future = await call('GET', url('01-11-2026', '31-01-2027', 'Month', 'appDownload'));
      expect(future.status).toBe(400);
      expect(messages(future.body)).toEqual({
        toDate: 'The date range must not lie in the future.',
      });
      const ahead = await call('GET', url('22-11-2026', '30-11-2026', 'Week', 'appDownload'));
      expect(messages(ahead.body)).toEqual({
        toDate: 'The date range must not lie in the future.',
      });
      // today is 20-11-2026 on the mock clock; the 21st may already be today east of UTC
      const tomorrow = await call('GET', url('16-11-2026', '21-11-2026', 'Week', 'appDownload'));
      expect(tomorrow.status).toBe(200);
      const today = await call('GET', url('16-11-2026', '20-11-2026', 'Week', 'appDownload'));
      // nothing is counted after today
      expect(tomorrow.body.countArray).toEqual(today.body.countArray);
    });

    it.each(['appDownload', 'activeUser', 'totalScan'])(
      'gives the same %s figures in every view of the same range',
      async (type) => {
        // the same 59 days as months and as weeks: equal totals
        const byMonth = (await call('GET', url('01-09-2026', '29-10-2026', 'Month', type))).body;
        const byWeek = (await call('GET', url('01-09-2026', '29-10-2026', 'Week', type))).body;
        const total = sum(byMonth.countArray);
        expect(total).toBeGreaterThan(0);
        expect(sum(byWeek.countArray)).toBe(total);
        if (type === 'appDownload') {
          // the country table, the iOS/Android series and the line agree
          const tableTotal = byMonth.tableData.reduce(
            (s: number, r: { total: number }) => s + r.total,
            0,
          );
          expect(tableTotal).toBe(total);
          const series = byWeek.downloadData.reduce(
            (s: number, r: { ios: number; android: number }) => s + r.ios + r.android,
            0,
          );
          expect(series).toBe(total);
          const germanyMonth = byMonth.tableData.find(
            (r: { county: string }) => r.county === 'Germany',
          );
          const germanyWeek = byWeek.tableData.find(
            (r: { county: string }) => r.county === 'Germany',
          );
          expect(germanyWeek).toEqual(germanyMonth);
        }
        if (type === 'activeUser') expect(byWeek.activeUsers).toEqual(byMonth.activeUsers);
        if (type === 'totalScan') {
          const countries = byWeek.countryScanData.reduce(
            (s: number, r: { total: number }) => s + r.total,
            0,
          );
          expect(countries).toBe(total);
          expect(byWeek.countryScanData).toEqual(byMonth.countryScanData);
          expect(byWeek.parameterscanData).toEqual(byMonth.parameterscanData);
          // the parameter table counts the finished scans the country table shows
          const finished = byWeek.countryScanData.reduce(
            (s: number, r: { scanFinish: number }) => s + r.scanFinish,
            0,
          );
          expect(
            byWeek.parameterscanData.reduce((s: number, p: { count: number }) => s + p.count, 0),
          ).toBe(finished);
        }
        // a tile is the line's sum over its window: last 7 days = 14-11-2026 .. 20-11-2026
        const week = (await call('GET', url('14-11-2026', '20-11-2026', 'Week', type))).body;
        expect(week.countData.last7Days).toBe(sum(week.countArray));
      },
    );

    it('grows over time', async () => {
      const before = await call('GET', url('01-06-2024', '30-06-2024', 'Month', 'totalScan'));
      const later = await call('GET', url('01-06-2026', '30-06-2026', 'Month', 'totalScan'));
      expect(later.body.countArray[0].value).toBeGreaterThan(before.body.countArray[0].value * 1.3);
    });

    it('answers the tiles relative to the mock clock', async () => {
      const res = await call('GET', SIX_MONTHS);
      const c = res.body.countData;
      expect(c.lastDay).toBeGreaterThan(0);
      expect(c.last7Days).toBeGreaterThan(c.lastDay);
      expect(c.lastMonth).toBeGreaterThan(c.last7Days);
      expect(c.last3Months).toBeGreaterThan(c.lastMonth);
      expect(c.last6Months).toBeGreaterThan(c.last3Months);
      expect(c.lastYear).toBeGreaterThan(c.last6Months);
      expect(c.total).toBeGreaterThan(c.lastYear);
      const otherRange = await call('GET', url('01-01-2026', '31-01-2026', 'Week', 'appDownload'));
      expect(otherRange.body.countData).toEqual(c);
      configureClock({ offset: 30 * DAY });
      await loginAs('admin@example.com'); // the session of a month before has ended
      const later = await call('GET', SIX_MONTHS);
      expect(later.body.countData.total).toBeGreaterThan(c.total);
    });

    it('answers active and new users', async () => {
      const res = await call('GET', url('01-01-2026', '20-11-2026', 'Month', 'activeUser'));
      const { activeUsers, countArray } = res.body;
      expect(activeUsers.active).toBe(sum(countArray));
      expect(activeUsers.new).toBeGreaterThan(0);
      expect(activeUsers.new).toBeLessThan(activeUsers.active);
      expect(res.body.downloadData).toBeUndefined();
    });

    it('answers scans per period, per released parameter and per country', async () => {
      const res = await call('GET', url('20-05-2026', '20-11-2026', 'Month', 'totalScan'));
      const body = res.body;
      for (const bar of body.barGraphData) {
        expect(bar.scanFinish).toBeLessThanOrEqual(bar.scanStart);
        expect(bar.scanFinish).toBeGreaterThan(bar.scanStart * 0.6);
      }
      expect(body.countArray.map((r: { value: number }) => r.value)).toEqual(
        body.barGraphData.map((r: { scanStart: number }) => r.scanStart),
      );
      expect(body.parameterscanData.map((p: { name: string }) => p.name)).toEqual([
        'pH',
        'Nitrate',
        'Nitrite',
      ]);
      const finished = body.barGraphData.reduce(
        (s: number, r: { scanFinish: number }) => s + r.scanFinish,
        0,
      );
      expect(
        body.parameterscanData.reduce((s: number, p: { count: number }) => s + p.count, 0),
      ).toBe(finished);
      expect(body.countryScanData).toHaveLength(COUNTRIES.length);
      for (const row of body.countryScanData) {
        expect(row.scanFinish).toBeLessThanOrEqual(row.scanStart);
        expect(row.total).toBe(row.scanStart);
      }
    });
  });
});

describe('getWorldMap', () => {
  it('serves the world TopoJSON to anyone', async () => {
    const res = await call('GET', '/static/world-countries.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.type).toBe('Topology');
    const names = res.body.objects.countries.geometries.map(
      (g: { properties: { name: string } }) => g.properties.name,
    );
    expect(names.length).toBeGreaterThan(150);
    for (const c of COUNTRIES) expect(names).toContain(c.name);
  });
});
