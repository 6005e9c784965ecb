/** The analyses pages' first reads (loaded with the signed-in shell: src/app/pagePrefetch.ts). */
import { analysesApi } from '@/api';
import type { PagePrefetches } from '@/shared/config/featureRoute';
import { routePatterns } from '@/shared/config/paths';
import { recordIdOf } from '@/shared/lib/recordId';

export const analysisPrefetches: PagePrefetches = {
  [routePatterns.analysisDetail]: ({ params, dispatch }) => {
    const id = recordIdOf(params.id);
    return id === null ? [] : [dispatch(analysesApi.endpoints.getAnalysis.initiate({ id }))];
  },
};
