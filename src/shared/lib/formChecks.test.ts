import { requiredCheck } from './formChecks';

describe('form checks', () => {
  it("required reads '{label} is required' and treats blanks as empty", () => {
    const check = requiredCheck('First name');
    expect(check('')).toBe('First name is required');
    expect(check('   ')).toBe('First name is required');
    expect(check(undefined)).toBe('First name is required');
    expect(check('Ann')).toBeNull();
    expect(requiredCheck('X', 'Custom')('')).toBe('Custom');
  });
});
