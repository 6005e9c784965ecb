/**
 * Admin tag: the four counts of the admin home dashboard and the registered-users table; the
 * 'Registered Users' count is the number of users the table holds (registeredUsers).
 * Measurement counts of a user are its results that are neither deleted nor discarded
 * (model/users/userRows.ts, shared with the users export).
 */
import { db } from '../../db/store';
import { hydra, reply } from '../../http/reply';
import { route } from '../../http/route';
import { parseTableQuery } from '../../http/tableQueryParams';
import { runTableQuery } from '../../lib/tableQuery';
import { registeredUsers, toUserRow, userCounts, userListConfig } from '../../model/users/userRows';

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
