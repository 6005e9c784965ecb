import {
  isStrongPassword,
  isValidEmail,
  isValidLotNumber,
  passwordChecks,
  PHONE_PATTERN,
} from './validation';

it('accepts lot numbers HC123456, ten digits and empty', () => {
  expect(isValidLotNumber('HC123456')).toBe(true);
  expect(isValidLotNumber('1234567890')).toBe(true);
  expect(isValidLotNumber('')).toBe(true);
  expect(isValidLotNumber('H1234567')).toBe(false);
  expect(isValidLotNumber('123456789')).toBe(false);
});

it('checks passwords: 8-64 characters, a digit, an uppercase letter', () => {
  expect(isStrongPassword('Password1')).toBe(true);
  expect(passwordChecks('password1')).toEqual({ length: true, digit: true, uppercase: false });
  expect(isStrongPassword('Pass1')).toBe(false);
  expect(isStrongPassword(`P1${'a'.repeat(63)}`)).toBe(false);
});

it('checks e-mails and phones', () => {
  expect(isValidEmail(' a@b.de ')).toBe(true);
  expect(isValidEmail('a@b')).toBe(false);
  expect(PHONE_PATTERN.test('+49 (89) 123-45.6/7')).toBe(true);
  expect(PHONE_PATTERN.test('abc')).toBe(false);
});
