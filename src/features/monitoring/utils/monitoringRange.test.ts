import { d, NOW, range } from '../testing/monitoringData';
import {
  defaultRange,
  groupingFor,
  monitoringArgs,
  pathDate,
  rangeDays,
  rangeForView,
} from './monitoringRange';

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
