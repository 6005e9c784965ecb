import { mergeSets, type ModuleSet } from './chunkMerge';

const KB = 1024;
const set = (routes: string[], kb: number, name: string, imports: number[] = []): ModuleSet => ({
  routes,
  size: kb * KB,
  modules: [name],
  imports,
});
const files = (sets: ModuleSet[], fileCost = 48 * KB) =>
  mergeSets(sets, fileCost)
    .map((s) => s.modules.sort().join('+'))
    .sort();

describe('mergeSets: which sets of modules share a file', () => {
  it('joins small sets of the same pages, keeps apart what other pages would load for nothing', () => {
    expect(files([set(['a', 'b'], 4, 'x'), set(['a', 'b'], 6, 'y')])).toEqual(['x+y']);
    // 300 kB page b does not run against one file less for page a
    expect(files([set(['a'], 2, 'x'), set(['a', 'b'], 300, 'big')])).toEqual(['big+x']);
    expect(files([set(['a'], 300, 'x'), set(['b'], 300, 'y')])).toEqual(['x', 'y']);
  });

  it('costs a merge what it pulls in: the files its modules import, for the pages it adds', () => {
    // `small` (page a) imports `lib` (pages a, c, d). Joined with `tiny` (pages a, b), page b
    // would load lib too, 200 kB it never runs: small joins lib instead
    const sets = [
      set(['a'], 1, 'small', [2]),
      set(['a', 'b'], 1, 'tiny'),
      set(['a', 'c', 'd'], 200, 'lib'),
    ];
    expect(files(sets)).toEqual(['lib+small', 'tiny']);
  });

  it('never lets a set reach pages beyond its ceiling (a chart card: its pages fetch the charts)', () => {
    const card = { ...set(['a'], 1, 'card'), ceiling: ['a'] };
    expect(files([card, set(['a', 'b'], 1, 'ui')])).toEqual(['card', 'ui']);
  });

  it('weighs pages: a page opened first by many counts more', () => {
    const sets = [set(['visitor'], 30, 'x'), set(['visitor', 'user1', 'user2'], 30, 'y')];
    expect(files(sets, 40 * KB)).toEqual(['x', 'y']);
    const weighed = mergeSets(sets, 40 * KB, (r) => (r === 'visitor' ? 3 : 1));
    expect(weighed.map((s) => s.modules.sort())).toEqual([['x', 'y']]);
  });

  it('joins a hand-made file with nothing, and costs a merge the pages it pulls that file into', () => {
    // `auth` is a file of its own (fixed); `page` (page n) imports it. Joined with `ui` (pages a,
    // b, n), pages a and b would load auth too, 20 kB and a file each: page stays apart
    const sets = [
      { ...set(['n'], 20, 'auth'), fixed: true },
      set(['n'], 1, 'page', [0]),
      set(['a', 'b', 'n'], 10, 'ui'),
    ];
    expect(files(sets)).toEqual(['page', 'ui']);
    // counted as an ordinary set, auth would join page and ui in one file: the model would put
    // page beside ui, but the build keeps auth in its own file, which a and b would then load
    expect(files([{ ...sets[0], fixed: false }, ...sets.slice(1)])).toEqual(['auth+page+ui']);
    // two fixed sets of the same pages stay apart, and out of the result
    const fixed = (name: string) => ({ ...set(['a'], 1, name), fixed: true });
    expect(files([fixed('x'), fixed('y'), set(['a'], 1, 'z')])).toEqual(['z']);
  });
});
