import { policyApi as api } from '../../policies/exports';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportNewsletter: build.query<ExportNewsletterApiResponse, ExportNewsletterApiArg>({
      query: () => ({ url: `/admin/newsletter-export` }),
    }),
    exportAnalyses: build.query<ExportAnalysesApiResponse, ExportAnalysesApiArg>({
      query: (queryArg) => ({
        url: `/analyses.${queryArg.format}`,
        params: {
          page: queryArg.page,
          itemsPerPage: queryArg.itemsPerPage,
          pagination: queryArg.pagination,
          search: queryArg.search,
          order: queryArg.order,
          filter: queryArg.filter,
          tzo: queryArg.tzo,
          ids: queryArg.ids,
        },
      }),
    }),
    exportAnalysisResults: build.query<
      ExportAnalysisResultsApiResponse,
      ExportAnalysisResultsApiArg
    >({
      query: (queryArg) => ({
        url: `/analyses/${queryArg.id}/results.${queryArg.format}`,
        params: {
          tzo: queryArg.tzo,
          pagination: queryArg.pagination,
          filter: queryArg.filter,
          search: queryArg.search,
        },
      }),
    }),
    exportResults: build.query<ExportResultsApiResponse, ExportResultsApiArg>({
      query: (queryArg) => ({
        url: `/results.${queryArg.format}`,
        params: {
          page: queryArg.page,
          itemsPerPage: queryArg.itemsPerPage,
          pagination: queryArg.pagination,
          search: queryArg.search,
          order: queryArg.order,
          filter: queryArg.filter,
          tzo: queryArg.tzo,
          ids: queryArg.ids,
        },
      }),
    }),
    exportResult: build.query<ExportResultApiResponse, ExportResultApiArg>({
      query: (queryArg) => ({
        url: `/results/${queryArg.id}/export.${queryArg.format}`,
        params: {
          tzo: queryArg.tzo,
        },
      }),
    }),
    exportSharedResults: build.query<ExportSharedResultsApiResponse, ExportSharedResultsApiArg>({
      query: (queryArg) => ({
        url: `/share/${queryArg.shareId}/results.${queryArg.format}`,
        params: {
          tzo: queryArg.tzo,
        },
      }),
    }),
    exportUsers: build.query<ExportUsersApiResponse, ExportUsersApiArg>({
      query: (queryArg) => ({
        url: `/users.${queryArg.format}`,
        params: {
          page: queryArg.page,
          itemsPerPage: queryArg.itemsPerPage,
          pagination: queryArg.pagination,
          search: queryArg.search,
          order: queryArg.order,
          filter: queryArg.filter,
          tzo: queryArg.tzo,
          ids: queryArg.ids,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as exportsApi };
export type ExportNewsletterApiResponse = /** status 200 CSV file of newsletter subscribers */ Blob;
export type ExportNewsletterApiArg = void;
export type ExportAnalysesApiResponse = /** status 200 Export file */ Blob;
export type ExportAnalysesApiArg = {
  /** Export file format */
  format: ExportFormat;
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
  /** Client time-zone offset in minutes, used to format dates in exports. */
  tzo: number;
  /** Comma-separated ids of the selected rows; when absent the whole (filtered) list is exported. */
  ids?: string;
};
export type ExportAnalysisResultsApiResponse = /** status 200 Export file */ Blob;
export type ExportAnalysisResultsApiArg = {
  /** Resource id. */
  id: number;
  /** Export file format */
  format: ExportFormat;
  /** Client time-zone offset in minutes, used to format dates in exports. */
  tzo: number;
  /** When false, all matching items are returned in one page. */
  pagination?: boolean;
  /** JSON text of a `TableFilter[]` array (see schema `TableFilter`). */
  filter?: string;
  /** Free-text search. */
  search?: string;
};
export type ExportResultsApiResponse = /** status 200 Export file */ Blob;
export type ExportResultsApiArg = {
  /** Export file format */
  format: ExportFormat;
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
  /** Client time-zone offset in minutes, used to format dates in exports. */
  tzo: number;
  /** Comma-separated ids of the selected rows; when absent the whole (filtered) list is exported. */
  ids?: string;
};
export type ExportResultApiResponse = /** status 200 Export file */ Blob;
export type ExportResultApiArg = {
  /** Resource id. */
  id: number;
  /** Export file format */
  format: ExportFormat;
  /** Client time-zone offset in minutes, used to format dates in exports. */
  tzo: number;
};
export type ExportSharedResultsApiResponse = /** status 200 Export file */ Blob;
export type ExportSharedResultsApiArg = {
  /** Unguessable share identifier (Share.id) */
  shareId: string;
  /** Export file format */
  format: ExportFormat;
  /** Client time-zone offset in minutes, used to format dates in exports. */
  tzo: number;
};
export type ExportUsersApiResponse = /** status 200 Export file */ Blob;
export type ExportUsersApiArg = {
  /** Export file format */
  format: ExportFormat;
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
  /** Client time-zone offset in minutes, used to format dates in exports. */
  tzo: number;
  /** Comma-separated ids of the selected rows; when absent the whole (filtered) list is exported. */
  ids?: string;
};
export type ErrorMessage = {
  message: string;
  code?: number;
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
export type ExportFormat = 'xlsx' | 'csv' | 'zip';
export const {
  useExportNewsletterQuery,
  useLazyExportNewsletterQuery,
  useExportAnalysesQuery,
  useLazyExportAnalysesQuery,
  useExportAnalysisResultsQuery,
  useLazyExportAnalysisResultsQuery,
  useExportResultsQuery,
  useLazyExportResultsQuery,
  useExportResultQuery,
  useLazyExportResultQuery,
  useExportSharedResultsQuery,
  useLazyExportSharedResultsQuery,
  useExportUsersQuery,
  useLazyExportUsersQuery,
} = injectedRtkApi;
