/** The results pages' first reads (loaded with the signed-in shell: src/app/pagePrefetch.ts). */
import { resultsApi, type ListResultsApiArg } from '@/api';
import { isAdmin } from '@/domain/roles';
import { settingsListPrefetch } from '@/entities/list-settings/settingsListPrefetch';
import type { PagePrefetches } from '@/shared/config/featureRoute';
import { paths, routePatterns } from '@/shared/config/paths';
import { recordIdOf } from '@/shared/lib/recordId';
import type { AppDispatch } from '@/shared/store/hooks';

const tables = () => import('./utils/resultsList');
const start = (dispatch: AppDispatch, args: ListResultsApiArg) =>
  dispatch(resultsApi.endpoints.listResults.initiate(args));

export const resultPrefetches: PagePrefetches = {
  [routePatterns.resultDetail]: ({ params, dispatch }) => {
    const id = recordIdOf(params.id);
    return id === null ? [] : [dispatch(resultsApi.endpoints.getResult.initiate({ id }))];
  },
  // the list's first page, with the settings saved on the user's record
  [paths.results]: settingsListPrefetch({
    tables,
    table: ({ resultsList }, { user, parameters }) => resultsList(parameters, isAdmin(user)),
    start,
  }),
};
