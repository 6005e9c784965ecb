import { useEffect } from 'react';

/**
 * Keeps a paged list on a page that has items: once the list is shorter than the page asked
 * for (its last page's only item deleted), it moves to the list's new last page.
 */
export function usePageInRange(
  page: number,
  pageSize: number,
  total: number | undefined,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / pageSize));
    if (page > last) setPage(last);
  }, [page, pageSize, total, setPage]);
}
