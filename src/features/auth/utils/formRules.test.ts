import { ruleOf } from '@/shared/lib/formChecks';
import { companyCheck, emailCheck, termsCheck } from './formRules';
import { loginEmailCheck, loginPasswordCheck } from './loginRules';

describe('auth form checks', () => {
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
