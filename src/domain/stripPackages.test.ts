import { DASHBOARD_MESSAGES } from './messages';
import { isValidStripsLeft } from './stripPackages';

describe('the strips left in a package', () => {
  it('are more than the one measurement taken (so 2) up to the package size', () => {
    expect(isValidStripsLeft(2, 100)).toBe(true);
    expect(isValidStripsLeft(100, 100)).toBe(true);
    expect(isValidStripsLeft(50, 50)).toBe(true);
  });

  it('are never 1 or less, more than the package or than 100, a fraction or empty', () => {
    for (const value of [1, 0, -3, 51, 2.5, null, undefined, '20'])
      expect(isValidStripsLeft(value, 50), String(value)).toBe(false);
    expect(isValidStripsLeft(101, 150)).toBe(false);
  });
});

it('names the package size in the message', () => {
  expect(DASHBOARD_MESSAGES.stripsLeft(100)).toBe(
    'Test strips left has to be more than measurements already taken (1) and at maximum (100)',
  );
  expect(DASHBOARD_MESSAGES.stripsLeft(50)).toBe(
    'Test strips left has to be more than measurements already taken (1) and at maximum (50)',
  );
});
