import type { UserRecord } from './types';

/** A user row with the defaults of a fresh account (used by the seed and by registration). */
export function newUserRecord(
  fields: Pick<UserRecord, 'id' | 'email' | 'passwordHash' | 'registrationDate'> &
    Partial<UserRecord>,
): UserRecord {
  return {
    roles: ['ROLE_USER'],
    displayName: null,
    firstName: null,
    lastName: null,
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
    isActivated: true,
    confirmationToken: null,
    confirmationTokenCreatedAt: null,
    confirmationResentAt: null,
    passwordResetToken: null,
    passwordResetRequestedAt: null,
    newsletterActive: false,
    newsletterToken: null,
    newsletterTokenCreatedAt: null,
    image: null,
    imageUpdateDate: null,
    loggedInDevices: [],
    listMetadata: {},
    deletedAt: null,
    ...fields,
  };
}
