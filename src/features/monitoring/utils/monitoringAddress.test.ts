import { NOW, range } from '../testing/monitoringData';
import { readState, stateParams } from './monitoringAddress';

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
