import { confirmationErrorText } from './confirmationError';

const refused = (message: unknown, status = 400) => ({ status, data: { message } });

describe('confirmationErrorText', () => {
  it.each([
    ['Already confirmed', 'Your account has already been confirmed!'],
    ['Invalid token', 'Wrong Link!'],
    ['Authenticated user does not match token', 'Missmatch of accounts!'],
    ['Something else', 'An unknown error occurred!'],
  ])('%s -> %s', (server, shown) => {
    expect(confirmationErrorText(refused(server))).toBe(shown);
  });

  it('anything without a message is unknown', () => {
    expect(confirmationErrorText({ status: 500, data: 'oops' })).toBe('An unknown error occurred!');
    expect(confirmationErrorText({ status: 'FETCH_ERROR' })).toBe('An unknown error occurred!');
    expect(confirmationErrorText(null)).toBe('An unknown error occurred!');
  });
});
