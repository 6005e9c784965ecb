import { policyApi as api } from '../../policies/parameters';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listParameters: build.query<ListParametersApiResponse, ListParametersApiArg>({
      query: (queryArg) => ({
        url: `/parameters`,
        params: {
          page: queryArg.page,
          itemsPerPage: queryArg.itemsPerPage,
          pagination: queryArg.pagination,
        },
      }),
    }),
    createParameter: build.mutation<CreateParameterApiResponse, CreateParameterApiArg>({
      query: (queryArg) => ({ url: `/parameters`, method: 'POST', body: queryArg.parameterWrite }),
    }),
    getParameter: build.query<GetParameterApiResponse, GetParameterApiArg>({
      query: (queryArg) => ({ url: `/parameters/${queryArg.id}` }),
    }),
    updateParameter: build.mutation<UpdateParameterApiResponse, UpdateParameterApiArg>({
      query: (queryArg) => ({
        url: `/parameters/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.parameterWrite,
      }),
    }),
    getParameterFile: build.query<GetParameterFileApiResponse, GetParameterFileApiArg>({
      query: (queryArg) => ({ url: `/parameters/${queryArg.id}/files/${queryArg.kind}` }),
    }),
    setParameterVisibility: build.mutation<
      SetParameterVisibilityApiResponse,
      SetParameterVisibilityApiArg
    >({
      query: (queryArg) => ({
        url: `/parameters/${queryArg.id}/visibility`,
        method: 'PUT',
        body: queryArg.parameterVisibility,
      }),
    }),
    listParameterOverview: build.query<
      ListParameterOverviewApiResponse,
      ListParameterOverviewApiArg
    >({
      query: () => ({ url: `/parameters/list` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as parametersApi };
export type ListParametersApiResponse = /** status 200 A page of parameters. */ ParameterCollection;
export type ListParametersApiArg = {
  /** Page number (1-based). */
  page?: number;
  /** Page size. */
  itemsPerPage?: number;
  /** When false, all matching items are returned in one page. */
  pagination?: boolean;
};
export type CreateParameterApiResponse = /** status 201 The created parameter. */ Parameter;
export type CreateParameterApiArg = {
  parameterWrite: ParameterWrite;
};
export type GetParameterApiResponse = /** status 200 The parameter. */ Parameter;
export type GetParameterApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdateParameterApiResponse = /** status 200 The updated parameter. */ Parameter;
export type UpdateParameterApiArg = {
  /** Resource id. */
  id: number;
  parameterWrite: ParameterWrite;
};
export type GetParameterFileApiResponse = /** status 200 The file content. */ Blob;
export type GetParameterFileApiArg = {
  /** Resource id. */
  id: number;
  /** Which stored file to download. */
  kind: 'preCountDownImage' | 'postCountDownImage' | 'packageFile';
};
export type SetParameterVisibilityApiResponse =
  /** status 200 The parameter with its new visibility, without its file bodies. */ ParameterSummary;
export type SetParameterVisibilityApiArg = {
  /** Resource id. */
  id: number;
  parameterVisibility: ParameterVisibility;
};
export type ListParameterOverviewApiResponse =
  /** status 200 All parameters visible to the caller. */ ParameterListItem[];
export type ListParameterOverviewApiArg = void;
export type ParameterStatus = 1 | 2 | 3;
export type ParameterType = 0 | 1 | 2;
export type ParameterSummary = {
  id: number;
  /** Locked once Released or Inactive. */
  name: string;
  displayedName: string;
  /** Catalogue number (SKU). Locked once Released or Inactive. */
  stripCatNo: string;
  /** e.g. '0-14'. Locked once isReleased is true. */
  parameterRange: string;
  /** Rich text (subscript/superscript only). Locked once isReleased is true. */
  citationFormula: string;
  /** Locked once isReleased is true. */
  unit: string;
  status: ParameterStatus;
  visible: boolean;
  audioSignal: boolean;
  /** Whether the post-count-down screen (with its image) is shown. */
  postCountDownSignal: boolean;
  /** Countdown time in seconds. */
  countdownTimer: number;
  packageCounterStripInBox: number;
  /** URL of the shop button. */
  productUrl?: string | null;
  outOfRangeEntryMin?: number | null;
  outOfRangeEntryMax?: number | null;
  errorMessage?: string | null;
  additionalInfo?: string | null;
  /** The admin confirmed that the How-to was updated for the next release. Stored false again by every release (each release asks anew). */
  isHowToUpdated: boolean;
  /** The admin confirmed that the FAQ was updated for the next release. Stored false again by every release (each release asks anew). */
  isFaqUpdated: boolean;
  /** The admin confirmed that the notification was updated for the next release. Stored false again by every release (each release asks anew). */
  isNotificationUpdated: boolean;
  /** True once the parameter has ever been released. */
  isReleased: boolean;
  /** File name of the pre-count-down image. */
  preCountDownTextName?: string | null;
  /** File name of the post-count-down image. */
  postCountDownTextName?: string | null;
  /** File name of the package file. */
  packageFileTextName?: string | null;
  /** Always 1. */
  citation: 1;
  type: ParameterType;
  /** Epoch seconds. */
  createdAt: number;
  /** Epoch seconds. */
  updatedAt: number;
};
export type ParameterCollection = {
  'hydra:member': ParameterSummary[];
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
export type Parameter = ParameterSummary & {
  /** Base64 image (jpg/png) without data-URL prefix. */
  preCountDownImage: string | null;
  /** Base64 image (jpg/png) without data-URL prefix. */
  postCountDownImage: string | null;
  /** Base64 package file without data-URL prefix (max 204800 bytes decoded). */
  packageFile: string | null;
};
export type ParameterWrite = {
  name: string;
  displayedName: string;
  stripCatNo: string;
  parameterRange: string;
  citationFormula: string;
  unit: string;
  status: ParameterStatus;
  visible: boolean;
  audioSignal: boolean;
  postCountDownSignal: boolean;
  countdownTimer: number;
  packageCounterStripInBox: number;
  productUrl?: string | null;
  outOfRangeEntryMin?: number | null;
  outOfRangeEntryMax?: number | null;
  errorMessage?: string | null;
  additionalInfo?: string | null;
  /** Confirmation that the How-to was updated for this release: must be true to store status 2 (400 otherwise). A stored release has it false again. */
  isHowToUpdated: boolean;
  /** Confirmation that the FAQ was updated for this release: must be true to store status 2 (400 otherwise). A stored release has it false again. */
  isFaqUpdated: boolean;
  /** Confirmation that the notification was updated for this release: must be true to store status 2 (400 otherwise). A stored release has it false again. */
  isNotificationUpdated: boolean;
  /** Base64 jpg/png (max 2 MB decoded, up to 1488 x 2480 px). */
  preCountDownImage?: string | null;
  preCountDownTextName?: string | null;
  /** Base64 jpg/png; required by the form when postCountDownSignal is true. */
  postCountDownImage?: string | null;
  postCountDownTextName?: string | null;
  /** Base64, not an image, max 204800 bytes decoded. */
  packageFile?: string | null;
  packageFileTextName?: string | null;
  /** Always sent as 1. */
  citation: 1;
  type?: ParameterType;
};
export type ParameterVisibility = {
  visible: boolean;
};
export type ParameterListItem = {
  id: number;
  name: string;
  displayedName: string;
  /** e.g. '0-14'. */
  parameterRange: string;
  unit: string;
  citationFormula: string;
  parameterCount: number;
  tested: 'true' | 'false';
  type: ParameterType;
  status: ParameterStatus;
};
export const {
  useListParametersQuery,
  useLazyListParametersQuery,
  useCreateParameterMutation,
  useGetParameterQuery,
  useLazyGetParameterQuery,
  useUpdateParameterMutation,
  useGetParameterFileQuery,
  useLazyGetParameterFileQuery,
  useSetParameterVisibilityMutation,
  useListParameterOverviewQuery,
  useLazyListParameterOverviewQuery,
} = injectedRtkApi;
