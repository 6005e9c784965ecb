import type { Analysis } from '@/api';

/**
 * The number of results the table below lists (discarded ones included), naming the discarded:
 * '156 results (3 discarded)'. countOfResults alone leaves the discarded out and would disagree
 * with the table.
 */
export function resultCountText(
  a: Pick<Analysis, 'countOfResults' | 'countOfResultsWithDiscarded'>,
) {
  const all = a.countOfResultsWithDiscarded;
  const discarded = all - a.countOfResults;
  const text = `${all} ${all === 1 ? 'result' : 'results'}`;
  return discarded > 0 ? `${text} (${discarded} discarded)` : text;
}
