/**
 * What features import from the API: the generated endpoints (src/api/generated, never edited
 * by hand) enhanced here, and the named types of the contract (`import type { Result } from
 * '@/api'`). Every operation of the contract has one line below saying
 * - the cache tags it provides or invalidates (per record and per list: see cacheTags.ts);
 * - whether its answer is binary (images, export files: fetched on demand, not kept);
 * - how its failure is reported (`errors`): by the app's central handler (the default), by the
 *   screen that made the call ('inline': forms put violations on their fields with
 *   src/entities/session/formErrors.ts, which reports the rest exactly like the central handler),
 *   or not at all ('quiet': logout ends the session locally whatever the server says).
 * A new operation fails to compile until it has its line here.
 */
import {
  LIST,
  list,
  many,
  one,
  resultTable,
  SEARCHED_RESULT_LISTS,
  shareLinks,
  type CacheTag,
  type TagSpec,
} from './cacheTags';
import { generatedApi } from './generated/endpoints';

type Endpoints = typeof generatedApi.endpoints;
type EndpointName = keyof Endpoints;
type Types<K extends EndpointName> = Endpoints[K]['Types'];
export type ErrorReporting = 'central' | 'inline' | 'quiet';

/** `provides` and `invalidates` are checked against the endpoint's argument and answer. */
interface EndpointPolicy<Arg, Answer> {
  provides?: TagSpec<Arg, Answer>[];
  invalidates?: TagSpec<Arg, Answer>[];
  binary?: true;
  errors?: ErrorReporting;
}
type Policies = {
  [K in EndpointName]: EndpointPolicy<Types<K>['QueryArg'], Types<K>['ResultType']>;
};

const inline = { errors: 'inline' } as const;
const binary = { binary: true } as const;
// share views: the share named in the path (revoking it ends the view)
const share = one('Share', (arg: { shareId: string }) => arg.shareId);

const policies = {
  // Accounts and profile. 'User' alone: the signed-in user (the call names no id).
  login: inline,
  logout: { errors: 'quiet' },
  register: inline,
  confirmRegistration: { invalidates: ['User'], ...inline },
  resendConfirmation: { invalidates: ['User'], ...inline },
  requestPasswordReset: inline,
  validateResetToken: inline,
  resetPassword: inline,
  searchCompanies: {},
  getUser: { provides: [one('User')] },
  // the users list searches, sorts and filters by what a profile edit changes
  updateUser: { invalidates: [one('User'), LIST('AdminUser')], ...inline },
  // not the user: the deleted user cannot be refetched (401 for oneself, 404 for an admin)
  deleteUser: { invalidates: [LIST('AdminUser'), 'AdminDashboard'] },
  updatePassword: inline,
  updateNewsletter: { invalidates: ['User'] },
  uploadUserImage: { invalidates: [one('User'), one('AdminUser')], ...inline },
  // the dialog refetches the user itself: its own session may have ended (ManageDevicesDialog)
  logoutDevice: {},
  saveListMetadata: { invalidates: ['User'] },
  confirmNewsletter: { invalidates: ['User'] },
  getUserImage: binary,
  // Achievements, dashboard, parameters
  getUserAchievements: { provides: [list('Achievement')] },
  listAchievements: { provides: [list('Achievement')] },
  getOverview: { provides: ['Overview'] },
  getWeeklyPerformance: { provides: ['Overview'] },
  listTestStripPackages: { provides: [list('Package')] },
  createTestStripPackage: { invalidates: [LIST('Package')], ...inline },
  updateTestStripPackage: { invalidates: [one('Package')], ...inline },
  listParameterOverview: { provides: [list('Parameter')] },
  listParameters: { provides: [list('Parameter')] },
  getParameter: { provides: [one('Parameter')] },
  createParameter: { invalidates: [LIST('Parameter'), 'Overview'], ...inline },
  // status and visibility decide which parameters users see
  updateParameter: { invalidates: [one('Parameter'), LIST('Parameter'), 'Overview'], ...inline },
  getParameterFile: binary,
  // Notifications
  listNotifications: { provides: [list('Notification')] },
  readNotification: { invalidates: [one('Notification')] },
  getBroadcastImage: binary,
  // Results (the detail page turns a 404 into the not-found page itself)
  listResults: { provides: [resultTable] },
  getResult: { provides: [one('Result')], ...inline },
  // its rows (detail, lists and share views showing it), and lists whose search can change
  updateResult: { invalidates: [one('Result'), SEARCHED_RESULT_LISTS], ...inline },
  // counts: of the analyses that held them (not known here), the dashboards, the owner's level
  deleteResult: {
    invalidates: [one('Result'), LIST('Result'), 'Analysis', 'Overview', 'User', 'AdminDashboard'],
  },
  deleteResults: {
    invalidates: [
      many('Result', (arg) => arg.resultIds.ids),
      LIST('Result'),
      'Analysis',
      'Overview',
      'User',
      'AdminDashboard',
    ],
  },
  getResultImage: binary,
  // Analyses (a taken name goes onto the name field). An analysis's result lists depend on it
  // (its results are part of it).
  listAnalyses: { provides: [list('Analysis')] },
  listAnalysisInfo: { provides: [list('Analysis')] },
  getAnalysis: { provides: [one('Analysis')] },
  listAnalysisResults: { provides: [resultTable, one('Analysis')] },
  listAnalysisResultsByTime: { provides: [list('Result'), one('Analysis')] },
  createAnalysis: { invalidates: [LIST('Analysis'), 'Overview', 'AdminDashboard'], ...inline },
  // lists sort and search by name and counts; its links show its name, deleting it revokes
  // them, and dynamic share views show it as it is now
  updateAnalysis: {
    invalidates: [one('Analysis'), LIST('Analysis'), 'Share', 'Overview', 'AdminDashboard'],
    ...inline,
  },
  // Shares
  getResultShareLinks: { provides: [shareLinks] },
  getAnalysisShareLinks: { provides: [shareLinks] },
  listMyShareLinks: { provides: [shareLinks] },
  listReceivedShareLinks: { provides: [shareLinks] },
  // the dialog puts recipient violations on their rows
  createShare: { invalidates: [LIST('Share')], ...inline },
  revokeShare: { invalidates: [one('Share'), LIST('Share')] },
  // a share view turns a 404 (unknown, revoked, expired) into the not-found page itself; it
  // shows what the owner changes (dynamic shares) when it is opened or refetched
  getSharedAnalysis: {
    provides: [share, one('Analysis', (_arg, analysis) => analysis?.id)],
    ...inline,
  },
  listSharedAnalysisResults: { provides: [share, resultTable], ...inline },
  getSharedAnalysisResult: {
    provides: [share, one('Result', (arg) => arg.resultId)],
    ...inline,
  },
  getSharedResult: { provides: [share, one('Result', (_arg, result) => result?.id)], ...inline },
  // its page turns a dead or malformed address into not-found; a download reports it itself
  getSharedImage: { ...binary, ...inline },
  // Exports
  exportResults: binary,
  exportResult: binary,
  exportAnalyses: binary,
  exportAnalysisResults: binary,
  exportUsers: binary,
  exportNewsletter: binary,
  exportSharedResults: binary,
  // Help content: lists show visible items by position, so edits move them; 'Faq' alone: a
  // category's record and every list hold its items
  listFaqs: { provides: [list('Faq')] },
  listFaqCategories: { provides: [list('Faq')] },
  getFaqCategory: { provides: [one('Faq')] },
  getFaqItem: { provides: [one('FaqItem')] },
  createFaqCategory: { invalidates: [LIST('Faq')] },
  updateFaqCategory: { invalidates: [one('Faq'), LIST('Faq')] },
  deleteFaqCategory: { invalidates: [one('Faq'), LIST('Faq'), 'FaqItem'] },
  createFaqItem: { invalidates: ['Faq'] },
  updateFaqItem: { invalidates: [one('FaqItem'), 'Faq'] },
  deleteFaqItem: { invalidates: [one('FaqItem'), 'Faq'] },
  listHowTos: { provides: [list('HowTo')] },
  listHowToItems: { provides: [list('HowTo')] },
  getHowToItem: { provides: [one('HowTo')] },
  createHowToItem: { invalidates: [LIST('HowTo')] },
  updateHowToItem: { invalidates: [one('HowTo'), LIST('HowTo')] },
  deleteHowToItem: { invalidates: [one('HowTo'), LIST('HowTo')] },
  // Broadcasts, admin, monitoring (the list searches titles and sorts by dates)
  listBroadcasts: { provides: [list('Broadcast')] },
  // the detail page handles its failures (a 404, e.g. just deleted, shows not-found)
  getBroadcast: { provides: [one('Broadcast')], ...inline },
  createBroadcast: { invalidates: [LIST('Broadcast')], ...inline },
  updateBroadcast: { invalidates: [one('Broadcast'), LIST('Broadcast')], ...inline },
  sendBroadcast: { invalidates: [one('Broadcast'), LIST('Broadcast'), LIST('Notification')] },
  deleteBroadcast: { invalidates: [one('Broadcast'), LIST('Broadcast'), LIST('Notification')] },
  getAdminDashboard: { provides: ['AdminDashboard'] },
  listUsers: { provides: [list('AdminUser')] },
  getMonitoringData: {},
  getWorldMap: {},
} satisfies Policies;

type AnySpec = CacheTag | ((arg: unknown, answer: unknown) => CacheTag[]);
interface AnyPolicy {
  provides?: AnySpec[];
  invalidates?: AnySpec[];
  binary?: true;
  errors?: ErrorReporting;
}
const table = policies as unknown as Record<string, AnyPolicy>;

const tagsOf = (specs: AnySpec[]) => (answer: unknown, _error: unknown, arg: unknown) =>
  specs.flatMap((spec) => (typeof spec === 'function' ? spec(arg, answer) : [spec]));

function enhancement({ provides, invalidates, binary: isBinary }: AnyPolicy) {
  return {
    ...(provides && { providesTags: tagsOf(provides) }),
    ...(invalidates && { invalidatesTags: tagsOf(invalidates) }),
    // images and export files are fetched on demand and not kept in the cache
    ...(isBinary && { keepUnusedDataFor: 0 }),
  };
}

// Tags and cache lifetimes change behaviour, not types: the api keeps the generated typing.
// Through `unknown`: a direct `as` makes tsc compare enhanceEndpoints' generic type over all
// the endpoints with this one, which is slow to type-check.
const enhance = generatedApi.enhanceEndpoints as unknown as (options: {
  endpoints: Record<string, ReturnType<typeof enhancement>>;
}) => typeof generatedApi;

export const api = enhance({
  endpoints: Object.fromEntries(
    Object.entries(table).map(([name, policy]) => [name, enhancement(policy)]),
  ),
});

/** How a failure of this endpoint is reported (see the table above). */
export function errorReportingOf(endpoint: string): ErrorReporting {
  return table[endpoint]?.errors ?? 'central';
}

export * from './generated/endpoints';
export * from './errors';
export { serverNow } from './serverTime';
export type { OperationId } from './generated/operations';
export { maxLengths } from './limits';
