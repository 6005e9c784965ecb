import { Flex, Pagination } from 'antd';
import type { ReactNode } from 'react';
import { QueryState } from '../QueryState';
import { usePageInRange } from './usePageInRange';
import type { Paging } from './usePaging';

/** One page of a list as the server answers it. */
export interface ListPage<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
}

export interface PagedListProps<T> {
  paging: Paging;
  query: {
    data?: ListPage<T>;
    isLoading: boolean;
    error?: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** what an empty list says */
  emptyText: ReactNode;
  /** the height of the loading area */
  minHeight: number;
  /** the page's items */
  children: (items: T[]) => ReactNode;
}

/**
 * A list the server pages (the help editors, Manage Parameters): its loading, error and empty
 * states, the items of the current page, and the pager under them once there is more than one
 * page of the smallest size (with a size choice where there are several sizes). A page emptied
 * by a deletion gives way to the list's new last page.
 */
export function PagedList<T>({ paging, query, emptyText, minHeight, children }: PagedListProps<T>) {
  const total = query.data?.['hydra:totalItems'];
  usePageInRange(paging.page, paging.size, total, paging.setPage);
  const smallest = Math.min(...paging.sizes);
  return (
    <QueryState
      isLoading={query.isLoading}
      error={query.isFetching ? undefined : query.error}
      onRetry={() => void query.refetch()}
      isEmpty={(total ?? 0) === 0}
      emptyText={emptyText}
      minHeight={minHeight}
    >
      {children(query.data?.['hydra:member'] ?? [])}
      {(total ?? 0) > smallest && (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Pagination
            current={paging.page}
            pageSize={paging.size}
            total={total}
            showSizeChanger={paging.sizes.length > 1}
            pageSizeOptions={paging.sizes.length > 1 ? [...paging.sizes] : undefined}
            onChange={paging.change}
          />
        </Flex>
      )}
    </QueryState>
  );
}
