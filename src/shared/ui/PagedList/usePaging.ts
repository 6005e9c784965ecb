import { useState } from 'react';

/**
 * The page and page size of a paged list (the first of `sizes` at the start) and the arguments
 * of its list query (`page`, `itemsPerPage`, `pagination: true`).
 */
export function usePaging(sizes: readonly number[]) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(sizes[0] ?? 10);
  return {
    page,
    size,
    sizes,
    setPage,
    /** another page, or another size (which starts again at page 1) */
    change: (nextPage: number, nextSize: number) => {
      setPage(nextSize === size ? nextPage : 1);
      setSize(nextSize);
    },
    args: { page, itemsPerPage: size, pagination: true as const },
  };
}

export type Paging = ReturnType<typeof usePaging>;
