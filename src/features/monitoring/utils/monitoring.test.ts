import dayjs from 'dayjs';
import type { MonitoringData } from '@/api';
import {
  activeUserSlices,
  chartPoints,
  countryRows,
  csvFileName,
  countryCsvColumns,
  defaultRange,
  groupingFor,
  isEmptyRange,
  lineSeries,
  monitoringArgs,
  pathDate,
  periodCaption,
  periodCsvColumns,
  rangeDays,
  rangeForView,
  readState,
  stateParams,
  regionRows,
  scanSeries,
  toCsv,
  type CountryRow,
} from './monitoring';

const d = (text: string) => dayjs(text);
const range = (from: string, to: string) => ({ from: d(from), to: d(to) });
// 2026-11-20 14:30 local time
const NOW = new Date(2026, 10, 20, 14, 30).getTime();

const counts = {
  lastYear: 0,
  last6Months: 0,
  last3Months: 0,
  lastMonth: 0,
  total: 0,
  last7Days: 0,
  lastDay: 0,
};
const base = {
  fromDate: '01-01-2026',
  toDate: '31-01-2026',
  filter: 'Week',
  countData: counts,
} as const;

describe('the grouping of the call', () => {
  it.each([
    ['2026-11-01', '2026-11-01', 1, 'Week'],
    ['2026-11-01', '2026-11-28', 28, 'Week'],
    ['2026-11-01', '2026-11-29', 29, 'Month'],
    ['2026-02-01', '2026-02-28', 28, 'Week'],
    ['2026-05-20', '2026-11-20', 185, 'Month'],
  ])('%s .. %s is %i days: %s', (from, to, days, grouping) => {
    expect(rangeDays(range(from, to))).toBe(days);
    expect(groupingFor(range(from, to))).toBe(grouping);
  });

  it('counts calendar days whatever the times of day', () => {
    expect(groupingFor({ from: d('2026-11-01T23:00'), to: d('2026-11-28T01:00') })).toBe('Week');
  });
});

describe('the date path', () => {
  it('writes days as DD-MM-YYYY', () => {
    expect(pathDate(d('2026-03-07'))).toBe('07-03-2026');
    expect(monitoringArgs('totalScan', range('2026-11-01', '2026-11-20'))).toEqual({
      fromDate: '01-11-2026',
      toDate: '20-11-2026',
      filter: 'Week',
      type: 'totalScan',
    });
    expect(monitoringArgs('appDownload', range('2026-05-01', '2026-11-20')).filter).toBe('Month');
  });
});

describe('the date range', () => {
  it('defaults to the last six months up to today', () => {
    const { from, to } = defaultRange(NOW);
    expect(from.format('YYYY-MM-DD')).toBe('2026-05-20');
    expect(to.format('YYYY-MM-DD')).toBe('2026-11-20');
  });

  it('takes whole months for app downloads, never past today', () => {
    const picked = range('2026-05-20', '2026-11-20');
    const months = rangeForView('appDownload', picked, NOW);
    expect(pathDate(months.from)).toBe('01-05-2026');
    expect(pathDate(months.to)).toBe('20-11-2026');
    const past = rangeForView('appDownload', range('2026-02-10', '2026-03-03'), NOW);
    expect([pathDate(past.from), pathDate(past.to)]).toEqual(['01-02-2026', '31-03-2026']);
    // the other views keep the days picked
    expect(rangeForView('activeUser', picked, NOW)).toBe(picked);
  });
});

describe('captions', () => {
  it('reads months and ISO weeks', () => {
    expect(periodCaption('2026-11')).toBe('Nov 2026');
    expect(periodCaption('2026-W05')).toBe('Week 5, 2026');
    expect(periodCaption('Q3')).toBe('Q3');
  });
});

const downloads: MonitoringData = {
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

const scans: MonitoringData = {
  ...base,
  type: 'totalScan',
  countArray: [{ label: '2026-W01', value: 9 }],
  barGraphData: [{ label: '2026-W01', scanStart: 9, scanFinish: 7 }],
  countryScanData: [
    { country_name: 'Brazil', scanStart: 5, scanFinish: 4, total: 5, region: 'LATAM' },
    { country_name: 'Chile', scanStart: 4, scanFinish: 3, total: 4, region: 'LATAM' },
  ],
};

describe('rows by country and by region', () => {
  it('reads downloads and scans into one row shape', () => {
    expect(countryRows(downloads)[0]).toEqual({
      country: 'Germany',
      first: 4,
      second: 6,
      total: 10,
      region: 'EMEA',
    });
    expect(countryRows(scans)[1]).toEqual({
      country: 'Chile',
      first: 4,
      second: 3,
      total: 4,
      region: 'LATAM',
    });
    expect(countryRows({ ...base, type: 'activeUser', countArray: [] })).toEqual([]);
  });

  it('sums countries per region, all four regions in order', () => {
    expect(regionRows(countryRows(downloads))).toEqual([
      { region: 'APAC', first: 9, second: 1, total: 10 },
      { region: 'EMEA', first: 6, second: 9, total: 15 },
      { region: 'LATAM', first: 0, second: 0, total: 0 },
      { region: 'NA', first: 10, second: 7, total: 17 },
    ]);
    expect(regionRows(countryRows(scans)).map((r) => r.total)).toEqual([0, 0, 9, 0]);
  });
});

describe('series', () => {
  it('splits downloads by platform and keeps the total line first', () => {
    const { series, rows } = lineSeries(downloads);
    expect(series).toEqual(['App downloads', 'iOS', 'Android']);
    expect(rows[1].values).toEqual({ 'App downloads': 12, iOS: 5, Android: 7 });
    expect(chartPoints(series, rows).slice(0, 3)).toEqual([
      { x: 'Week 1, 2026', series: 'App downloads', value: 30 },
      { x: 'Week 1, 2026', series: 'iOS', value: 10 },
      { x: 'Week 1, 2026', series: 'Android', value: 20 },
    ]);
  });

  it('stacks scans started and finished', () => {
    expect(scanSeries(scans).rows[0].values).toEqual({ 'Scan Start': 9, 'Scan Finish': 7 });
    expect(scanSeries(downloads).rows).toEqual([]);
  });

  it('shows new and returning users as the parts of the active ones', () => {
    const users = {
      ...base,
      type: 'activeUser' as const,
      countArray: [],
      activeUsers: { active: 50, new: 8 },
    };
    expect(activeUserSlices(users)).toEqual([
      { label: 'New users', value: 8 },
      { label: 'Returning users', value: 42 },
    ]);
    // a server saying more new than active users never gets a negative slice
    expect(activeUserSlices({ ...users, activeUsers: { active: 3, new: 5 } })).toEqual([
      { label: 'New users', value: 3 },
      { label: 'Returning users', value: 0 },
    ]);
  });

  it('tells an empty range', () => {
    expect(isEmptyRange(downloads)).toBe(false);
    expect(isEmptyRange({ ...downloads, countArray: [{ label: '2022-01', value: 0 }] })).toBe(true);
    expect(isEmptyRange(undefined)).toBe(false);
  });
});

describe('CSV files', () => {
  it('writes a header and one line per row, CRLF, numbers plain', () => {
    const csv = toCsv(countryCsvColumns('appDownload'), countryRows(downloads).slice(0, 2));
    expect(csv).toBe(
      'Country,iOS,Android,Total,Region\r\nGermany,4,6,10,EMEA\r\nJapan,9,1,10,APAC\r\n',
    );
    expect(toCsv(countryCsvColumns('totalScan'), []).split('\r\n')[0]).toBe(
      'Country,Scan Start,Scan Finish,Total,Region',
    );
  });

  it('quotes separators and quotes, and defuses formulas', () => {
    const rows: CountryRow[] = [
      { country: 'Korea, Republic of', first: 1, second: 2, total: 3, region: 'APAC' },
      { country: 'The "Island"', first: 0, second: 0, total: 0, region: 'NA' },
      { country: '=HYPERLINK("x")', first: 0, second: 0, total: 0, region: 'NA' },
    ];
    const lines = toCsv(countryCsvColumns('appDownload'), rows).split('\r\n');
    expect(lines[1]).toBe('"Korea, Republic of",1,2,3,APAC');
    expect(lines[2]).toBe('"The ""Island""",0,0,0,NA');
    expect(lines[3]).toBe(`"'=HYPERLINK(""x"")",0,0,0,NA`);
  });

  it('writes the series of a chart per period', () => {
    const { series, rows } = lineSeries(downloads);
    expect(toCsv(periodCsvColumns(series), rows)).toBe(
      'Period,App downloads,iOS,Android\r\n2026-W01,30,10,20\r\n2026-W02,12,5,7\r\n',
    );
  });

  it('names files after the view, the content and the range', () => {
    expect(csvFileName('appDownload', 'by country', range('2026-05-01', '2026-11-20'))).toBe(
      'monitoring_app-downloads_by-country_2026-05-01_2026-11-20.csv',
    );
    expect(csvFileName('totalScan', 'Scans per parameter', range('2026-11-01', '2026-11-20'))).toBe(
      'monitoring_scans_scans-per-parameter_2026-11-01_2026-11-20.csv',
    );
  });
});

describe('the state in the address', () => {
  const read = (query: string) => {
    const { view, range } = readState(new URLSearchParams(query), NOW);
    return [view, range.from.format('YYYY-MM-DD'), range.to.format('YYYY-MM-DD')];
  };

  it('reads the view and the range', () => {
    expect(read('view=totalScan&from=2026-11-01&to=2026-11-20')).toEqual([
      'totalScan',
      '2026-11-01',
      '2026-11-20',
    ]);
    expect(stateParams('activeUser', range('2022-01-01', '2022-06-30'))).toEqual({
      view: 'activeUser',
      from: '2022-01-01',
      to: '2022-06-30',
    });
  });

  it.each([
    ['', 'no parameters'],
    ['view=downloads&from=2026-11-01&to=2026-11-20', 'an unknown view'],
    ['from=2026-02-30&to=2026-03-10', 'a day that does not exist'],
    ['from=2026-11-10&to=2026-11-01', 'a reversed range'],
    ['from=2026-11-10&to=2026-11-21', 'a range past today'],
    ['from=01-11-2026&to=20-11-2026', 'another date format'],
  ])('falls back to the default for %s (%s)', (query) => {
    const [view, from, to] = read(query);
    expect(from).toBe(query.includes('view=downloads') ? '2026-11-01' : '2026-05-20');
    expect(to).toBe(query.includes('view=downloads') ? '2026-11-20' : '2026-11-20');
    expect(view).toBe('appDownload');
  });
});
