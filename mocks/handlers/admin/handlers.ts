/**
 * Admin tag: the four counts of the admin home dashboard and the registered-users table; the
 * 'Registered Users' count is the number of users the table holds (registeredUsers).
 * Measurement counts of a user are its results that are neither deleted nor discarded
 * (userRows.ts, shared with the users export).
 */
import { db } from '../../db/store';
import type { UserRecord } from '../../db/types';
import { hydra, reply } from '../../http/reply';
import { route } from '../../http/route';
import { runTableQuery } from '../../lib/tableQuery';
import { parseTableQuery } from '../../http/tableQueryParams';
import { registeredUsers, userCounts, userListConfig } from './userRows';
import type { AdminUserListItem } from '@/api';
import { displayNameOf } from '@/domain/displayName';

function toUserRow(u: UserRecord, counts: ReturnType<typeof userCounts>): AdminUserListItem {
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

export const adminHandlers = [
  route('getAdminDashboard', () => {
    const d = db();
    const results = d.results.filter((r) => r.deletedAt === null);
    const discarded = results.filter((r) => r.discardedResult).length;
    return reply('getAdminDashboard', {
      userCount: registeredUsers().length,
      successfullCount: results.length - discarded,
      discardedCount: discarded,
      analysesCount: d.analyses.filter((a) => !a.discarded).length,
    });
  }),

  route('listUsers', ({ query }) => {
    const counts = userCounts();
    const rows = registeredUsers();
    const page = runTableQuery(rows, parseTableQuery(query, 20), userListConfig(counts));
    return reply(
      'listUsers',
      hydra(
        page.items.map((u) => toUserRow(u, counts)),
        page.total,
      ),
    );
  }),
];
