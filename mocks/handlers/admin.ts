/**
 * Admin tag: the four counts of the admin home dashboard and the registered-users table.
 * Measurement counts of a user are its results that are neither deleted nor discarded.
 */
import type { components } from '@/api/generated/schema';
import { db } from '../db/store';
import type { UserRecord } from '../db/types';
import { hydra, isAdmin, reply, requireAdmin } from '../lib/http';
import { route } from '../lib/route';
import { dtoFields, parseTableQuery, runTableQuery } from '../lib/tableQuery';

type AdminUserListItem = components['schemas']['AdminUserListItem'];

const PARAMETER_TYPE_PH = 1;
const PARAMETER_TYPE_NO3 = 0;

function displayNameOf(u: UserRecord): string {
  const full = [u.firstName, u.lastName].filter(Boolean).join(' ');
  return u.displayName || full || u.email;
}

type Counts = Map<number, { all: number; ph: number; no3: number }>;

/** Measurement counts per user id: results neither deleted nor discarded, pH and NO3 apart. */
function measurementCounts(): Counts {
  const d = db();
  const typeOf = new Map(d.parameters.map((p) => [p.id, p.type]));
  const counts: Counts = new Map();
  for (const r of d.results) {
    if (r.deletedAt !== null || r.discardedResult) continue;
    const c = counts.get(r.userId) ?? { all: 0, ph: 0, no3: 0 };
    c.all += 1;
    if (typeOf.get(r.parameterId) === PARAMETER_TYPE_PH) c.ph += 1;
    if (typeOf.get(r.parameterId) === PARAMETER_TYPE_NO3) c.no3 += 1;
    counts.set(r.userId, c);
  }
  return counts;
}

function toUserRow(u: UserRecord, counts: Counts): AdminUserListItem {
  const c = counts.get(u.id) ?? { all: 0, ph: 0, no3: 0 };
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

const USER_FIELDS = [
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

export const adminHandlers = [
  route('getAdminDashboard', () => {
    requireAdmin();
    const d = db();
    const results = d.results.filter((r) => r.deletedAt === null);
    const discarded = results.filter((r) => r.discardedResult).length;
    return reply('getAdminDashboard', {
      userCount: d.users.filter((u) => u.isActivated && u.deletedAt === null && !isAdmin(u)).length,
      successfullCount: results.length - discarded,
      discardedCount: discarded,
      analysesCount: d.analyses.filter((a) => !a.discarded).length,
    });
  }),

  route('listUsers', ({ query }) => {
    requireAdmin();
    const counts = measurementCounts();
    const rows = db().users.filter((u) => u.deletedAt === null);
    const page = runTableQuery(rows, parseTableQuery(query, 20), {
      fields: dtoFields(USER_FIELDS, (u: UserRecord) => toUserRow(u, counts)),
      searchFields: ['displayName', 'email', 'company', 'companyCity'],
      defaultOrder: 'registrationDate:desc',
    });
    return reply(
      'listUsers',
      hydra(
        page.items.map((u) => toUserRow(u, counts)),
        page.total,
      ),
    );
  }),
];
