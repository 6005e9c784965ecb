/**
 * The parameters a user is offered, with the user's result count: the Parameters tag's list
 * (/parameters/list) and the Dashboard's recently measured count.
 */
import { resultCountsOf } from '../../db/indexes';
import { db } from '../../db/store';
import type { ParameterListItem } from '@/api';
import { RELEASED } from '@/domain/parameterRules';

/**
 * The parameter list a user is offered (Recently Measured, every parameter picker): all of them
 * for admins, released and visible ones for everybody else; each with the user's result count
 * (discarded results included, as in the results list the entry links to).
 */
export function parameterOverviewOf(userId: number, admin: boolean) {
  const counts = resultCountsOf(userId).liveByParameter;
  return db()
    .parameters.filter((p) => admin || (p.status === RELEASED && p.visible))
    .sort((a, b) => a.id - b.id)
    .map((parameter) => ({ parameter, count: counts.get(parameter.id) ?? 0 }));
}

/** The overview as the API shows it (/parameters/list): a parameter is tested once counted. */
export function parameterListOf(userId: number, admin: boolean): ParameterListItem[] {
  return parameterOverviewOf(userId, admin).map(({ parameter: p, count }) => {
    const { id, name, displayedName, parameterRange, unit, citationFormula, type, status } = p;
    return {
      id,
      name,
      displayedName,
      parameterRange,
      unit,
      citationFormula,
      type,
      status,
      parameterCount: count,
      tested: count > 0 ? 'true' : 'false',
    };
  });
}
