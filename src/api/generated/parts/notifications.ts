import { policyApi as api } from '../../policies/notifications';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBroadcastImage: build.query<GetBroadcastImageApiResponse, GetBroadcastImageApiArg>({
      query: (queryArg) => ({ url: `/broadcast-image/${queryArg.id}` }),
    }),
    listNotifications: build.query<ListNotificationsApiResponse, ListNotificationsApiArg>({
      query: () => ({ url: `/notifications` }),
    }),
    readNotification: build.mutation<ReadNotificationApiResponse, ReadNotificationApiArg>({
      query: (queryArg) => ({
        url: `/read-notification/${queryArg['type']}/${queryArg.id}`,
        method: 'PUT',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as notificationsApi };
export type GetBroadcastImageApiResponse =
  /** status 200 The image (its type follows the uploaded file). */ Blob;
export type GetBroadcastImageApiArg = {
  /** Resource id. */
  id: number;
};
export type ListNotificationsApiResponse =
  /** status 200 Sent broadcast notifications with their read state. */ BroadcastNotificationCollection;
export type ListNotificationsApiArg = void;
export type ReadNotificationApiResponse =
  /** status 200 The notification, now read. */ BroadcastNotification;
export type ReadNotificationApiArg = {
  /** Notification kind (`BroadcastNotification.type`, currently 'broadcast'). */
  type: string;
  /** Resource id. */
  id: number;
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
export type BroadcastNotification = {
  id: number;
  /** Notification kind, currently always 'broadcast' (used in `readNotification`). */
  type: string;
  title: string;
  /** HTML. */
  content: string;
  /** True when an image is available from `getBroadcastImage`. */
  image: boolean;
  /** Epoch seconds. */
  sentDate: number;
  /** Epoch seconds. */
  creationDate: number;
  isRead: boolean;
};
export type BroadcastNotificationCollection = {
  'hydra:member': BroadcastNotification[];
  'hydra:totalItems': number;
};
export const {
  useGetBroadcastImageQuery,
  useLazyGetBroadcastImageQuery,
  useListNotificationsQuery,
  useLazyListNotificationsQuery,
  useReadNotificationMutation,
} = injectedRtkApi;
