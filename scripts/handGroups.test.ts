import { handGroups, handPlacement } from './handGroups';

describe('hand-made chunks as the route-level chunks see them', () => {
  it('takes each module into the first group naming it, highest priority first', () => {
    const groups = handGroups([
      { name: 'app', priority: 20, tags: ['$initial'] },
      { name: 'forms', priority: 15, test: /\/form\// },
      { name: 'core', priority: 30, test: (id: string) => id.startsWith('/core/') },
      { name: 'all', priority: 10, test: '\\.js$' },
    ]);
    // the group without a test (the entry's) is not one the model can name modules for
    expect(groups.map((g) => g.name)).toEqual(['core', 'forms', 'all']);
    const taken = handPlacement(['/core/form/a.js', '/x/form/b.js', '/y/c.js', '/y/d.ts'], groups);
    expect([...taken]).toEqual([
      ['/core/form/a.js', 'core'],
      ['/x/form/b.js', 'forms'],
      ['/y/c.js', 'all'],
    ]);
  });
});
