import { resultIdOf } from './resultId';

it('accepts positive integer ids only', () => {
  expect(resultIdOf('1')).toBe(1);
  expect(resultIdOf('656')).toBe(656);
  for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '01', '1e3']) {
    expect(resultIdOf(bad)).toBeNull();
  }
});
