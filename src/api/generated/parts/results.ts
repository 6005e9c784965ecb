import { policyApi as api } from '../../policies/results';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listResults: build.query<ListResultsApiResponse, ListResultsApiArg>({
      query: (queryArg) => ({
        url: `/results`,
        params: {
          page: queryArg.page,
          itemsPerPage: queryArg.itemsPerPage,
          pagination: queryArg.pagination,
          search: queryArg.search,
          order: queryArg.order,
          filter: queryArg.filter,
        },
      }),
    }),
    deleteResults: build.mutation<DeleteResultsApiResponse, DeleteResultsApiArg>({
      query: (queryArg) => ({ url: `/results`, method: 'DELETE', body: queryArg.resultIds }),
    }),
    getResult: build.query<GetResultApiResponse, GetResultApiArg>({
      query: (queryArg) => ({ url: `/results/${queryArg.id}` }),
    }),
    updateResult: build.mutation<UpdateResultApiResponse, UpdateResultApiArg>({
      query: (queryArg) => ({
        url: `/results/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.resultPatch,
      }),
    }),
    deleteResult: build.mutation<DeleteResultApiResponse, DeleteResultApiArg>({
      query: (queryArg) => ({ url: `/results/${queryArg.id}`, method: 'DELETE' }),
    }),
    getResultImage: build.query<GetResultImageApiResponse, GetResultImageApiArg>({
      query: (queryArg) => ({ url: `/results/${queryArg.id}/image` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as resultsApi };
export type ListResultsApiResponse = /** status 200 Page of results */ ResultCollection;
export type ListResultsApiArg = {
  /** Page number (1-based). */
  page?: number;
  /** Page size. */
  itemsPerPage?: number;
  /** When false, all matching items are returned in one page. */
  pagination?: boolean;
  /** Free-text search. */
  search?: string;
  /** Sort as `field:direction`, e.g. `sampleCreationDate:desc`. */
  order?: string;
  /** JSON text of a `TableFilter[]` array (see schema `TableFilter`). */
  filter?: string;
};
export type DeleteResultsApiResponse =
  /** status 200 Number of deleted results */ DeleteResultsResponse;
export type DeleteResultsApiArg = {
  resultIds: ResultIds;
};
export type GetResultApiResponse = /** status 200 The result */ Result;
export type GetResultApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdateResultApiResponse = /** status 200 The updated result */ Result;
export type UpdateResultApiArg = {
  /** Resource id. */
  id: number;
  resultPatch: ResultPatch;
};
export type DeleteResultApiResponse = unknown;
export type DeleteResultApiArg = {
  /** Resource id. */
  id: number;
};
export type GetResultImageApiResponse = /** status 200 The sample image */ Blob;
export type GetResultImageApiArg = {
  /** Resource id. */
  id: number;
};
export type ParameterRef = {
  id: number;
  name: string;
  displayedName: string;
  /** Measuring range 'min-max', e.g. '0-14' */
  parameterRange: string;
  unit: string;
  citation: string;
  /** Citation formula; text between double underscores is superscript */
  citationFormula: string;
  /** 'true' when the current user has measured this parameter */
  tested: 'true' | 'false';
  /** True once the parameter has ever been released */
  isReleased: boolean;
  /** Strips per package */
  packageCounterStripInBox: number;
  /** Parameter type: 0 NO3, 1 PH, 2 ALL */
  type: 0 | 1 | 2;
};
export type Result = {
  id: number;
  /** Human-readable measurement id */
  visibleMeasurementId: string;
  parameterId: number;
  parameter: ParameterRef;
  measurementName: string;
  measurementValue: number;
  measurementValueMin?: number | null;
  measurementValueMax?: number | null;
  measurementUnit: string;
  comment?: string | null;
  testStripLotNumber?: string | null;
  testStripCatalogNumber?: string | null;
  cardCatalogNumber?: string | null;
  cardLotNumber?: string | null;
  phoneName?: string | null;
  phoneOperatingSystem?: string | null;
  phoneCamera?: string | null;
  /** Time the sample was measured (epoch seconds) */
  sampleCreationDate: number;
  citationForm: string;
  /** Latitude in degrees */
  locationLat?: number | null;
  /** Longitude in degrees */
  locationLng?: number | null;
  /** 'code - message'; 401/402 plain value, 501 '<' (below range), 502 '>' (above range), 403 '!' (NO2 detected) */
  invalidSampleMessageCode?: string | null;
  /** 0 OK, 300 NO2_DETECTED */
  status: number;
  /** True for discarded (unsuccessful) measurements */
  discardedResult: boolean;
  /** Creator of the result */
  createdByUser: {
    id: number;
    displayName: string;
    /** Pseudonymous user label shown to admins */
    anonymousUser: string;
    company?: string | null;
    segment?: number | null;
  };
  /** Last update (epoch seconds) */
  updatedAt: number;
};
export type ResultCollection = {
  'hydra:member': Result[];
  /** Total number of items matching the query (all pages) */
  'hydra:totalItems': number;
};
export type Violation = {
  /** Field the violation refers to (empty for the whole object). */
  propertyPath: string;
  message: string;
};
export type ValidationError = {
  'hydra:title'?: string;
  'hydra:description'?: string;
  message?: string;
  violations: Violation[];
};
export type ErrorMessage = {
  message: string;
  code?: number;
};
export type DeleteResultsResponse = {
  /** Number of deleted results */
  deleted: number;
};
export type ResultIds = {
  ids: number[];
};
export type ResultPatch = {
  /** At least 3 characters */
  measurementName?: string;
  /** At least 3 characters; null clears the comment */
  comment?: string | null;
  /** Format AB123456 or 1234567890; empty or null clears it */
  testStripLotNumber?: string | null;
  /** Client time of the change (epoch seconds) */
  updatedAt: number;
};
export const {
  useListResultsQuery,
  useLazyListResultsQuery,
  useDeleteResultsMutation,
  useGetResultQuery,
  useLazyGetResultQuery,
  useUpdateResultMutation,
  useDeleteResultMutation,
  useGetResultImageQuery,
  useLazyGetResultImageQuery,
} = injectedRtkApi;
