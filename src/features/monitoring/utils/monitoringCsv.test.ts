import { downloads, range } from '../testing/monitoringData';
import { countryCsvColumns, csvFileName, periodCsvColumns, toCsv } from './monitoringCsv';
import { countryRows, type CountryRow } from './monitoringRows';
import { lineSeries } from './monitoringSeries';

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
