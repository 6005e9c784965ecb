import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAchievements: build.query<ListAchievementsApiResponse, ListAchievementsApiArg>({
      query: () => ({ url: `/achievements` }),
    }),
    getAdminDashboard: build.query<GetAdminDashboardApiResponse, GetAdminDashboardApiArg>({
      query: () => ({ url: `/admin/dashboard` }),
    }),
    exportNewsletter: build.query<ExportNewsletterApiResponse, ExportNewsletterApiArg>({
      query: () => ({ url: `/admin/newsletter-export` }),
    }),
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
    getAnalysisShareLinks: build.query<
      GetAnalysisShareLinksApiResponse,
      GetAnalysisShareLinksApiArg
    >({
      query: (queryArg) => ({ url: `/analyses/${queryArg.id}/links` }),
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
    getBroadcastImage: build.query<GetBroadcastImageApiResponse, GetBroadcastImageApiArg>({
      query: (queryArg) => ({ url: `/broadcast-image/${queryArg.id}` }),
    }),
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
    searchCompanies: build.query<SearchCompaniesApiResponse, SearchCompaniesApiArg>({
      query: (queryArg) => ({
        url: `/companies`,
        params: {
          term: queryArg.term,
        },
      }),
    }),
    listFaqCategories: build.query<ListFaqCategoriesApiResponse, ListFaqCategoriesApiArg>({
      query: (queryArg) => ({
        url: `/faq_categories`,
        params: {
          page: queryArg.page,
          itemsPerPage: queryArg.itemsPerPage,
          pagination: queryArg.pagination,
        },
      }),
    }),
    createFaqCategory: build.mutation<CreateFaqCategoryApiResponse, CreateFaqCategoryApiArg>({
      query: (queryArg) => ({
        url: `/faq_categories`,
        method: 'POST',
        body: queryArg.faqCategoryWrite,
      }),
    }),
    getFaqCategory: build.query<GetFaqCategoryApiResponse, GetFaqCategoryApiArg>({
      query: (queryArg) => ({ url: `/faq_categories/${queryArg.id}` }),
    }),
    createFaqItem: build.mutation<CreateFaqItemApiResponse, CreateFaqItemApiArg>({
      query: (queryArg) => ({ url: `/faq_items`, method: 'POST', body: queryArg.faqItemWrite }),
    }),
    getFaqItem: build.query<GetFaqItemApiResponse, GetFaqItemApiArg>({
      query: (queryArg) => ({ url: `/faq_items/${queryArg.id}` }),
    }),
    deleteFaqCategory: build.mutation<DeleteFaqCategoryApiResponse, DeleteFaqCategoryApiArg>({
      query: (queryArg) => ({ url: `/faq/category/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateFaqCategory: build.mutation<UpdateFaqCategoryApiResponse, UpdateFaqCategoryApiArg>({
      query: (queryArg) => ({
        url: `/faq/category/${queryArg.id}/update`,
        method: 'PUT',
        body: queryArg.faqCategoryWrite,
      }),
    }),
    deleteFaqItem: build.mutation<DeleteFaqItemApiResponse, DeleteFaqItemApiArg>({
      query: (queryArg) => ({ url: `/faq/faqitem/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateFaqItem: build.mutation<UpdateFaqItemApiResponse, UpdateFaqItemApiArg>({
      query: (queryArg) => ({
        url: `/faq/faqitem/${queryArg.id}/update`,
        method: 'PUT',
        body: queryArg.faqItemWrite,
      }),
    }),
    listFaqs: build.query<ListFaqsApiResponse, ListFaqsApiArg>({
      query: () => ({ url: `/faqs` }),
    }),
    listHowToItems: build.query<ListHowToItemsApiResponse, ListHowToItemsApiArg>({
      query: (queryArg) => ({
        url: `/how_to_items`,
        params: {
          page: queryArg.page,
          itemsPerPage: queryArg.itemsPerPage,
          pagination: queryArg.pagination,
        },
      }),
    }),
    createHowToItem: build.mutation<CreateHowToItemApiResponse, CreateHowToItemApiArg>({
      query: (queryArg) => ({
        url: `/how_to_items`,
        method: 'POST',
        body: queryArg.howToItemWrite,
      }),
    }),
    getHowToItem: build.query<GetHowToItemApiResponse, GetHowToItemApiArg>({
      query: (queryArg) => ({ url: `/how_to_items/${queryArg.id}` }),
    }),
    listHowTos: build.query<ListHowTosApiResponse, ListHowTosApiArg>({
      query: () => ({ url: `/how_tos` }),
    }),
    deleteHowToItem: build.mutation<DeleteHowToItemApiResponse, DeleteHowToItemApiArg>({
      query: (queryArg) => ({ url: `/howto/howtoitem/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateHowToItem: build.mutation<UpdateHowToItemApiResponse, UpdateHowToItemApiArg>({
      query: (queryArg) => ({
        url: `/howto/howtoitem/${queryArg.id}/update`,
        method: 'PUT',
        body: queryArg.howToItemWrite,
      }),
    }),
    getMonitoringData: build.query<GetMonitoringDataApiResponse, GetMonitoringDataApiArg>({
      query: (queryArg) => ({
        url: `/info/webview/get-analysis-json/fromDate/${queryArg.fromDate}/toDate/${queryArg.toDate}/filter/${queryArg.filter}/type/${queryArg['type']}`,
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
    listNotifications: build.query<ListNotificationsApiResponse, ListNotificationsApiArg>({
      query: () => ({ url: `/notifications` }),
    }),
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
    saveListMetadata: build.mutation<SaveListMetadataApiResponse, SaveListMetadataApiArg>({
      query: (queryArg) => ({
        url: `/profile/metadata/${queryArg.list}`,
        method: 'POST',
        body: queryArg.tableSettings,
      }),
    }),
    readNotification: build.mutation<ReadNotificationApiResponse, ReadNotificationApiArg>({
      query: (queryArg) => ({
        url: `/read-notification/${queryArg['type']}/${queryArg.id}`,
        method: 'PUT',
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
    listResults: build.query<ListResultsApiResponse, ListResultsApiArg>({
      query: (queryArg) => ({
        url: `/results`,
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
    deleteResults: build.mutation<DeleteResultsApiResponse, DeleteResultsApiArg>({
      query: (queryArg) => ({ url: `/results`, method: 'DELETE', body: queryArg.resultIds }),
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
    getResult: build.query<GetResultApiResponse, GetResultApiArg>({
      query: (queryArg) => ({ url: `/results/${queryArg.id}` }),
    }),
    updateResult: build.mutation<UpdateResultApiResponse, UpdateResultApiArg>({
      query: (queryArg) => ({
        url: `/results/${queryArg.id}`,
        method: 'PATCH',
        body: queryArg.resultPatch,
      }),
    }),
    deleteResult: build.mutation<DeleteResultApiResponse, DeleteResultApiArg>({
      query: (queryArg) => ({ url: `/results/${queryArg.id}`, method: 'DELETE' }),
    }),
    exportResult: build.query<ExportResultApiResponse, ExportResultApiArg>({
      query: (queryArg) => ({
        url: `/results/${queryArg.id}/export.${queryArg.format}`,
        params: {
          tzo: queryArg.tzo,
        },
      }),
    }),
    getResultImage: build.query<GetResultImageApiResponse, GetResultImageApiArg>({
      query: (queryArg) => ({ url: `/results/${queryArg.id}/image` }),
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
    exportSharedResults: build.query<ExportSharedResultsApiResponse, ExportSharedResultsApiArg>({
      query: (queryArg) => ({
        url: `/share/${queryArg.shareId}/results.${queryArg.format}`,
        params: {
          tzo: queryArg.tzo,
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
    getWorldMap: build.query<GetWorldMapApiResponse, GetWorldMapApiArg>({
      query: () => ({ url: `/static/world-countries.json` }),
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
    getUserAchievements: build.query<GetUserAchievementsApiResponse, GetUserAchievementsApiArg>({
      query: (queryArg) => ({ url: `/users/${queryArg.userId}/achievements` }),
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
export { injectedRtkApi as contractApi };
export type ListAchievementsApiResponse = /** status 200 All achievements. */ AchievementCollection;
export type ListAchievementsApiArg = void;
export type GetAdminDashboardApiResponse =
  /** status 200 Counts for the four dashboard tiles. */ AdminDashboard;
export type GetAdminDashboardApiArg = void;
export type ExportNewsletterApiResponse = /** status 200 CSV file of newsletter subscribers */ Blob;
export type ExportNewsletterApiArg = void;
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
export type GetAnalysisShareLinksApiResponse =
  /** status 200 Share links of the analysis */ ShareList;
export type GetAnalysisShareLinksApiArg = {
  /** Resource id. */
  id: number;
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
export type GetBroadcastImageApiResponse =
  /** status 200 The image (its type follows the uploaded file). */ Blob;
export type GetBroadcastImageApiArg = {
  /** Resource id. */
  id: number;
};
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
export type SearchCompaniesApiResponse = /** status 200 Matching company names. */ string[];
export type SearchCompaniesApiArg = {
  /** Search text (start of a company name). */
  term: string;
};
export type ListFaqCategoriesApiResponse =
  /** status 200 A page of FAQ categories (visible and hidden). */ FaqCategoryCollection;
export type ListFaqCategoriesApiArg = {
  /** Page number (1-based). */
  page?: number;
  /** Page size. */
  itemsPerPage?: number;
  /** When false, all matching items are returned in one page. */
  pagination?: boolean;
};
export type CreateFaqCategoryApiResponse = /** status 201 The created FAQ category. */ FaqCategory;
export type CreateFaqCategoryApiArg = {
  faqCategoryWrite: FaqCategoryWrite;
};
export type GetFaqCategoryApiResponse =
  /** status 200 The FAQ category with its items. */ FaqCategory;
export type GetFaqCategoryApiArg = {
  /** Resource id. */
  id: number;
};
export type CreateFaqItemApiResponse = /** status 201 The created FAQ item. */ FaqItem;
export type CreateFaqItemApiArg = {
  faqItemWrite: FaqItemWrite;
};
export type GetFaqItemApiResponse = /** status 200 The FAQ item. */ FaqItem;
export type GetFaqItemApiArg = {
  /** Resource id. */
  id: number;
};
export type DeleteFaqCategoryApiResponse = unknown;
export type DeleteFaqCategoryApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdateFaqCategoryApiResponse = /** status 200 The updated FAQ category. */ FaqCategory;
export type UpdateFaqCategoryApiArg = {
  /** Resource id. */
  id: number;
  faqCategoryWrite: FaqCategoryWrite;
};
export type DeleteFaqItemApiResponse = unknown;
export type DeleteFaqItemApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdateFaqItemApiResponse = /** status 200 The updated FAQ item. */ FaqItem;
export type UpdateFaqItemApiArg = {
  /** Resource id. */
  id: number;
  faqItemWrite: FaqItemWrite;
};
export type ListFaqsApiResponse =
  /** status 200 Visible FAQ categories that hold at least one visible item, ordered by position (readers see no empty category). */ FaqCategory[];
export type ListFaqsApiArg = void;
export type ListHowToItemsApiResponse =
  /** status 200 A page of how-to items (visible and hidden). */ HowToItemCollection;
export type ListHowToItemsApiArg = {
  /** Page number (1-based). */
  page?: number;
  /** Page size. */
  itemsPerPage?: number;
  /** When false, all matching items are returned in one page. */
  pagination?: boolean;
};
export type CreateHowToItemApiResponse = /** status 201 The created how-to item. */ HowToItem;
export type CreateHowToItemApiArg = {
  howToItemWrite: HowToItemWrite;
};
export type GetHowToItemApiResponse = /** status 200 The how-to item. */ HowToItem;
export type GetHowToItemApiArg = {
  /** Resource id. */
  id: number;
};
export type ListHowTosApiResponse =
  /** status 200 Visible how-to items ordered by position. */ HowToItem[];
export type ListHowTosApiArg = void;
export type DeleteHowToItemApiResponse = unknown;
export type DeleteHowToItemApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdateHowToItemApiResponse = /** status 200 The updated how-to item. */ HowToItem;
export type UpdateHowToItemApiArg = {
  /** Resource id. */
  id: number;
  howToItemWrite: HowToItemWrite;
};
export type GetMonitoringDataApiResponse =
  /** status 200 Monitoring data for the requested statistic. */ MonitoringData;
export type GetMonitoringDataApiArg = {
  /** Start date, DD-MM-YYYY. */
  fromDate: string;
  /** End date, DD-MM-YYYY. */
  toDate: string;
  /** Grouping of the period series. */
  filter: 'Week' | 'Month';
  /** Which statistic to return. */
  type: 'appDownload' | 'activeUser' | 'totalScan';
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
export type ListNotificationsApiResponse =
  /** status 200 Sent broadcast notifications with their read state. */ BroadcastNotificationCollection;
export type ListNotificationsApiArg = void;
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
export type SaveListMetadataApiResponse = /** status 200 The updated user. */ User;
export type SaveListMetadataApiArg = {
  /** Which list's display settings are saved. */
  list: ListName;
  tableSettings: TableSettings;
};
export type ReadNotificationApiResponse =
  /** status 200 The notification, now read. */ BroadcastNotification;
export type ReadNotificationApiArg = {
  /** Notification kind (`BroadcastNotification.type`, currently 'broadcast'). */
  type: string;
  /** Resource id. */
  id: number;
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
export type ListResultsApiResponse = /** status 200 Page of results */ ResultCollection;
export type ListResultsApiArg = {
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
export type DeleteResultsApiResponse =
  /** status 200 Number of deleted results */ DeleteResultsResponse;
export type DeleteResultsApiArg = {
  resultIds: ResultIds;
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
export type GetResultApiResponse = /** status 200 The result */ Result;
export type GetResultApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdateResultApiResponse = /** status 200 The updated result */ Result;
export type UpdateResultApiArg = {
  /** Resource id. */
  id: number;
  resultPatch: ResultPatch;
};
export type DeleteResultApiResponse = unknown;
export type DeleteResultApiArg = {
  /** Resource id. */
  id: number;
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
export type GetResultImageApiResponse = /** status 200 The sample image */ Blob;
export type GetResultImageApiArg = {
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
export type ExportSharedResultsApiResponse = /** status 200 Export file */ Blob;
export type ExportSharedResultsApiArg = {
  /** Unguessable share identifier (Share.id) */
  shareId: string;
  /** Export file format */
  format: ExportFormat;
  /** Client time-zone offset in minutes, used to format dates in exports. */
  tzo: number;
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
export type GetWorldMapApiResponse =
  /** status 200 TopoJSON topology of world countries. */ WorldMapTopology;
export type GetWorldMapApiArg = void;
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
export type GetUserAchievementsApiResponse =
  /** status 200 The user's achievements (`achievedAt` set). */ AchievementCollection;
export type GetUserAchievementsApiArg = {
  /** User id. */
  userId: number;
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
export type Achievement = {
  id: number;
  key:
    | 'collector'
    | 'consistency'
    | 'decuplicate'
    | 'double_threat'
    | 'early_bird'
    | 'five_day_streak'
    | 'ten_day_streak'
    | 'fifteen_day_streak'
    | 'five_in_a_row'
    | 'traveler'
    | 'triple_digits'
    | 'wanderer';
  name: string;
  description: string;
  /** Always empty. */
  eventDescription: string;
  /** Epoch seconds when earned; null/absent when not earned. */
  achievedAt?: number | null;
};
export type AchievementCollection = {
  'hydra:member': Achievement[];
  'hydra:totalItems': number;
};
export type ErrorMessage = {
  message: string;
  code?: number;
};
export type AdminDashboard = {
  userCount: number;
  /** Number of successful (not discarded) results. Spelling as sent by the server. */
  successfullCount: number;
  discardedCount: number;
  analysesCount: number;
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
export type ExportFormat = 'xlsx' | 'csv' | 'zip';
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
export type FaqItem = {
  id: number;
  question: string;
  /** Rich text (HTML). */
  answer: string;
  /** Id of the owning FAQ category. */
  faqCategory: number;
  visible: boolean;
  position: number;
};
export type FaqCategory = {
  id: number;
  name: string;
  visible: boolean;
  position: number;
  faqItems: FaqItem[];
};
export type FaqCategoryCollection = {
  'hydra:member': FaqCategory[];
  'hydra:totalItems': number;
};
export type FaqCategoryWrite = {
  /** Category name (25 characters recommended, not enforced). */
  categoryName: string;
  visible?: boolean;
};
export type FaqItemWrite = {
  /** About 100 characters recommended, not enforced. */
  question: string;
  /** Rich text (HTML); about 300 characters recommended, not enforced. Pictures as in a how-to description: embedded PNG or JPEG, or on the app's own server; others are dropped. */
  answer: string;
  /** Id of an existing FAQ category. */
  faqCategory: number;
  visible: boolean;
};
export type HowToItem = {
  id: number;
  title: string;
  /** Rich text (HTML, images allowed; text between double underscores is shown as superscript). */
  description: string;
  image?: string | null;
  visible: boolean;
  position: number;
};
export type HowToItemCollection = {
  'hydra:member': HowToItem[];
  'hydra:totalItems': number;
};
export type HowToItemWrite = {
  /** 100 characters recommended, not enforced. */
  title: string;
  /** Rich text (HTML); must contain text. Pictures in it are kept only when embedded (a PNG or JPEG data URL within the limits of `image`) or on the app's own server (a path such as `/samples/picture.svg`); others are dropped. */
  description: string;
  /** Base64 PNG or JPEG (the type is read from its content) of at most 1200 x 1200 px and 2 MB, stored as its data URL; null or an empty text removes it. Any other answers 400 on `image` ('There was a problem reading the selected file.'). */
  image?: string | null;
  visible: boolean;
};
export type MonitoringData = {
  type: 'appDownload' | 'activeUser' | 'totalScan';
  filter: 'Week' | 'Month';
  fromDate: string;
  toDate: string;
  countData: {
    lastYear: number;
    last6Months: number;
    last3Months: number;
    lastMonth: number;
    total: number;
    last7Days: number;
    lastDay: number;
  };
  /** Line-chart series, one entry per period (week or month). */
  countArray: {
    /** Period label, ISO week `2026-W45` (filter Week) or month `2026-11` (Month). */
    label: string;
    value: number;
  }[];
  downloadData?: {
    label: string;
    ios: number;
    android: number;
  }[];
  /** Rows by country. */
  tableData?: {
    /** Country name as in the world map's `properties.name` (e.g. `Germany`); field name as sent by the server. */
    county: string;
    ios: number;
    android: number;
    total: number;
    region: 'APAC' | 'EMEA' | 'LATAM' | 'NA';
  }[];
  barGraphData?: {
    label: string;
    scanStart: number;
    scanFinish: number;
  }[];
  parameterscanData?: {
    name: string;
    count: number;
  }[];
  activeUsers?: {
    active: number;
    new: number;
  };
  countryScanData?: {
    /** Country name as in the world map's `properties.name`. */
    country_name: string;
    scanStart: number;
    /** Finished scans (never more than scanStart). */
    scanFinish: number;
    /** All scans of the country (= scanStart). */
    total: number;
    region: 'APAC' | 'EMEA' | 'LATAM' | 'NA';
  }[];
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
export type Overview = {
  count_of_measurements: number;
  analysis_count: number;
  parameters_tested: number;
};
export type WeeklyPerformanceEntry = {
  /** Day (YYYY-MM-DD). */
  date: string;
  parameterId: number;
  parameterName: string;
  count: number;
};
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
export type DeleteResultsResponse = {
  /** Number of deleted results */
  deleted: number;
};
export type ResultIds = {
  ids: number[];
};
export type ResultPatch = {
  /** At least 3 characters */
  measurementName?: string;
  /** At least 3 characters; null clears the comment */
  comment?: string | null;
  /** Format AB123456 or 1234567890; empty or null clears it */
  testStripLotNumber?: string | null;
  /** Client time of the change (epoch seconds) */
  updatedAt: number;
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
export type WorldMapTopology = {
  type: 'Topology';
  bbox?: number[];
  transform?: {
    scale: number[];
    translate: number[];
  };
  /** Named geometry objects (e.g. `countries`). */
  objects: {
    [key: string]: {
      /** e.g. GeometryCollection, Polygon, MultiPolygon. */
      type: string;
      geometries?: {
        type: string;
        id?: string | number;
        /** Arc indexes (nested per polygon and ring). */
        arcs?: (number | any)[];
        properties?: {
          [key: string]: any;
        };
      }[];
    };
  };
  /** Arcs as arrays of positions. */
  arcs: number[][][];
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
export type PasswordUpdate = {
  currentPassword: string;
  newPassword: string;
};
export type NewsletterUpdate = {
  newsletterActive: boolean;
};
