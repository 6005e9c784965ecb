import { recordIdOf } from './recordId';

it('accepts positive integer ids only', () => {
  expect(recordIdOf('1')).toBe(1);
  expect(recordIdOf('656')).toBe(656);
  for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '01', '1e3']) {
    expect(recordIdOf(bad)).toBeNull();
  }
});
