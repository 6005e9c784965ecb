import { isStrongPassword, isValidEmail, isValidPhone, passwordChecks } from './accountRules';

describe('e-mail addresses: what the server accepts (ajv-formats full e-mail), no more', () => {
  it.each([
    'user@example.com',
    ' a@b.de ',
    'a@b.c',
    'Anna.Becker+lab@Sub-Domain.Example.co.uk',
    "o'brien@example.com",
    'x_y-z@a1.io',
  ])('accepts %s', (address) => expect(isValidEmail(address)).toBe(true));

  it.each([
    'a@b',
    'a@b.',
    'a@.de',
    'a@-b.de',
    'a@b-.de',
    '.a@b.de',
    'a..b@c.de',
    'a b@c.de',
    'a@b_c.de',
    'a@@b.de',
    'anna@example.com.',
    'ä@example.com',
    '',
    null,
  ])('refuses %s', (address) => expect(isValidEmail(address)).toBe(false));
});

describe('passwords: 8 to 64 characters, a digit, an uppercase letter', () => {
  it('checks each point', () => {
    expect(passwordChecks('password1')).toEqual({ length: true, digit: true, uppercase: false });
    expect(passwordChecks('Password')).toEqual({ length: true, digit: false, uppercase: true });
    expect(passwordChecks('Pass1')).toEqual({ length: false, digit: true, uppercase: true });
  });

  it('needs all of them, between 8 and 64 characters', () => {
    expect(isStrongPassword('Password1')).toBe(true);
    expect(isStrongPassword('Passwo1')).toBe(false);
    expect(isStrongPassword('Passwor1')).toBe(true);
    expect(isStrongPassword(`P1${'a'.repeat(62)}`)).toBe(true);
    expect(isStrongPassword(`P1${'a'.repeat(63)}`)).toBe(false);
  });
});

describe('a company phone is blank or a loose international number', () => {
  it.each([
    '+49 6151 720 400',
    '(040) 555-1234',
    '06151/72.04',
    '+49 (89) 123-45.6/7',
    ' 0891234 ',
    '123',
    '',
    '   ',
    null,
  ])('accepts %j', (v) => expect(isValidPhone(v)).toBe(true));
  it.each(['call me', '12', '+49 abc', '++49 123', '49+123', '0891234x'])('refuses %j', (v) =>
    expect(isValidPhone(v)).toBe(false),
  );
});
