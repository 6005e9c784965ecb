import {
  attachErrorReporter,
  holdErrorReports,
  reportError,
  resetErrorReports,
  type ErrorReport,
} from './errorReports';

const api = (operation: string): ErrorReport => ({ kind: 'api', operation, status: 500 });

afterEach(resetErrorReports);

describe('error reports', () => {
  it('go nowhere while reporting is off', () => {
    reportError(api('getUser'));
    const reporter = vi.fn();
    attachErrorReporter(reporter);
    expect(reporter).not.toHaveBeenCalled();
  });

  it('wait for the reporter once the host turns reporting on, then go straight to it', () => {
    holdErrorReports();
    reportError(api('getUser'));
    reportError(api('listResults'));
    const reporter = vi.fn();
    attachErrorReporter(reporter);
    expect(reporter.mock.calls).toEqual([[api('getUser')], [api('listResults')]]);
    reportError(api('getAnalysis'));
    expect(reporter).toHaveBeenLastCalledWith(api('getAnalysis'));
  });

  it('report an error object once, however often it is handed over', () => {
    const reporter = vi.fn();
    attachErrorReporter(reporter);
    const error = new Error('crash');
    reportError({ kind: 'render', error, boundary: 'card' });
    reportError({ kind: 'render', error, boundary: 'page' });
    expect(reporter).toHaveBeenCalledTimes(1);
  });

  it('keep at most 30 while the reporter loads', () => {
    holdErrorReports();
    for (let i = 0; i < 40; i++) reportError(api(`op${i}`));
    const reporter = vi.fn();
    attachErrorReporter(reporter);
    expect(reporter).toHaveBeenCalledTimes(30);
  });
});
