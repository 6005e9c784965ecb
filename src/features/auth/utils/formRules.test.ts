import {
  companyCheck,
  emailCheck,
  newPasswordCheck,
  repeatCheck,
  requiredCheck,
  ruleOf,
  termsCheck,
} from './formRules';
import { loginEmailCheck, loginPasswordCheck } from './loginRules';

describe('auth form checks', () => {
  it("required reads '{label} is required' and treats blanks as empty", () => {
    const check = requiredCheck('First name');
    expect(check('')).toBe('First name is required');
    expect(check('   ')).toBe('First name is required');
    expect(check(undefined)).toBe('First name is required');
    expect(check('Ann')).toBeNull();
    expect(requiredCheck('X', 'Custom')('')).toBe('Custom');
  });

  it('e-mail: required, valid, trimmed', () => {
    const check = emailCheck('Work e-mail is required');
    expect(check('')).toBe('Work e-mail is required');
    expect(check('  ')).toBe('Work e-mail is required');
    expect(check('no-at-sign')).toBe('Invalid e-mail');
    expect(check('a@b')).toBe('Invalid e-mail');
    expect(check('  ann@example.com ')).toBeNull();
    // exactly what the server accepts: it refuses 'a..b@example.com' and accepts 'a@b.c'
    expect(check('a..b@example.com')).toBe('Invalid e-mail');
    expect(check('ann@-example.com')).toBe('Invalid e-mail');
    expect(check('a@b.c')).toBeNull();
  });

  it('login: e-mail and password messages', () => {
    expect(loginEmailCheck('')).toBe('E-mail is required');
    expect(loginEmailCheck('x@')).toBe('Invalid e-mail');
    expect(loginEmailCheck('ann..b@example.com')).toBe('Invalid e-mail');
    expect(loginPasswordCheck('')).toBe('Password is required');
  });

  it('company: required and at least 3 characters', () => {
    expect(companyCheck('')).toBe('Company is required');
    expect(companyCheck(' AB ')).toBe('The company name has to be at least 3 characters long.');
    expect(companyCheck('ABC')).toBeNull();
  });

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

  it('terms must be accepted', () => {
    expect(termsCheck(false)).toBe('The terms of use have to be accepted.');
    expect(termsCheck(undefined)).toBe('The terms of use have to be accepted.');
    expect(termsCheck(true)).toBeNull();
  });

  it('ruleOf turns a check into an antd validator', async () => {
    const rule = ruleOf(companyCheck) as { validator: (r: unknown, v: unknown) => Promise<void> };
    await expect(rule.validator({}, 'AB')).rejects.toThrow(
      'The company name has to be at least 3 characters long.',
    );
    await expect(rule.validator({}, 'ABC')).resolves.toBeUndefined();
  });
});
