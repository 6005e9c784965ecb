import { anonymousUserOf, displayNameOf } from './displayName';

const person = { displayName: null, firstName: null, lastName: null, email: 'x@example.com' };

describe('display names', () => {
  it('uses displayName, else first plus optional last name, else the e-mail', () => {
    expect(displayNameOf({ ...person, displayName: ' Anna B ', firstName: 'Anna' })).toBe('Anna B');
    expect(displayNameOf({ ...person, firstName: 'Lena', lastName: 'Vogel' })).toBe('Lena Vogel');
    expect(displayNameOf({ ...person, firstName: 'Lena' })).toBe('Lena');
    expect(displayNameOf({ ...person, lastName: 'Vogel' })).toBe('x@example.com');
    expect(displayNameOf({ ...person, displayName: '  ' })).toBe('x@example.com');
  });

  it('labels users anonymously with a 4-digit number', () => {
    expect(anonymousUserOf(42)).toBe('User 0042');
  });
});
