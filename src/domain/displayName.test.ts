import { isFirstNameRequired, lacksRequiredFirstName } from './displayName';

describe('the first name under the display-name rule', () => {
  it('is required only when a last name would otherwise not show', () => {
    expect(isFirstNameRequired({})).toBe(false); // the e-mail names the user
    expect(isFirstNameRequired({ lastName: '  ' })).toBe(false);
    expect(isFirstNameRequired({ lastName: 'Lee' })).toBe(true);
    expect(isFirstNameRequired({ lastName: 'Lee', displayName: 'Dr. Lee' })).toBe(false);
  });

  it('is missing when required and blank', () => {
    expect(lacksRequiredFirstName({ firstName: ' ', lastName: 'Lee' })).toBe(true);
    expect(lacksRequiredFirstName({ firstName: 'Ann', lastName: 'Lee' })).toBe(false);
    expect(lacksRequiredFirstName({ firstName: '', lastName: '' })).toBe(false);
  });
});
