import { downloads, scans } from '../testing/monitoringData';
import { chartPoints, lineSeries, periodCaption, scanSeries } from './monitoringSeries';

describe('captions', () => {
  it('reads months and ISO weeks', () => {
    expect(periodCaption('2026-11')).toBe('Nov 2026');
    expect(periodCaption('2026-W05')).toBe('Week 5, 2026');
    expect(periodCaption('Q3')).toBe('Q3');
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
});
