import { displayNameOf, isFirstNameRequired, lacksRequiredFirstName } from './displayName';

describe('displayNameOf', () => {
  const base = { email: 'jane@example.com', displayName: null, firstName: null, lastName: null };

  it('prefers the display name, then the names, then the e-mail', () => {
    expect(displayNameOf({ ...base, displayName: 'JD', firstName: 'Jane' })).toBe('JD');
    expect(displayNameOf({ ...base, displayName: ' Anna B ', firstName: 'Anna' })).toBe('Anna B');
    expect(displayNameOf({ ...base, firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
    expect(displayNameOf({ ...base, firstName: ' Jane ', lastName: ' ' })).toBe('Jane');
    expect(displayNameOf({ ...base, firstName: 'Jane' })).toBe('Jane');
  });

  it('falls back to the e-mail when there is no display name and no first name', () => {
    expect(displayNameOf({ ...base, lastName: 'Doe' })).toBe('jane@example.com');
    expect(displayNameOf({ ...base, displayName: '  ', lastName: 'Doe' })).toBe('jane@example.com');
    expect(displayNameOf({ email: 'a@b.de' })).toBe('a@b.de');
    expect(displayNameOf({ firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(displayNameOf({})).toBe('');
  });
});

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
