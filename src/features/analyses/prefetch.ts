/** The analyses pages' first reads (loaded with the signed-in shell: src/app/pagePrefetch.ts). */
import { analysesApi, type ListAnalysesApiArg } from '@/api';
import { settingsListPrefetch } from '@/entities/list-settings/settingsListPrefetch';
import type { PagePrefetches } from '@/shared/config/featureRoute';
import { paths, routePatterns } from '@/shared/config/paths';
import { recordIdOf } from '@/shared/lib/recordId';
import type { AppDispatch } from '@/shared/store/hooks';

const tables = () => import('./utils/analysesList');
const start = (dispatch: AppDispatch, args: ListAnalysesApiArg) =>
  dispatch(analysesApi.endpoints.listAnalyses.initiate(args));

export const analysisPrefetches: PagePrefetches = {
  [routePatterns.analysisDetail]: ({ params, dispatch }) => {
    const id = recordIdOf(params.id);
    return id === null ? [] : [dispatch(analysesApi.endpoints.getAnalysis.initiate({ id }))];
  },
  // the list's first page, with the settings saved on the user's record
  [paths.analyses]: settingsListPrefetch({
    tables,
    table: ({ analysesList }, { parameters }) => analysesList(parameters, false),
    start,
  }),
};
