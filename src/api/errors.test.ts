import { describeApiError } from './errors';

describe('describeApiError (spec 1 section 8, central handler)', () => {
  it.each([500, 502, 503])('status %i reads Internal Server Error', (status) => {
    expect(describeApiError({ status, data: { message: 'boom' } })).toEqual({
      level: 'error',
      message: 'Internal Server Error',
      logout: false,
    });
  });

  it('an unparsable 5xx body is still a server error', () => {
    const error = {
      status: 'PARSING_ERROR',
      originalStatus: 504,
      data: '<html>',
      error: 'SyntaxError',
    };
    expect(describeApiError(error).message).toBe('Internal Server Error');
  });

  it('401 shows the server message as info and logs out', () => {
    const error = {
      status: 401,
      data: { code: 401, message: 'Your session has expired. Please log in again.' },
    };
    expect(describeApiError(error)).toEqual({
      level: 'info',
      message: 'Your session has expired. Please log in again.',
      logout: true,
    });
  });

  it('other 4xx show the first violation message', () => {
    const error = {
      status: 422,
      data: {
        message: 'ignored',
        violations: [
          { propertyPath: 'name', message: 'The name is too long.' },
          { propertyPath: 'email', message: 'second' },
        ],
      },
    };
    expect(describeApiError(error)).toEqual({
      level: 'error',
      message: 'The name is too long.',
      logout: false,
    });
  });

  it.each([
    [400, { message: 'Bad', violations: [] }],
    [403, { code: 403, message: 'Access Denied.' }],
    [404, { code: 404, message: 'Not Found' }],
    [413, null],
  ])('status %i without violations reads Invalid Request', (status, data) => {
    expect(describeApiError({ status, data })).toEqual({
      level: 'error',
      message: 'Invalid Request',
      logout: false,
    });
  });

  it('a network failure asks to check the connection', () => {
    expect(
      describeApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message,
    ).toBe('Network Error. Please check your internet connection.');
  });

  it.each([
    ['a timeout', { status: 'TIMEOUT_ERROR', error: 'AbortError' }],
    ['a custom error', { status: 'CUSTOM_ERROR', error: 'x' }],
    ['a 3xx', { status: 302, data: null }],
    ['nothing', undefined],
    ['a string', 'oops'],
  ])('anything else (%s) is unknown', (_name, error) => {
    expect(describeApiError(error)).toEqual({
      level: 'error',
      message: 'An unknown error occurred.',
      logout: false,
    });
  });
});
