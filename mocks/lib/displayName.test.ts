import { anonymousUserOf } from './displayName';

it('labels users anonymously with a 4-digit number', () => {
  expect(anonymousUserOf(42)).toBe('User 0042');
  expect(anonymousUserOf(12345)).toBe('User 12345');
});
