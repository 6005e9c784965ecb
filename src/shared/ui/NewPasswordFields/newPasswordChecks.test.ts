import { newPasswordCheck, repeatCheck } from './newPasswordChecks';

describe('new password checks', () => {
  it('new password: 8 to 64 characters, a digit, an uppercase letter', () => {
    const check = newPasswordCheck('New password');
    const LENGTH = 'The password must be between 8 and 64 characters long.';
    expect(check('')).toBe('New password is required');
    expect(check('Short1')).toBe(LENGTH);
    expect(check(`A1${'x'.repeat(63)}`)).toBe(LENGTH);
    expect(check(`A1${'x'.repeat(62)}`)).toBeNull();
    expect(check('Password')).toBe('The password must contain at least one digit.');
    expect(check('password1')).toBe('The password must contain at least one uppercase letter.');
    expect(check('Password1')).toBeNull();
  });

  it("repeat: required and equal ('Passwords do not match')", () => {
    const check = repeatCheck('Repeat password', () => 'Password1');
    expect(check('')).toBe('Repeat password is required');
    expect(check('Password2')).toBe('Passwords do not match');
    expect(check('Password1')).toBeNull();
  });
});
