import { policyApi as api } from '../../policies/analyses';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAnalyses: build.query<ListAnalysesApiResponse, ListAnalysesApiArg>({
      query: (queryArg) => ({
        url: `/analyses`,
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
    createAnalysis: build.mutation<CreateAnalysisApiResponse, CreateAnalysisApiArg>({
      query: (queryArg) => ({
        url: `/analyses`,
        method: 'POST',
        body: queryArg.analysisCreate,
        params: {
          fromQuery: queryArg.fromQuery,
          pagination: queryArg.pagination,
        },
      }),
    }),
    getAnalysis: build.query<GetAnalysisApiResponse, GetAnalysisApiArg>({
      query: (queryArg) => ({ url: `/analyses/${queryArg.id}` }),
    }),
    updateAnalysis: build.mutation<UpdateAnalysisApiResponse, UpdateAnalysisApiArg>({
      query: (queryArg) => ({
        url: `/analyses/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.analysisUpdate,
      }),
    }),
    listAnalysisResults: build.query<ListAnalysisResultsApiResponse, ListAnalysisResultsApiArg>({
      query: (queryArg) => ({
        url: `/analyses/${queryArg.id}/results`,
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
    listAnalysisResultsByTime: build.query<
      ListAnalysisResultsByTimeApiResponse,
      ListAnalysisResultsByTimeApiArg
    >({
      query: (queryArg) => ({
        url: `/analyses/${queryArg.id}/results/time-range`,
        params: {
          start: queryArg.start,
          end: queryArg.end,
        },
      }),
    }),
    listAnalysisInfo: build.query<ListAnalysisInfoApiResponse, ListAnalysisInfoApiArg>({
      query: () => ({ url: `/analyses/info` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as analysesApi };
export type ListAnalysesApiResponse = /** status 200 Page of analyses */ AnalysisCollection;
export type ListAnalysesApiArg = {
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
export type CreateAnalysisApiResponse = /** status 201 The created analysis */ Analysis;
export type CreateAnalysisApiArg = {
  /** true: take the results matching body.filters/body.search; false: take body.addResultIds */
  fromQuery: boolean;
  /** When false, all matching items are returned in one page. */
  pagination?: boolean;
  analysisCreate: AnalysisCreate;
};
export type GetAnalysisApiResponse = /** status 200 The analysis */ Analysis;
export type GetAnalysisApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdateAnalysisApiResponse =
  /** status 200 The updated analysis with change counters */ AnalysisUpdateResult;
export type UpdateAnalysisApiArg = {
  /** Resource id. */
  id: number;
  analysisUpdate: AnalysisUpdate;
};
export type ListAnalysisResultsApiResponse = /** status 200 Page of results */ ResultCollection;
export type ListAnalysisResultsApiArg = {
  /** Resource id. */
  id: number;
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
export type ListAnalysisResultsByTimeApiResponse =
  /** status 200 Results in the range */ ResultCollection;
export type ListAnalysisResultsByTimeApiArg = {
  /** Resource id. */
  id: number;
  /** Range start (epoch seconds, inclusive) */
  start: number;
  /** Range end (epoch seconds, inclusive) */
  end: number;
};
export type ListAnalysisInfoApiResponse = /** status 200 Analyses info */ AnalysisInfoCollection;
export type ListAnalysisInfoApiArg = void;
export type AnalysisParameter = {
  parameterId: number;
  name: string;
  count: number;
};
export type Analysis = {
  id: number;
  name: string;
  /** Number of non-discarded results */
  countOfResults: number;
  /** Number of results including discarded ones */
  countOfResultsWithDiscarded: number;
  /** Creation time (epoch seconds) */
  creationDate: number;
  parameters: AnalysisParameter[];
  results: {
    /** Result id */
    id: number;
  }[];
  /** For snapshot copies: the analysis it was copied from */
  originalAnalysis?: {
    id: number;
    results: {
      /** Result id */
      id: number;
    }[];
  } | null;
  /** Owner of the analysis */
  user: {
    id: number;
    displayName: string;
  };
  /** True when the analysis was deleted */
  discarded: boolean;
};
export type AnalysisCollection = {
  'hydra:member': Analysis[];
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
export type TableFilter = {
  /** Field path, e.g. `parameter.id` or `measurementUnit`. */
  field: string;
  /** eq equals, ne not equals, gt/gte/lt/lte comparisons, li like (text), con/ncon contains / not contains. */
  operator: 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte' | 'li' | 'con' | 'ncon';
  value: string | number | boolean;
};
export type AnalysisCreate = {
  /** Analysis name, not blank after trimming */
  name: string;
  /** Result ids to add (fromQuery=false) */
  addResultIds?: number[];
  /** Result filters (fromQuery=true) */
  filters?: TableFilter[];
  /** Free-text result search (fromQuery=true) */
  search?: string;
};
export type AnalysisUpdateResult = Analysis & {
  /** Results added */
  addedCount?: number;
  /** Results skipped because they were already in the analysis */
  skippedCount?: number;
  /** Results removed */
  removedCount?: number;
};
export type AnalysisUpdate = {
  /** New name, not blank after trimming */
  name?: string;
  /** true deletes the analysis */
  discarded?: boolean;
  addResultIds?: number[];
  removeResultIds?: number[];
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
export type AnalysisInfo = {
  id: number;
  name: string;
  /** Creation time (epoch seconds) */
  creationDate: number;
};
export type AnalysisInfoCollection = {
  'hydra:member': AnalysisInfo[];
  /** Total number of items matching the query (all pages) */
  'hydra:totalItems': number;
};
export const {
  useListAnalysesQuery,
  useLazyListAnalysesQuery,
  useCreateAnalysisMutation,
  useGetAnalysisQuery,
  useLazyGetAnalysisQuery,
  useUpdateAnalysisMutation,
  useListAnalysisResultsQuery,
  useLazyListAnalysisResultsQuery,
  useListAnalysisResultsByTimeQuery,
  useLazyListAnalysisResultsByTimeQuery,
  useListAnalysisInfoQuery,
  useLazyListAnalysisInfoQuery,
} = injectedRtkApi;
