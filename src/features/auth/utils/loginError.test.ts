import { loginFailure } from './loginError';

const refused = (data: unknown, status = 401) => ({ status, data });

describe('loginFailure', () => {
  it("maps 'Bad credentials…' to 'Invalid credentials.'", () => {
    expect(loginFailure(refused({ message: 'Bad credentials.' }))).toEqual({
      kind: 'error',
      message: 'Invalid credentials.',
      resendToken: null,
    });
  });

  it('an unconfirmed account gets the reminder with the token when a resend is allowed', () => {
    const data = {
      message: 'You need to confirm your account.',
      resendAllowed: true,
      confirmationToken: 'abc',
      passwordRequested: false,
    };
    expect(loginFailure(refused(data))).toEqual({
      kind: 'unconfirmed',
      message: 'You need to confirm your account.',
      resendToken: 'abc',
    });
    expect(loginFailure(refused({ ...data, resendAllowed: false })).resendToken).toBeNull();
    expect(loginFailure(refused({ ...data, confirmationToken: null })).resendToken).toBeNull();
  });

  it('a pending password request gets its reminder', () => {
    const f = loginFailure(
      refused({ message: 'Whatever the server says', passwordRequested: true }),
    );
    expect(f.kind).toBe('passwordRequested');
    expect(f.message).toMatch(/^You cannot log in because you requested a new password\./);
  });

  it('shows other server messages as given', () => {
    expect(loginFailure(refused({ message: 'Account locked.' }))).toMatchObject({
      kind: 'error',
      message: 'Account locked.',
    });
    expect(
      loginFailure(refused({ message: 'E-mail is required', violations: [] }, 400)).message,
    ).toBe('E-mail is required');
  });

  it('reads like the central handler without a server message', () => {
    expect(loginFailure(refused({ message: 'boom' }, 500)).message).toBe('Internal Server Error');
    expect(loginFailure({ status: 'FETCH_ERROR', error: 'x' }).message).toBe(
      'Network Error. Please check your internet connection.',
    );
    expect(loginFailure(refused({}, 403)).message).toBe('Invalid Request');
  });
});
