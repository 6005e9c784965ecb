/**
 * The registered-users list: who is registered, measurement counts per user (results neither
 * deleted nor discarded; pH = parameter type 1, NO3- = type 0), the table fields and rows
 * (AdminUserListItem) of the admin's users list; the users export reads the same rows.
 */
import { db } from '../../db/store';
import type { UserRecord } from '../../db/types';
import { dtoFields, type ListConfig } from '../../lib/tableQuery';
import type { AdminUserListItem } from '@/api';
import { displayNameOf } from '@/domain/displayName';

/** Counts of a user's measurements: all, pH (parameter type 1) and NO3- (type 0). */
export interface UserCounts {
  all: number;
  ph: number;
  no3: number;
}

/**
 * The registered users: every account not deleted, confirmed or not, administrators included.
 * The admin home's 'Registered Users' counts them; the users list and its export hold them.
 */
export function registeredUsers(): UserRecord[] {
  return db().users.filter((u) => u.deletedAt === null);
}

export function userCounts(): (u: UserRecord) => UserCounts {
  const d = db();
  const types = new Map(d.parameters.map((p) => [p.id, p.type]));
  const counts = new Map<number, UserCounts>();
  for (const r of d.results) {
    if (r.deletedAt !== null || r.discardedResult) continue;
    const c = counts.get(r.userId) ?? { all: 0, ph: 0, no3: 0 };
    c.all += 1;
    if (types.get(r.parameterId) === 1) c.ph += 1;
    if (types.get(r.parameterId) === 0) c.no3 += 1;
    counts.set(r.userId, c);
  }
  return (u) => counts.get(u.id) ?? { all: 0, ph: 0, no3: 0 };
}

/** The users list's fields (AdminUserListItem paths). */
export function userListConfig(counts: (u: UserRecord) => UserCounts): ListConfig<UserRecord> {
  const toRow = (u: UserRecord) => ({
    ...u,
    displayName: displayNameOf(u),
    countOfMeasurements: counts(u).all,
    countOfPh: counts(u).ph,
    countOfNO3: counts(u).no3,
  });
  const paths = [
    'id',
    'displayName',
    'email',
    'imageUpdateDate',
    'countOfMeasurements',
    'countOfPh',
    'countOfNO3',
    'company',
    'companyAdress',
    'companyCity',
    'companyPostalCode',
    'companyCountry',
    'segment',
    'segmentDepartment',
    'segmentWorkgroup',
    'newsletterActive',
    'registrationDate',
  ];
  return {
    fields: dtoFields(paths, toRow),
    searchFields: ['displayName', 'email', 'company', 'companyCity'],
    defaultOrder: 'registrationDate:desc',
  };
}

/** A row of the admin's users list. */
export function toUserRow(u: UserRecord, counts: (u: UserRecord) => UserCounts): AdminUserListItem {
  const c = counts(u);
  return {
    id: u.id,
    displayName: displayNameOf(u),
    email: u.email,
    imageUpdateDate: u.image ? u.imageUpdateDate : null,
    countOfMeasurements: c.all,
    countOfPh: c.ph,
    countOfNO3: c.no3,
    company: u.company,
    companyAdress: u.companyAdress,
    companyCity: u.companyCity,
    companyPostalCode: u.companyPostalCode,
    companyCountry: u.companyCountry,
    segment: u.segment,
    segmentDepartment: u.segmentDepartment,
    segmentWorkgroup: u.segmentWorkgroup,
    newsletterActive: u.newsletterActive,
    registrationDate: u.registrationDate,
  };
}
