import { defaultSettings } from './store';
import { seed } from './seed';
import { storedSettings, storedStateProblems } from './storedState';

describe('storedStateProblems', () => {
  it('passes a fresh seed of every scenario', () => {
    expect(storedStateProblems(seed('default'))).toEqual([]);
    expect(storedStateProblems(seed('large'))).toEqual([]);
  });

  it('finds missing tables, tables of the wrong type and records without ids', () => {
    const d = seed('default') as unknown as Record<string, unknown>;
    delete d.analyses;
    d.results = { 1: 'x' };
    (d.users as unknown[])[0] = 'not a user';
    (d.faqItems as { id: unknown }[])[0]!.id = '7';
    expect(storedStateProblems(d)).toEqual([
      'users[0] is not a record',
      'table results is missing or not a list',
      'table analyses is missing or not a list',
      'faqItems[0] has no valid id',
    ]);
    expect(storedStateProblems(null)).toEqual(['the stored state is not an object']);
  });

  it('checks the id each record type declares: none for a refused login', () => {
    const d = seed('default');
    d.loginFailures = [{ email: 'user@example.com', at: 1 }];
    expect(storedStateProblems(d)).toEqual([]);
    (d.sessions as { id: unknown }[]).push({ ...d.sessions[0], id: '' });
    (d.shares[0] as { id: unknown }).id = 7;
    expect(storedStateProblems(d)).toEqual([
      `sessions[${d.sessions.length - 1}] has no valid id`,
      'shares[0] has no valid id',
    ]);
  });

  it('finds references that no longer hold', () => {
    const d = seed('default');
    d.parameters = d.parameters.slice(1); // a parameter list that no longer matches the results
    d.analyses[0]!.resultIds.push(999999);
    const problems = storedStateProblems(d, Infinity);
    expect(problems).toContain(`analysis ${d.analyses[0]!.id} lists results that do not exist`);
    expect(problems.some((p) => /has a parameter that does not exist/.test(p))).toBe(true);
    expect(storedStateProblems(d)).toHaveLength(10); // reported up to the limit
  });
});

describe('the fields of the stored records', () => {
  it('finds fields whose type is not the one their record type declares', () => {
    const d = seed('default');
    const user = d.users.find((u) => u.email === 'user@example.com')!;
    (user as { roles: unknown }).roles = null;
    (user as { listMetadata: unknown }).listMetadata = null;
    (d.broadcasts[0] as { readBy: unknown }).readBy = null;
    (d.results[0] as { sampleCreationDate: unknown }).sampleCreationDate = 'yesterday';
    (d.analyses[0] as { name: unknown }).name = 42;
    delete (d.parameters[0] as { unit?: unknown }).unit;
    const at = (table: string, row: { id: number }) =>
      `${table}[${(d as unknown as Record<string, { id: number }[]>)[table].indexOf(row)}]`;
    expect(storedStateProblems(d, Infinity)).toEqual([
      `${at('users', user)}.roles must be array`,
      `${at('users', user)}.listMetadata must be object`,
      'parameters[0].unit is missing',
      'results[0].sampleCreationDate must be number',
      'analyses[0].name must be string',
      'broadcasts[0].readBy must be array',
    ]);
  });

  it('takes a table added later as empty when older data has none, but not of the wrong type', () => {
    const d = seed('default') as unknown as Record<string, unknown>;
    delete d.loginFailures;
    expect(storedStateProblems(d)).toEqual([]);
    d.loginFailures = {};
    expect(storedStateProblems(d)).toEqual(['table loginFailures is missing or not a list']);
  });
});

describe('storedSettings', () => {
  it('keeps what fits and drops what does not', () => {
    const defaults = defaultSettings();
    expect(
      storedSettings(
        { scenario: 'huge', clockOffset: '1d', latency: 300, failures: [], countryCode: 'us' },
        defaults,
      ),
    ).toEqual({ ...defaults, latency: 300, countryCode: 'us' });
    expect(storedSettings('x', defaults)).toBe(defaults);
  });
});
