/** Demo accounts (ids 1-6) and ~40 generated users for the admin lists. */
import { faker } from '@faker-js/faker';
import { hashPassword, sha256Hex } from '../../lib/password';
import { DAY, HOUR } from '../clock';
import type { UserRecord } from '../types';
import { newUserRecord } from '../userRecord';
import { COUNTRIES, COUNTRY_DATA } from './countries';
import { chance, hex, int, pick } from './rng';

export const DEMO_PASSWORD = 'Password1';
export const USER_ID = 1;
export const ADMIN_ID = 2;
export const RESTRICTED_ID = 3;
export const NEW_ID = 4;
export const PENDING_ID = 5;
export const EXPIRED_ID = 6;

/** Deterministic salt per e-mail, so the same seed gives the same hashes. */
export const seedPasswordHash = (email: string) =>
  hashPassword(DEMO_PASSWORD, sha256Hex(`salt:${email}`).slice(0, 16));

function baseUser(id: number, email: string, registrationDate: number): UserRecord {
  return newUserRecord({ id, email, passwordHash: seedPasswordHash(email), registrationDate });
}

type Demo = Partial<UserRecord> & { id: number; email: string; registrationDate: number };

export function seedDemoUsers(ref: number): UserRecord[] {
  const company = {
    company: 'Aqualytic Labs GmbH',
    companyAdress: 'Rheinstraße 12',
    companyCity: 'Darmstadt',
    companyPostalCode: '64283',
    companyCountry: 'de',
    companyPhone: '+49 6151 720 400',
  };
  const pendingToken = hex(40);
  const expiredToken = hex(40);
  const demos: Demo[] = [
    {
      id: USER_ID,
      email: 'user@example.com',
      registrationDate: ref - 420 * DAY,
      displayName: 'Anna Becker',
      firstName: 'Anna',
      lastName: 'Becker',
      ...company,
      segment: 9,
      segmentDepartment: 'Water Quality',
      segmentWorkgroup: 'Field Analytics',
      segmentPosition: 6,
      newsletterActive: true,
      loggedInDevices: [
        {
          deviceId: faker.string.uuid(),
          deviceName: 'iPhone 15 Pro',
          creationDate: ref - 60 * DAY,
        },
        { deviceId: faker.string.uuid(), deviceName: 'Pixel 8', creationDate: ref - 9 * DAY },
      ],
    },
    {
      id: ADMIN_ID,
      email: 'admin@example.com',
      registrationDate: ref - 900 * DAY,
      roles: ['ROLE_USER', 'ROLE_ADMIN'],
      displayName: 'Markus Weber',
      firstName: 'Markus',
      lastName: 'Weber',
      ...company,
      companyPhone: '+49 6151 720 401',
      segment: 4,
      segmentDepartment: 'Product Support',
      segmentWorkgroup: 'Back Office',
      segmentPosition: 9,
    },
    {
      id: RESTRICTED_ID,
      email: 'restricted@example.com',
      registrationDate: ref - 200 * DAY,
      roles: ['ROLE_USER', 'ROLE_RESTRICTED'],
      displayName: null,
      firstName: 'Lena',
      lastName: 'Vogel',
      company: 'Hafenlabor Hamburg GmbH',
      companyAdress: 'Kaistraße 5',
      companyCity: 'Hamburg',
      companyPostalCode: '20457',
      companyCountry: 'de',
      companyPhone: '+49 40 555 1234',
      segment: 10,
      segmentDepartment: 'Harbour Monitoring',
      segmentWorkgroup: null,
      segmentPosition: 3,
    },
    {
      id: NEW_ID,
      email: 'new@example.com',
      registrationDate: ref - 2 * DAY,
      firstName: 'Jonas',
      lastName: 'Schmidt',
      company: 'Gartenbau Schmidt',
      companyCity: 'Graz',
      companyCountry: 'at',
      segment: 12,
      segmentPosition: 1,
    },
    {
      id: PENDING_ID,
      email: 'pending@example.com',
      registrationDate: ref - 2 * HOUR,
      isActivated: false,
      firstName: 'Paula',
      lastName: 'Neumann',
      company: 'Neumann Aquaristik',
      companyCountry: 'de',
      segment: 9,
      segmentPosition: 1,
      confirmationToken: pendingToken,
      confirmationTokenCreatedAt: ref - 2 * HOUR,
    },
    {
      id: EXPIRED_ID,
      email: 'expired@example.com',
      registrationDate: ref - 3 * DAY,
      isActivated: false,
      firstName: 'Erik',
      lastName: 'Hoffmann',
      company: 'Hoffmann Brunnenbau',
      companyCountry: 'de',
      segment: 11,
      segmentPosition: 7,
      confirmationToken: expiredToken,
      confirmationTokenCreatedAt: ref - 3 * DAY,
    },
  ];
  return demos.map((d) => ({ ...baseUser(d.id, d.email, d.registrationDate), ...d }));
}

const DEPARTMENTS = ['Quality Control', 'R&D', 'Laboratory', 'Environmental', 'Production', null];

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

export function seedFakerUsers(ref: number, firstId: number, count: number): UserRecord[] {
  const users: UserRecord[] = [];
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const email = `${ascii(firstName)}.${ascii(lastName)}${id}@example.org`;
    const country = i < COUNTRIES.length ? COUNTRIES[i] : pick(COUNTRIES);
    const geo = COUNTRY_DATA[country];
    const city = pick(geo.cities);
    const u = baseUser(id, email, ref - int(10, 800) * DAY - int(0, 86399));
    users.push({
      ...u,
      displayName: chance(0.3) ? `${firstName} ${lastName[0]}.` : null,
      firstName,
      lastName,
      company: faker.company.name(),
      companyAdress: `${pick(geo.streets)} ${int(1, 120)}`,
      companyCity: city.name,
      companyPostalCode: city.postalCode,
      companyCountry: country,
      companyPhone: `${geo.phone} ${int(10, 99)} ${int(100000, 9999999)}`,
      segment: int(0, 13),
      segmentDepartment: pick(DEPARTMENTS),
      segmentWorkgroup: chance(0.4) ? `Team ${faker.word.noun()}` : null,
      segmentPosition: int(0, 10),
      newsletterActive: chance(0.35),
    });
  }
  return users;
}
