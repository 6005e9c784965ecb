import { DAY, HOUR, MINUTE } from '../db/clock';
import { parseClockOffset, parseMockQuery, stripMockQuery } from './parseMockQuery';

describe('parseMockQuery', () => {
  it('reads nothing from a query without mock parameters', () => {
    expect(parseMockQuery('?page=2')).toEqual({ reset: false, panelOpen: false, errors: [] });
    expect(parseMockQuery('')).toEqual({ reset: false, panelOpen: false, errors: [] });
  });

  it('reads reset, scenario, latency, country and panel', () => {
    const plan = parseMockQuery(
      '?mockReset=1&mockScenario=large&mockLatency=1000&mockCountry=US&mockPanel=open',
    );
    expect(plan).toEqual({
      reset: true,
      scenario: 'large',
      latency: 1000,
      countryCode: 'us',
      panelOpen: true,
      errors: [],
    });
  });

  it('accepts mockReset without a value and refuses mockReset=0', () => {
    expect(parseMockQuery('?mockReset').reset).toBe(true);
    expect(parseMockQuery('?mockReset=0').reset).toBe(false);
  });

  it('reads failures per operation, with 500 as the default kind', () => {
    const plan = parseMockQuery(
      '?mockFail=getUser:500,listResults:network,login:401,listAnalyses,getResult:malformed',
    );
    expect(plan.failures).toEqual({
      getUser: '500',
      listResults: 'network',
      login: '401',
      listAnalyses: '500',
      getResult: 'malformed',
    });
    expect(plan.errors).toEqual([]);
  });

  it('reads a failure for every operation', () => {
    expect(parseMockQuery('?mockFail=*:500').failures).toEqual({ '*': '500' });
    expect(parseMockQuery('?mockFail=*%3Anetwork').failures).toEqual({ '*': 'network' });
  });

  it('clears failures with mockFail=none or an empty value', () => {
    expect(parseMockQuery('?mockFail=none').failures).toEqual({});
    expect(parseMockQuery('?mockFail=').failures).toEqual({});
  });

  it('skips unknown operations and kinds and reports them', () => {
    const plan = parseMockQuery('?mockFail=getUser:418,noSuchOp:500,getResult:network');
    expect(plan.failures).toEqual({ getResult: 'network' });
    expect(plan.errors).toEqual([
      'mockFail: unknown failure "418" (use 500, 401, network or malformed)',
      'mockFail: unknown operation "noSuchOp"',
    ]);
  });

  it('reports invalid scenario, latency, clock and country values', () => {
    const plan = parseMockQuery(
      '?mockScenario=huge&mockLatency=-5&mockClock=tomorrow&mockCountry=usa',
    );
    expect(plan.scenario).toBeUndefined();
    expect(plan.latency).toBeUndefined();
    expect(plan.clockOffset).toBeUndefined();
    expect(plan.countryCode).toBeUndefined();
    expect(plan.errors).toHaveLength(4);
  });

  it('takes a latency of at most a minute', () => {
    expect(parseMockQuery('?mockLatency=60000').latency).toBe(60000);
    const plan = parseMockQuery('?mockLatency=3000000000');
    expect(plan.latency).toBeUndefined();
    expect(plan.errors).toEqual([
      'mockLatency: "3000000000" is not a number of milliseconds from 0 to 60000',
    ]);
  });

  it('reads the account of mockLogin and refuses what is not an e-mail address', () => {
    expect(parseMockQuery('?mockLogin=%20User@Example.com').login).toBe('user@example.com');
    const plan = parseMockQuery('?mockLogin=admin');
    expect(plan.login).toBeUndefined();
    expect(plan.errors).toEqual(['mockLogin: "admin" is not an e-mail address']);
  });

  it('reads the clock offset', () => {
    expect(parseMockQuery('?mockClock=%2B31d').clockOffset).toBe(31 * DAY);
    // a literal + in a query string decodes to a space; that is accepted too
    expect(parseMockQuery('?mockClock=+2h').clockOffset).toBe(2 * HOUR);
  });
});

describe('parseClockOffset', () => {
  it.each([
    ['+1d', DAY],
    ['+31d', 31 * DAY],
    ['+2h', 2 * HOUR],
    ['+15m', 15 * MINUTE],
    ['+1w', 7 * DAY],
    ['3d', 3 * DAY],
    ['0', 0],
    ['reset', 0],
  ])('%s -> %i seconds', (value, seconds) => {
    expect(parseClockOffset(value)).toBe(seconds);
  });

  it.each(['-1d', '1y', 'd', '+1.5h', ''])('refuses %j', (value) => {
    expect(parseClockOffset(value)).toBeNull();
  });
});

describe('stripMockQuery', () => {
  it('keeps the other parameters', () => {
    expect(stripMockQuery('?mockReset=1&page=2&mockFail=*:500&q=x')).toBe('?page=2&q=x');
  });

  it('returns an empty search when only mock parameters were there', () => {
    expect(stripMockQuery('?mockPanel=open')).toBe('');
  });
});
