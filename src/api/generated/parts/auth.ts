import { policyApi as api } from '../../policies/auth';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCompanies: build.query<SearchCompaniesApiResponse, SearchCompaniesApiArg>({
      query: (queryArg) => ({
        url: `/companies`,
        params: {
          term: queryArg.term,
        },
      }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/login`, method: 'POST', body: queryArg.loginRequest }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/logout`, method: 'POST' }),
    }),
    confirmNewsletter: build.mutation<ConfirmNewsletterApiResponse, ConfirmNewsletterApiArg>({
      query: (queryArg) => ({
        url: `/newsletter/confirm`,
        method: 'POST',
        body: queryArg.newsletterConfirm,
      }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/register`,
        method: 'POST',
        body: queryArg.registrationPayload,
      }),
    }),
    confirmRegistration: build.mutation<ConfirmRegistrationApiResponse, ConfirmRegistrationApiArg>({
      query: (queryArg) => ({ url: `/register/confirm/${queryArg.token}`, method: 'POST' }),
    }),
    resendConfirmation: build.mutation<ResendConfirmationApiResponse, ResendConfirmationApiArg>({
      query: (queryArg) => ({
        url: `/register/resend`,
        method: 'POST',
        body: queryArg.resendConfirmationRequest,
      }),
    }),
    requestPasswordReset: build.mutation<
      RequestPasswordResetApiResponse,
      RequestPasswordResetApiArg
    >({
      query: (queryArg) => ({
        url: `/resetting/request`,
        method: 'POST',
        body: queryArg.passwordResetRequest,
      }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({
        url: `/resetting/reset`,
        method: 'POST',
        body: queryArg.passwordReset,
      }),
    }),
    validateResetToken: build.mutation<ValidateResetTokenApiResponse, ValidateResetTokenApiArg>({
      query: (queryArg) => ({
        url: `/resetting/validate`,
        method: 'POST',
        body: queryArg.resetTokenRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as authApi };
export type SearchCompaniesApiResponse = /** status 200 Matching company names. */ string[];
export type SearchCompaniesApiArg = {
  /** Search text (start of a company name). */
  term: string;
};
export type LoginApiResponse =
  /** status 200 Logged in; the session cookie is set. */ LoginResponse;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type ConfirmNewsletterApiResponse =
  | /** status 200 Newsletter subscription confirmed; returns the updated user or a message. */ User
  | MessageResponse;
export type ConfirmNewsletterApiArg = {
  newsletterConfirm: NewsletterConfirm;
};
export type RegisterApiResponse = /** status 201 Account created. */ User;
export type RegisterApiArg = {
  registrationPayload: RegistrationPayload;
};
export type ConfirmRegistrationApiResponse = /** status 200 Account activated. */ User;
export type ConfirmRegistrationApiArg = {
  /** Confirmation token from the e-mailed link. */
  token: string;
};
export type ResendConfirmationApiResponse =
  /** status 200 Confirmation mail sent. */ MessageResponse;
export type ResendConfirmationApiArg = {
  resendConfirmationRequest: ResendConfirmationRequest;
};
export type RequestPasswordResetApiResponse =
  /** status 200 Reset e-mail sent (if the account exists). */ MessageResponse;
export type RequestPasswordResetApiArg = {
  passwordResetRequest: PasswordResetRequest;
};
export type ResetPasswordApiResponse = /** status 200 Password changed. */ MessageResponse;
export type ResetPasswordApiArg = {
  passwordReset: PasswordReset;
};
export type ValidateResetTokenApiResponse = /** status 200 Token is valid. */ MessageResponse;
export type ValidateResetTokenApiArg = {
  resetTokenRequest: ResetTokenRequest;
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
export type LoginResponse = {
  userId: number;
};
export type LoginError = {
  message: string;
  resendAllowed?: boolean;
  /** Token for `resendConfirmation` from the login screen. */
  confirmationToken?: string | null;
  /** True when a password reset was requested for the account. */
  passwordRequested?: boolean;
};
export type ErrorMessage = {
  message: string;
  code?: number;
};
export type EmailAddress = string;
export type LoginRequest = {
  email: EmailAddress;
  password: string;
};
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
export type MessageResponse = {
  message: string;
};
export type NewsletterConfirm = {
  token: string;
};
export type RegistrationPayload = {
  email: EmailAddress;
  plainPassword: string;
  /** Repetition of plainPassword; must be equal. */
  passwordSecond: string;
  /** May be empty, unless lastName is given (the display name is the first name followed by the last name, else the e-mail); then 'First name is required'. */
  firstName: string;
  /** May be empty. */
  lastName: string;
  company: string;
  segment: number;
  /** Terms of use accepted; must be true. */
  agbAccepted: boolean;
  newsletterActive: boolean;
};
export type ResendConfirmationRequest = {
  /** The `confirmationToken` from `LoginError`; omitted when logged in (the session is used). */
  token?: string;
};
export type PasswordResetRequest = {
  email: EmailAddress;
};
export type PasswordReset = {
  token: string;
  /** 8 to 64 characters with at least one digit and one uppercase letter. */
  plainPassword: string;
};
export type ResetTokenRequest = {
  token: string;
};
export const {
  useSearchCompaniesQuery,
  useLazySearchCompaniesQuery,
  useLoginMutation,
  useLogoutMutation,
  useConfirmNewsletterMutation,
  useRegisterMutation,
  useConfirmRegistrationMutation,
  useResendConfirmationMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useValidateResetTokenMutation,
} = injectedRtkApi;
