/**
 * The share-link lists as the shared DataTable reads them. The server pages these lists
 * (page, itemsPerPage) and answers `{ totalItems, shares }`; the table expects a Hydra page.
 */
import { useMemo } from 'react';
import {
  useListMyShareLinksQuery,
  useListReceivedShareLinksQuery,
  type Share,
  type ShareList,
} from '@/api';
import type { HydraPage, TableQueryArgs } from '@/shared/ui/DataTable';

export type LinkType = 'snapshot' | 'dynamic';
type Args = TableQueryArgs & { type: LinkType };

function useAsHydra<Q extends { data?: ShareList }>(query: Q) {
  const data = useMemo<HydraPage<Share> | undefined>(
    () =>
      query.data && {
        'hydra:member': query.data.shares,
        'hydra:totalItems': query.data.totalItems,
      },
    [query.data],
  );
  return { ...query, data };
}

/** Links the user shared, of one type. */
export const useMyLinksTable = ({ type, page, itemsPerPage }: Args) =>
  useAsHydra(useListMyShareLinksQuery({ type, page, itemsPerPage }));

/** Links shared with the user's e-mail address, of one type. */
export const useReceivedLinksTable = ({ type, page, itemsPerPage }: Args) =>
  useAsHydra(useListReceivedShareLinksQuery({ type, page, itemsPerPage }));
