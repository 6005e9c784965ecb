/**
 * Every route path of the app (spec 1 section 2.1, admin paths of spec 3 section 2).
 * Links between areas go through these constants and builders, never through literals.
 */
export type ShareLinkType = 'snapshot' | 'dynamic';
export type ShareResourcePath = 'analyses' | 'results';

const info = {
  root: '/info',
  faq: '/info/faq',
  howTo: '/info/how-to',
  imprint: '/info/imprint',
  privacyNewsletter: '/info/privacy-statement-newsletter',
  privacy: '/info/privacy-statement',
  termsOfUse: '/info/terms-of-use',
  tempBlock: '/info/temp-block',
  appDownload: '/info/app-download',
} as const;

const webview = {
  root: '/info/webview',
  about: '/info/webview/about',
  faq: '/info/webview/faq',
  help: '/info/webview/help',
  howTo: '/info/webview/howTo',
  imprint: '/info/webview/imprint',
  newsletterPrivacy: '/info/webview/newsletter-privacy',
  privacy: '/info/webview/privacy',
  tos: '/info/webview/tos',
  tempBlock: '/info/webview/temp-block',
  appDownload: '/info/webview/app-download',
} as const;

export const paths = {
  root: '/',
  dashboard: '/dashboard',
  login: '/login',
  register: '/register',
  registerConfirm: (token: string) => `/register/confirm/${encodeURIComponent(token)}`,
  resetting: '/resetting',
  resettingRequest: '/resetting/request',
  resettingReset: (token: string) => `/resetting/reset/${encodeURIComponent(token)}`,
  newsletterConfirm: (token: string) => `/confirm/newsletter/${encodeURIComponent(token)}`,
  notFound: '/404',

  results: '/results',
  resultDetail: (id: number | string) => `/results/${id}`,
  analyses: '/analyses',
  analysisDetail: (id: number | string) => `/analyses/${id}`,
  image: (id: number | string) => `/image/${id}`,
  profile: '/profile',
  profileOf: (id: number | string) => `/profile/${id}`,
  /** Received links. */
  manageShareLinksMenu: (type: ShareLinkType = 'snapshot') => `/manage-share-links-menu/${type}`,
  /** Links shared by me; `paths.manageShareLinks()` is the snapshot tab. */
  manageShareLinks: (type: ShareLinkType = 'snapshot') => `/manage-share-links/${type}`,

  /** A result inside a dynamic analysis share. */
  shareDynamicAnalysisResult: (shareId: string, resultId: number | string) =>
    `/share/dynamic/analyses/${shareId}/result/${resultId}`,
  /**
   * A result inside a snapshot analysis share. The route keeps the product's shape, which has
   * no place for the share id: it travels in `?share=`.
   */
  shareSnapshotAnalysisResult: (shareId: string, resultId: number | string) =>
    `/share/snapshot/analyses/result/${resultId}?share=${encodeURIComponent(shareId)}`,
  share: (type: ShareLinkType, resource: ShareResourcePath, id: string | number) =>
    `/share/${type}/${resource}/${id}`,
  /** The full-size sample image of a shared result; `resultId` for a result of an analysis share. */
  shareImage: (shareId: string, resultId?: number) =>
    `/share/image/${shareId}${resultId ? `?resultId=${resultId}` : ''}`,

  info,
  webview,

  adminRoot: '/admin',
  adminHome: '/admin/dashboard',
  adminAnalyses: '/admin/analyses',
  adminFaqEdit: '/admin/faqedit',
  adminHelp: '/admin/help',
  adminHowToEdit: '/admin/howtoedit',
  adminParameters: '/admin/manageParameters',
  adminAddParameter: '/admin/addParameter',
  adminEditParameter: (id: number | string) => `/admin/editParameter/${id}`,
  adminNotifications: '/admin/notifications',
  adminNotification: (id: number | string) => `/admin/notification/${id}`,
  adminResultListDiscarded: '/admin/result-list/discarded',
  adminResultListSuccessful: '/admin/result-list/successful',
  adminUsers: '/admin/users',
  adminMonitoring: '/admin/statistics',
} as const;

/** Whether `path` is in the back-office: /admin or below it. */
export const isAdminPath = (path: string) =>
  path === paths.adminRoot || path.startsWith(`${paths.adminRoot}/`);

/** Route patterns (with `:params`) for the route table. */
export const routePatterns = {
  registerConfirm: '/register/confirm/:token',
  resettingReset: '/resetting/reset/:token',
  newsletterConfirm: '/confirm/newsletter/:token',
  resultDetail: '/results/:id',
  analysisDetail: '/analyses/:id',
  image: '/image/:id',
  profileOf: '/profile/:id',
  manageShareLinksMenu: '/manage-share-links-menu/:type?',
  manageShareLinks: '/manage-share-links/:type?',
  shareDynamicAnalysisResult: '/share/dynamic/analyses/:shareId/result/:resultId',
  shareSnapshotAnalysisResult: '/share/snapshot/analyses/result/:id',
  share: '/share/:type/:resource/:id',
  shareImage: '/share/image/:id',
  adminEditParameter: '/admin/editParameter/:id',
  adminNotification: '/admin/notification/:id',
} as const;
