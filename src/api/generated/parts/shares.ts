import { policyApi as api } from '../../policies/shares';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalysisShareLinks: build.query<
      GetAnalysisShareLinksApiResponse,
      GetAnalysisShareLinksApiArg
    >({
      query: (queryArg) => ({ url: `/analyses/${queryArg.id}/links` }),
    }),
    getResultShareLinks: build.query<GetResultShareLinksApiResponse, GetResultShareLinksApiArg>({
      query: (queryArg) => ({ url: `/results/${queryArg.id}/links` }),
    }),
    getSharedImage: build.query<GetSharedImageApiResponse, GetSharedImageApiArg>({
      query: (queryArg) => ({
        url: `/share/${queryArg.shareId}/image`,
        params: {
          resultId: queryArg.resultId,
        },
      }),
    }),
    getSharedAnalysis: build.query<GetSharedAnalysisApiResponse, GetSharedAnalysisApiArg>({
      query: (queryArg) => ({ url: `/share/${queryArg['type']}/analyses/${queryArg.shareId}` }),
    }),
    listSharedAnalysisResults: build.query<
      ListSharedAnalysisResultsApiResponse,
      ListSharedAnalysisResultsApiArg
    >({
      query: (queryArg) => ({
        url: `/share/${queryArg['type']}/analyses/${queryArg.shareId}/results`,
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
    getSharedAnalysisResult: build.query<
      GetSharedAnalysisResultApiResponse,
      GetSharedAnalysisResultApiArg
    >({
      query: (queryArg) => ({
        url: `/share/${queryArg['type']}/analyses/${queryArg.shareId}/results/${queryArg.resultId}`,
      }),
    }),
    getSharedResult: build.query<GetSharedResultApiResponse, GetSharedResultApiArg>({
      query: (queryArg) => ({ url: `/share/${queryArg['type']}/results/${queryArg.shareId}` }),
    }),
    createShare: build.mutation<CreateShareApiResponse, CreateShareApiArg>({
      query: (queryArg) => ({
        url: `/shares/${queryArg['type']}/${queryArg.resource}`,
        method: 'POST',
        body: queryArg.shareCreate,
      }),
    }),
    revokeShare: build.mutation<RevokeShareApiResponse, RevokeShareApiArg>({
      query: (queryArg) => ({
        url: `/shares/${queryArg['type']}/${queryArg.resource}/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    listMyShareLinks: build.query<ListMyShareLinksApiResponse, ListMyShareLinksApiArg>({
      query: (queryArg) => ({
        url: `/shares/${queryArg['type']}/mine`,
        params: {
          page: queryArg.page,
          itemsPerPage: queryArg.itemsPerPage,
        },
      }),
    }),
    listReceivedShareLinks: build.query<
      ListReceivedShareLinksApiResponse,
      ListReceivedShareLinksApiArg
    >({
      query: (queryArg) => ({
        url: `/shares/${queryArg['type']}/received`,
        params: {
          page: queryArg.page,
          itemsPerPage: queryArg.itemsPerPage,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as sharesApi };
export type GetAnalysisShareLinksApiResponse =
  /** status 200 Share links of the analysis */ ShareList;
export type GetAnalysisShareLinksApiArg = {
  /** Resource id. */
  id: number;
};
export type GetResultShareLinksApiResponse = /** status 200 Share links of the result */ ShareList;
export type GetResultShareLinksApiArg = {
  /** Resource id. */
  id: number;
};
export type GetSharedImageApiResponse = /** status 200 The sample image */ Blob;
export type GetSharedImageApiArg = {
  /** Unguessable share identifier (Share.id) */
  shareId: string;
  /** Result id; required for analysis shares, ignored for result shares */
  resultId?: number;
};
export type GetSharedAnalysisApiResponse = /** status 200 The shared analysis */ Analysis;
export type GetSharedAnalysisApiArg = {
  /** Share mode: snapshot (fixed view, valid 30 days) or dynamic (live view, revocable, no expiry) */
  type: 'snapshot' | 'dynamic';
  /** Unguessable share identifier (Share.id) */
  shareId: string;
};
export type ListSharedAnalysisResultsApiResponse =
  /** status 200 Page of results */ ResultCollection;
export type ListSharedAnalysisResultsApiArg = {
  /** Share mode: snapshot (fixed view, valid 30 days) or dynamic (live view, revocable, no expiry) */
  type: 'snapshot' | 'dynamic';
  /** Unguessable share identifier (Share.id) */
  shareId: string;
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
export type GetSharedAnalysisResultApiResponse = /** status 200 The result */ Result;
export type GetSharedAnalysisResultApiArg = {
  /** Share mode: snapshot (fixed view, valid 30 days) or dynamic (live view, revocable, no expiry) */
  type: 'snapshot' | 'dynamic';
  /** Unguessable share identifier (Share.id) */
  shareId: string;
  /** Result id (must belong to the shared analysis) */
  resultId: number;
};
export type GetSharedResultApiResponse = /** status 200 The shared result */ Result;
export type GetSharedResultApiArg = {
  /** Share mode: snapshot (fixed view, valid 30 days) or dynamic (live view, revocable, no expiry) */
  type: 'snapshot' | 'dynamic';
  /** Unguessable share identifier (Share.id) */
  shareId: string;
};
export type CreateShareApiResponse = /** status 201 The created share link */ ShareCreated;
export type CreateShareApiArg = {
  /** Share mode: snapshot (fixed view, valid 30 days) or dynamic (live view, revocable, no expiry) */
  type: 'snapshot' | 'dynamic';
  /** Kind of the shared resource */
  resource: 'analysis' | 'result';
  shareCreate: ShareCreate;
};
export type RevokeShareApiResponse = unknown;
export type RevokeShareApiArg = {
  /** Share mode: snapshot (fixed view, valid 30 days) or dynamic (live view, revocable, no expiry) */
  type: 'snapshot' | 'dynamic';
  /** Kind of the shared resource */
  resource: 'analysis' | 'result';
  /** Unguessable share identifier (Share.id) */
  id: string;
};
export type ListMyShareLinksApiResponse = /** status 200 Shared links */ ShareList;
export type ListMyShareLinksApiArg = {
  /** Share mode: snapshot (fixed view, valid 30 days) or dynamic (live view, revocable, no expiry) */
  type: 'snapshot' | 'dynamic';
  /** Page number (1-based). */
  page?: number;
  /** Page size. */
  itemsPerPage?: number;
};
export type ListReceivedShareLinksApiResponse = /** status 200 Received links */ ShareList;
export type ListReceivedShareLinksApiArg = {
  /** Share mode: snapshot (fixed view, valid 30 days) or dynamic (live view, revocable, no expiry) */
  type: 'snapshot' | 'dynamic';
  /** Page number (1-based). */
  page?: number;
  /** Page size. */
  itemsPerPage?: number;
};
export type EmailAddress = string;
export type ShareEmail = {
  emailAddress: EmailAddress;
};
export type Share = {
  /** Unguessable share id */
  id: string;
  /** Name of the shared analysis or result */
  name: string;
  /** Share mode */
  type: 'snapshot' | 'dynamic';
  /** Kind of the shared resource */
  resourceType: 'analysis' | 'result';
  /** Id of the shared analysis or result */
  resourceId: number;
  /** Creation time (epoch seconds) */
  creationDate: number;
  /** Expiry; snapshots 30 days after creation, null for dynamic shares (epoch seconds) */
  validUntil?: number | null;
  /** Recipients (shared links) */
  emails: ShareEmail[];
  /** Sender e-mail address (received links) */
  emailSendFrom?: string | null;
  revoked: boolean;
};
export type ShareList = {
  /** Total number of share links (all pages) */
  totalItems: number;
  shares: Share[];
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
export type ShareCreated = {
  /** Share id */
  id: string;
  /** Link to the public share view */
  shareLink: string;
  /** Expiry; null for dynamic shares (epoch seconds) */
  validUntil?: number | null;
};
export type ShareCreate = {
  /** Recipient e-mail addresses (no duplicates, empty entries dropped by the client) */
  emails: EmailAddress[];
  /** Id of the analysis or result to share */
  from: number;
};
export const {
  useGetAnalysisShareLinksQuery,
  useLazyGetAnalysisShareLinksQuery,
  useGetResultShareLinksQuery,
  useLazyGetResultShareLinksQuery,
  useGetSharedImageQuery,
  useLazyGetSharedImageQuery,
  useGetSharedAnalysisQuery,
  useLazyGetSharedAnalysisQuery,
  useListSharedAnalysisResultsQuery,
  useLazyListSharedAnalysisResultsQuery,
  useGetSharedAnalysisResultQuery,
  useLazyGetSharedAnalysisResultQuery,
  useGetSharedResultQuery,
  useLazyGetSharedResultQuery,
  useCreateShareMutation,
  useRevokeShareMutation,
  useListMyShareLinksQuery,
  useLazyListMyShareLinksQuery,
  useListReceivedShareLinksQuery,
  useLazyListReceivedShareLinksQuery,
} = injectedRtkApi;
