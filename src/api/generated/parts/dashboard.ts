import { policyApi as api } from '../../policies/dashboard';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<GetOverviewApiResponse, GetOverviewApiArg>({
      query: () => ({ url: `/overview` }),
    }),
    getWeeklyPerformance: build.query<GetWeeklyPerformanceApiResponse, GetWeeklyPerformanceApiArg>({
      query: (queryArg) => ({
        url: `/overview/weekly`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    listTestStripPackages: build.query<
      ListTestStripPackagesApiResponse,
      ListTestStripPackagesApiArg
    >({
      query: () => ({ url: `/test_strip_packages` }),
    }),
    createTestStripPackage: build.mutation<
      CreateTestStripPackageApiResponse,
      CreateTestStripPackageApiArg
    >({
      query: (queryArg) => ({
        url: `/test_strip_packages`,
        method: 'POST',
        body: queryArg.testStripPackageCreate,
      }),
    }),
    updateTestStripPackage: build.mutation<
      UpdateTestStripPackageApiResponse,
      UpdateTestStripPackageApiArg
    >({
      query: (queryArg) => ({
        url: `/test_strip_packages/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.testStripPackageUpdate,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as dashboardApi };
export type GetOverviewApiResponse =
  /** status 200 Overview counts of the current user. */ Overview;
export type GetOverviewApiArg = void;
export type GetWeeklyPerformanceApiResponse =
  /** status 200 One entry per day and parameter with at least one measurement. */ WeeklyPerformanceEntry[];
export type GetWeeklyPerformanceApiArg = {
  /** Range start, epoch seconds. */
  from: number;
  /** Range end, epoch seconds. */
  to: number;
};
export type ListTestStripPackagesApiResponse =
  /** status 200 The packages. */ TestStripPackageCollection;
export type ListTestStripPackagesApiArg = void;
export type CreateTestStripPackageApiResponse = /** status 201 Package created. */ TestStripPackage;
export type CreateTestStripPackageApiArg = {
  testStripPackageCreate: TestStripPackageCreate;
};
export type UpdateTestStripPackageApiResponse =
  /** status 200 The updated package. */ TestStripPackage;
export type UpdateTestStripPackageApiArg = {
  /** Resource id. */
  id: number;
  testStripPackageUpdate: TestStripPackageUpdate;
};
export type Overview = {
  count_of_measurements: number;
  analysis_count: number;
  parameters_tested: number;
};
export type ErrorMessage = {
  message: string;
  code?: number;
};
export type WeeklyPerformanceEntry = {
  /** Day (YYYY-MM-DD). */
  date: string;
  parameterId: number;
  parameterName: string;
  count: number;
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
export type TestStripPackage = {
  id: number;
  /** Lot number. */
  batch_number?: string | null;
  start_amount: number;
  amount_of_test_strips_left: number;
  citation_form: string;
  displayed_name: string;
  name: string;
  parameter_range: string;
  unit: string;
  parameter_id: number;
};
export type TestStripPackageCollection = {
  'hydra:member': TestStripPackage[];
  'hydra:totalItems': number;
};
export type TestStripPackageCreate = {
  /** Lot number, format HC123456 or 1234567890; may be empty. */
  batchNumber?: string | null;
  citationForm?: string;
  /** Package size. */
  startAmount: number;
  /** A released parameter (else 422). */
  parameterId: number;
  /** Strips still in the package, 1 to startAmount. */
  amountOfTestStripsLeft: number;
};
export type TestStripPackageUpdate = {
  /** Lot number, format HC123456 or 1234567890; may be empty. */
  batchNumber?: string | null;
  /** Strips still in the package, 1 to the package's start amount. */
  amountOfTestStripsLeft: number;
};
export const {
  useGetOverviewQuery,
  useLazyGetOverviewQuery,
  useGetWeeklyPerformanceQuery,
  useLazyGetWeeklyPerformanceQuery,
  useListTestStripPackagesQuery,
  useLazyListTestStripPackagesQuery,
  useCreateTestStripPackageMutation,
  useUpdateTestStripPackageMutation,
} = injectedRtkApi;
