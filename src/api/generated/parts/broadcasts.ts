import { policyApi as api } from '../../policies/broadcasts';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBroadcasts: build.query<ListBroadcastsApiResponse, ListBroadcastsApiArg>({
      query: (queryArg) => ({
        url: `/broadcasts`,
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
    createBroadcast: build.mutation<CreateBroadcastApiResponse, CreateBroadcastApiArg>({
      query: (queryArg) => ({ url: `/broadcasts`, method: 'POST', body: queryArg.broadcastWrite }),
    }),
    getBroadcast: build.query<GetBroadcastApiResponse, GetBroadcastApiArg>({
      query: (queryArg) => ({ url: `/broadcasts/${queryArg.id}` }),
    }),
    updateBroadcast: build.mutation<UpdateBroadcastApiResponse, UpdateBroadcastApiArg>({
      query: (queryArg) => ({
        url: `/broadcasts/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.broadcastWrite,
      }),
    }),
    deleteBroadcast: build.mutation<DeleteBroadcastApiResponse, DeleteBroadcastApiArg>({
      query: (queryArg) => ({ url: `/broadcasts/${queryArg.id}`, method: 'DELETE' }),
    }),
    sendBroadcast: build.mutation<SendBroadcastApiResponse, SendBroadcastApiArg>({
      query: (queryArg) => ({ url: `/broadcasts/${queryArg.id}/send`, method: 'PUT' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as broadcastsApi };
export type ListBroadcastsApiResponse = /** status 200 A page of broadcasts. */ BroadcastCollection;
export type ListBroadcastsApiArg = {
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
export type CreateBroadcastApiResponse =
  /** status 201 Id of the created broadcast. */ BroadcastCreated;
export type CreateBroadcastApiArg = {
  broadcastWrite: BroadcastWrite;
};
export type GetBroadcastApiResponse = /** status 200 The broadcast. */ Broadcast;
export type GetBroadcastApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdateBroadcastApiResponse =
  /** status 200 Id of the updated broadcast. */ BroadcastCreated;
export type UpdateBroadcastApiArg = {
  /** Resource id. */
  id: number;
  broadcastWrite: BroadcastWrite;
};
export type DeleteBroadcastApiResponse = unknown;
export type DeleteBroadcastApiArg = {
  /** Resource id. */
  id: number;
};
export type SendBroadcastApiResponse = /** status 200 The sent broadcast. */ Broadcast;
export type SendBroadcastApiArg = {
  /** Resource id. */
  id: number;
};
export type Broadcast = {
  id: number;
  title: string;
  /** HTML. */
  content: string;
  /** Whether an image is attached (GET /broadcast-image/{id}). */
  image: boolean;
  /** Epoch seconds. */
  creationDate: number;
  /** Epoch seconds; null while unsent. */
  sentDate?: number | null;
  views: number;
  /** The admin who created it ('Created by'). */
  owner: {
    id: number;
    /** The creator's name as users are named everywhere: the display name, else the first name with the last name, else the e-mail address. */
    displayName: string;
  };
};
export type BroadcastCollection = {
  'hydra:member': Broadcast[];
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
export type BroadcastCreated = {
  id: number;
};
export type BroadcastWrite = {
  /** Optional; present when saving an existing broadcast. */
  id?: number;
  title: string;
  /** HTML; at most 300 visible characters (text without tags). */
  content: string;
  /** Base64 PNG or JPEG (the type is read from its content) of at most 1000 x 1000 px and 200 MB, or null for no image; any other answers 400 on `image` ('Error reading Image'). */
  image?: string | null;
};
export const {
  useListBroadcastsQuery,
  useLazyListBroadcastsQuery,
  useCreateBroadcastMutation,
  useGetBroadcastQuery,
  useLazyGetBroadcastQuery,
  useUpdateBroadcastMutation,
  useDeleteBroadcastMutation,
  useSendBroadcastMutation,
} = injectedRtkApi;
