import { base, downloads, scans } from '../testing/monitoringData';
import { activeUserSlices, countryRows, isEmptyRange, regionRows } from './monitoringRows';

describe('rows of an answer', () => {
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

  it("shows active versus new users: the two figures, as the ring's title says", () => {
    const users = {
      ...base,
      type: 'activeUser' as const,
      countArray: [],
      activeUsers: { active: 50, new: 8 },
    };
    expect(activeUserSlices(users)).toEqual([
      { label: 'Active users', value: 50 },
      { label: 'New users', value: 8 },
    ]);
    expect(activeUserSlices({ ...users, activeUsers: undefined })).toEqual([]);
  });

  it('tells an empty range', () => {
    expect(isEmptyRange(downloads)).toBe(false);
    expect(isEmptyRange({ ...downloads, countArray: [{ label: '2022-01', value: 0 }] })).toBe(true);
    expect(isEmptyRange(undefined)).toBe(false);
  });
});
