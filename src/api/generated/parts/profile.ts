import { policyApi as api } from '../../policies/profile';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveListMetadata: build.mutation<SaveListMetadataApiResponse, SaveListMetadataApiArg>({
      query: (queryArg) => ({
        url: `/profile/metadata/${queryArg.list}`,
        method: 'POST',
        body: queryArg.tableSettings,
      }),
    }),
    getUser: build.query<GetUserApiResponse, GetUserApiArg>({
      query: (queryArg) => ({ url: `/users/${queryArg.id}` }),
    }),
    updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
      query: (queryArg) => ({
        url: `/users/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.userUpdate,
      }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({ url: `/users/${queryArg.id}`, method: 'DELETE' }),
    }),
    uploadUserImage: build.mutation<UploadUserImageApiResponse, UploadUserImageApiArg>({
      query: (queryArg) => ({
        url: `/users/${queryArg.id}/image`,
        method: 'POST',
        body: queryArg.userImageUpload,
      }),
    }),
    getUserImage: build.query<GetUserImageApiResponse, GetUserImageApiArg>({
      query: (queryArg) => ({ url: `/users/${queryArg.id}/image` }),
    }),
    updatePassword: build.mutation<UpdatePasswordApiResponse, UpdatePasswordApiArg>({
      query: (queryArg) => ({
        url: `/users/${queryArg.id}/password`,
        method: 'POST',
        body: queryArg.passwordUpdate,
      }),
    }),
    logoutDevice: build.mutation<LogoutDeviceApiResponse, LogoutDeviceApiArg>({
      query: (queryArg) => ({
        url: `/users/${queryArg.userId}/devices/${queryArg.deviceId}`,
        method: 'DELETE',
      }),
    }),
    updateNewsletter: build.mutation<UpdateNewsletterApiResponse, UpdateNewsletterApiArg>({
      query: (queryArg) => ({
        url: `/users/newsletter`,
        method: 'POST',
        body: queryArg.newsletterUpdate,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as profileApi };
export type SaveListMetadataApiResponse = /** status 200 The updated user. */ User;
export type SaveListMetadataApiArg = {
  /** Which list's display settings are saved. */
  list: ListName;
  tableSettings: TableSettings;
};
export type GetUserApiResponse = /** status 200 The user. */ User;
export type GetUserApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdateUserApiResponse = /** status 200 The updated user. */ User;
export type UpdateUserApiArg = {
  /** Resource id. */
  id: number;
  userUpdate: UserUpdate;
};
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = {
  /** Resource id. */
  id: number;
};
export type UploadUserImageApiResponse = /** status 200 Upload outcome. */ UserImageResult;
export type UploadUserImageApiArg = {
  /** Resource id. */
  id: number;
  userImageUpload: UserImageUpload;
};
export type GetUserImageApiResponse =
  /** status 200 The image (PNG, JPEG, GIF or WebP as uploaded). */ Blob;
export type GetUserImageApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdatePasswordApiResponse = /** status 200 Password changed. */ MessageResponse;
export type UpdatePasswordApiArg = {
  /** Resource id. */
  id: number;
  passwordUpdate: PasswordUpdate;
};
export type LogoutDeviceApiResponse = unknown;
export type LogoutDeviceApiArg = {
  /** User id. */
  userId: number;
  /** Device id (`Device.deviceId`). */
  deviceId: string;
};
export type UpdateNewsletterApiResponse = /** status 200 The updated user. */ User;
export type UpdateNewsletterApiArg = {
  newsletterUpdate: NewsletterUpdate;
};
export type EmailAddress = string;
export type Device = {
  deviceId: string;
  deviceName: string;
  /** Login date, epoch seconds. */
  creationDate: number;
};
export type User = {
  id: number;
  email: EmailAddress;
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Roles, e.g. ROLE_USER, ROLE_ADMIN, ROLE_RESTRICTED. */
  roles: string[];
  company?: string | null;
  companyAdress?: string | null;
  companyCity?: string | null;
  companyPostalCode?: string | null;
  /** 2-letter lowercase country code. */
  companyCountry?: string | null;
  companyPhone?: string | null;
  /** Industry id (0 = none). */
  segment: number;
  segmentDepartment?: string | null;
  segmentWorkgroup?: string | null;
  /** Job role id (0 = none). */
  segmentPosition: number;
  isActivated: boolean;
  canSendConfirmationMail: boolean;
  /** True once the user confirmed the subscription by its mailed link. */
  newsletterActive: boolean;
  /** A subscription waiting for its confirmation: when the link mailed after subscribing expires (epoch seconds; links are valid 24 hours). Null when none waits (never subscribed, confirmed, unsubscribed, or the link expired). */
  newsletterPendingUntil: number | null;
  /** Epoch seconds. */
  registrationDate: number;
  /** Epoch seconds of the last image upload; null when the user has no image. */
  imageUpdateDate?: number | null;
  actualMeasurementLevel: number;
  actualMeasurementLevelRank: string;
  countOfMeasurements: number;
  measurementsTillNextLevel: number;
  listAllMeasurementCount: number;
  loggedInDevices: Device[];
  /** JSON text of `TableSettings` for the results list. */
  resultListmetaData?: string | null;
  /** JSON text of `TableSettings` for the analyses list. */
  analysisListMetaData?: string | null;
  /** JSON text of `TableSettings` for the notifications list. */
  notificationListMetaData?: string | null;
  /** JSON text of `TableSettings` for the (admin) users list. */
  userListMetaData?: string | null;
  /** JSON text of `TableSettings` for the (admin) successful result list. */
  successfulResultListMetaData?: string | null;
  /** JSON text of `TableSettings` for the (admin) discarded result list. */
  discardedResultListMetaData?: string | null;
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
export type ListName =
  'result' | 'analysis' | 'notification' | 'user' | 'successfulResult' | 'discardedResult';
export type SavedFilter = {
  /** Operator (same values as `TableFilter.operator`). */
  selectedFilter: string;
  filterValue: string | number | boolean;
  selectedParameter: {
    label: string;
    /** Field path. */
    name: string;
    type: 'number' | 'string' | 'enum' | 'date' | 'other' | 'enumLike';
  };
};
export type TableSettings = {
  filters: SavedFilter[];
  /** One of 10, 20, 40, 80, or 50 and 100 as stored by earlier versions (the app shows those as 40 and 80); saveListMetadata answers 400 otherwise. */
  itemsPerPage: number;
  search?: string;
  disabledColumns: string[];
  order?: {
    field: string;
    direction: 'asc' | 'desc';
  } | null;
};
export type UserUpdate = {
  /** May be empty, unless the resulting profile has a last name and no display name (a last name shows only after a first name); then 'First name is required'. */
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  email?: EmailAddress;
  company?: string | null;
  companyAdress?: string | null;
  companyCity?: string | null;
  companyPostalCode?: string | null;
  /** 2-letter lowercase country code; null clears it. */
  companyCountry?: string | null;
  companyPhone?: string | null;
  segment?: number;
  segmentDepartment?: string | null;
  segmentWorkgroup?: string | null;
  segmentPosition?: number;
  /** New profile image as base64 text (omitted when unchanged). */
  profileImage?: string;
};
export type UserImageResult = {
  success: boolean;
  /** Error code when `success` is false, e.g. 'wrong_mime_type' (file is not an image). */
  error?: string;
};
export type UserImageUpload = {
  /** Image as base64 text, with or without a `data:<mime>;base64,` prefix. At most 5 MB. */
  profileImage: string;
};
export type MessageResponse = {
  message: string;
};
export type PasswordUpdate = {
  currentPassword: string;
  newPassword: string;
};
export type NewsletterUpdate = {
  newsletterActive: boolean;
};
export const {
  useSaveListMetadataMutation,
  useGetUserQuery,
  useLazyGetUserQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useUploadUserImageMutation,
  useGetUserImageQuery,
  useLazyGetUserImageQuery,
  useUpdatePasswordMutation,
  useLogoutDeviceMutation,
  useUpdateNewsletterMutation,
} = injectedRtkApi;
