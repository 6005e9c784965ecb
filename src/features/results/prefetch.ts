/** The results pages' first reads (loaded with the signed-in shell: src/app/pagePrefetch.ts). */
import { resultsApi } from '@/api';
import type { PagePrefetches } from '@/shared/config/featureRoute';
import { routePatterns } from '@/shared/config/paths';
import { recordIdOf } from '@/shared/lib/recordId';

export const resultPrefetches: PagePrefetches = {
  [routePatterns.resultDetail]: ({ params, dispatch }) => {
    const id = recordIdOf(params.id);
    return id === null ? [] : [dispatch(resultsApi.endpoints.getResult.initiate({ id }))];
  },
};
