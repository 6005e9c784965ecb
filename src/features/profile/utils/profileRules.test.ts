import {
  changedFields,
  clampLookupId,
  countryToForm,
  countryToPayload,
  isDeleteConfirmed,
  profileCompleteness,
} from './profileRules';
import type { User } from '@/api';

const empty = {
  email: 'a@b.de',
  firstName: null,
  lastName: null,
  displayName: null,
  company: null,
  companyAdress: null,
  companyCity: null,
  companyPostalCode: null,
  companyCountry: null,
  companyPhone: null,
  segment: 0,
  segmentDepartment: null,
  segmentWorkgroup: null,
  segmentPosition: 0,
};

const full = {
  ...empty,
  firstName: 'Anna',
  lastName: 'Becker',
  displayName: 'Anna B.',
  company: 'Aqualytic',
  companyAdress: 'Street 1',
  companyCity: 'Darmstadt',
  companyPostalCode: '64283',
  companyCountry: 'de',
  companyPhone: '+49 1',
  segment: 9,
  segmentDepartment: 'Water',
  segmentWorkgroup: 'Field',
  segmentPosition: 6,
};

describe('profile completeness', () => {
  it('counts the e-mail alone as 1 of 14 (7 %)', () => {
    expect(profileCompleteness(empty)).toEqual({ filled: 1, total: 14, percent: 7 });
  });

  it('is 100 % when every field is filled', () => {
    expect(profileCompleteness(full)).toEqual({ filled: 14, total: 14, percent: 100 });
  });

  it('does not count blank text or the lookups at 0 (none)', () => {
    const r = profileCompleteness({ ...full, company: '   ', segment: 0, segmentPosition: 0 });
    expect(r).toEqual({ filled: 11, total: 14, percent: 79 });
  });
});

describe('lookup numbers', () => {
  it.each([
    [5, 5],
    [0, 0],
    [-3, 0],
    [2.7, 2],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('%s -> %s', (input, out) => expect(clampLookupId(input)).toBe(out));
});

describe('country', () => {
  it("sends '-' and empty as null", () => {
    expect(countryToPayload('-')).toBeNull();
    expect(countryToPayload('')).toBeNull();
    expect(countryToPayload(undefined)).toBeNull();
    expect(countryToPayload('de')).toBe('de');
  });
  it("shows no country as '-'", () => {
    expect(countryToForm(null)).toBe('-');
    expect(countryToForm('at')).toBe('at');
  });
});

describe('type DELETE', () => {
  it('accepts exactly DELETE', () => {
    expect(isDeleteConfirmed('DELETE')).toBe(true);
    for (const v of ['delete', 'Delete', ' DELETE', 'DELETE ', 'DELET', ''])
      expect(isDeleteConfirmed(v)).toBe(false);
  });
});

describe('changedFields', () => {
  const user = { id: 1, roles: [], ...full } as unknown as User;
  it('keeps only changed fields, blank text as null', () => {
    expect(changedFields(user, { firstName: 'Anna', lastName: 'Berg', displayName: '  ' })).toEqual(
      { lastName: 'Berg', displayName: null },
    );
  });
  it('omits an empty profileImage and keeps a given one', () => {
    expect(changedFields(user, { firstName: 'Anna', profileImage: '' })).toEqual({});
    expect(changedFields(user, { profileImage: 'iVBOR' })).toEqual({ profileImage: 'iVBOR' });
  });
  it('compares numbers and null country', () => {
    expect(changedFields(user, { segment: 9, segmentPosition: 0, companyCountry: null })).toEqual({
      segmentPosition: 0,
      companyCountry: null,
    });
  });
});
