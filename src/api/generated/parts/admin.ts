import { policyApi as api } from '../../policies/admin';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDashboard: build.query<GetAdminDashboardApiResponse, GetAdminDashboardApiArg>({
      query: () => ({ url: `/admin/dashboard` }),
    }),
    listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
      query: (queryArg) => ({
        url: `/users`,
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
  }),
  overrideExisting: false,
});
export { injectedRtkApi as adminApi };
export type GetAdminDashboardApiResponse =
  /** status 200 Counts for the four dashboard tiles. */ AdminDashboard;
export type GetAdminDashboardApiArg = void;
export type ListUsersApiResponse = /** status 200 A page of users. */ AdminUserListItemCollection;
export type ListUsersApiArg = {
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
export type AdminDashboard = {
  userCount: number;
  /** Number of successful (not discarded) results. Spelling as sent by the server. */
  successfullCount: number;
  discardedCount: number;
  analysesCount: number;
};
export type ErrorMessage = {
  message: string;
  code?: number;
};
export type EmailAddress = string;
export type AdminUserListItem = {
  id: number;
  displayName: string;
  email: EmailAddress;
  /** Epoch seconds of the last profile image change; null when no image. */
  imageUpdateDate?: number | null;
  countOfMeasurements: number;
  countOfPh: number;
  countOfNO3: number;
  company?: string | null;
  companyAdress?: string | null;
  companyCity?: string | null;
  companyPostalCode?: string | null;
  /** 2-letter lowercase country code. */
  companyCountry?: string | null;
  segment: number;
  segmentDepartment?: string | null;
  segmentWorkgroup?: string | null;
  newsletterActive: boolean;
  /** Epoch seconds. */
  registrationDate: number;
};
export type AdminUserListItemCollection = {
  'hydra:member': AdminUserListItem[];
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
export const {
  useGetAdminDashboardQuery,
  useLazyGetAdminDashboardQuery,
  useListUsersQuery,
  useLazyListUsersQuery,
} = injectedRtkApi;
