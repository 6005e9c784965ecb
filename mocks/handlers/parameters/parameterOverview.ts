/**
 * Serves the Parameters tag (/parameters/list) and the Dashboard (recently measured); it lives
 * with Parameters, its main owner.
 */
import { db } from '../../db/store';
import { RELEASED } from '@/domain/parameterRules';

/**
 * The parameter list a user is offered (Recently Measured, every parameter picker): all of them
 * for admins, released and visible ones for everybody else; each with the user's result count
 * (discarded results included, as in the results list the entry links to).
 */
export function parameterOverviewOf(userId: number, admin: boolean) {
  const mine = db().results.filter((r) => r.userId === userId && r.deletedAt === null);
  return db()
    .parameters.filter((p) => admin || (p.status === RELEASED && p.visible))
    .sort((a, b) => a.id - b.id)
    .map((parameter) => ({
      parameter,
      count: mine.filter((r) => r.parameterId === parameter.id).length,
    }));
}
