/**
 * What features import from the API: the generated endpoints (src/api/generated, never edited
 * by hand) enhanced here, and the named types of the contract (`import type { Result } from
 * '@/api'`). Every operation of the contract has one line below saying
 * - the cache tags it provides or invalidates;
 * - whether its answer is binary (images, export files: fetched on demand, not kept);
 * - how its failure is reported (`errors`): by the app's central handler (the default), by the
 *   screen that made the call ('inline': forms put violations on their fields with
 *   src/entities/session/formErrors.ts, which reports the rest exactly like the central handler),
 *   or not at all ('quiet': logout ends the session locally whatever the server says).
 * A new operation fails to compile until it has its line here.
 */
import { generatedApi } from './generated/endpoints';

type Tag = (typeof import('./baseApi').tagTypes)[number];
type EndpointName = keyof typeof generatedApi.endpoints;
export type ErrorReporting = 'central' | 'inline' | 'quiet';

interface EndpointPolicy {
  provides?: Tag[];
  invalidates?: Tag[];
  binary?: true;
  errors?: ErrorReporting;
}

const inline = { errors: 'inline' } as const;
const binary = { binary: true } as const;

const policies = {
  // Accounts and profile
  login: inline,
  logout: { errors: 'quiet' },
  register: inline,
  confirmRegistration: { invalidates: ['User'], ...inline },
  resendConfirmation: { invalidates: ['User'], ...inline },
  requestPasswordReset: inline,
  validateResetToken: inline,
  resetPassword: inline,
  searchCompanies: {},
  getUser: { provides: ['User'] },
  updateUser: { invalidates: ['User', 'Users'], ...inline },
  // not 'User': the deleted user cannot be refetched (401 for oneself, 404 for an admin)
  deleteUser: { invalidates: ['Users', 'AdminDashboard'] },
  updatePassword: inline,
  updateNewsletter: { invalidates: ['User'] },
  uploadUserImage: { invalidates: ['User', 'Users'], ...inline },
  // the dialog refetches the user itself: its own session may have ended (ManageDevicesDialog)
  logoutDevice: {},
  saveListMetadata: { invalidates: ['User'] },
  confirmNewsletter: { invalidates: ['User'] },
  getUserImage: binary,
  // Achievements, dashboard, parameters
  getUserAchievements: { provides: ['Achievements'] },
  listAchievements: { provides: ['Achievements'] },
  getOverview: { provides: ['Overview'] },
  getWeeklyPerformance: { provides: ['Overview'] },
  listTestStripPackages: { provides: ['Packages'] },
  createTestStripPackage: { invalidates: ['Packages'], ...inline },
  updateTestStripPackage: { invalidates: ['Packages'], ...inline },
  listParameterOverview: { provides: ['Parameters'] },
  listParameters: { provides: ['Parameters'] },
  getParameter: { provides: ['Parameters'] },
  createParameter: { invalidates: ['Parameters', 'Overview'], ...inline },
  updateParameter: { invalidates: ['Parameters', 'Overview'], ...inline },
  getParameterFile: binary,
  // Notifications
  listNotifications: { provides: ['Notifications'] },
  readNotification: { invalidates: ['Notifications'] },
  getBroadcastImage: binary,
  // Results (the detail page turns a 404 into the not-found page itself)
  listResults: { provides: ['Results'] },
  getResult: { provides: ['Results'], ...inline },
  updateResult: { invalidates: ['Results', 'Analyses'], ...inline },
  deleteResult: { invalidates: ['Results', 'Analyses', 'Overview', 'User', 'AdminDashboard'] },
  deleteResults: { invalidates: ['Results', 'Analyses', 'Overview', 'User', 'AdminDashboard'] },
  getResultImage: binary,
  // Analyses (a taken name goes onto the name field)
  listAnalyses: { provides: ['Analyses'] },
  listAnalysisInfo: { provides: ['Analyses'] },
  getAnalysis: { provides: ['Analyses'] },
  listAnalysisResults: { provides: ['Analyses', 'Results'] },
  listAnalysisResultsByTime: { provides: ['Analyses', 'Results'] },
  createAnalysis: { invalidates: ['Analyses', 'Overview', 'AdminDashboard'], ...inline },
  updateAnalysis: { invalidates: ['Analyses', 'Shares', 'Overview', 'AdminDashboard'], ...inline },
  // Shares
  getResultShareLinks: { provides: ['Shares'] },
  getAnalysisShareLinks: { provides: ['Shares'] },
  listMyShareLinks: { provides: ['Shares'] },
  listReceivedShareLinks: { provides: ['Shares'] },
  // the dialog puts recipient violations on their rows
  createShare: { invalidates: ['Shares'], ...inline },
  revokeShare: { invalidates: ['Shares'] },
  // a share view turns a 404 (unknown, revoked, expired) into the not-found page itself; it
  // shows what the owner changes (dynamic shares) when it is opened or refetched
  getSharedAnalysis: { provides: ['Shares', 'Analyses'], ...inline },
  listSharedAnalysisResults: { provides: ['Shares', 'Analyses', 'Results'], ...inline },
  getSharedAnalysisResult: { provides: ['Shares', 'Results'], ...inline },
  getSharedResult: { provides: ['Shares', 'Results'], ...inline },
  getSharedImage: binary,
  // Exports
  exportResults: binary,
  exportResult: binary,
  exportAnalyses: binary,
  exportAnalysisResults: binary,
  exportUsers: binary,
  exportNewsletter: binary,
  exportSharedResults: binary,
  // Help content
  listFaqs: { provides: ['Faq'] },
  listFaqCategories: { provides: ['Faq'] },
  getFaqCategory: { provides: ['Faq'] },
  getFaqItem: { provides: ['Faq'] },
  createFaqCategory: { invalidates: ['Faq'] },
  updateFaqCategory: { invalidates: ['Faq'] },
  deleteFaqCategory: { invalidates: ['Faq'] },
  createFaqItem: { invalidates: ['Faq'] },
  updateFaqItem: { invalidates: ['Faq'] },
  deleteFaqItem: { invalidates: ['Faq'] },
  listHowTos: { provides: ['HowTo'] },
  listHowToItems: { provides: ['HowTo'] },
  getHowToItem: { provides: ['HowTo'] },
  createHowToItem: { invalidates: ['HowTo'] },
  updateHowToItem: { invalidates: ['HowTo'] },
  deleteHowToItem: { invalidates: ['HowTo'] },
  // Broadcasts, admin, monitoring
  listBroadcasts: { provides: ['Broadcasts'] },
  // the detail page handles its failures (a 404, e.g. just deleted, shows not-found)
  getBroadcast: { provides: ['Broadcasts'], ...inline },
  createBroadcast: { invalidates: ['Broadcasts'], ...inline },
  updateBroadcast: { invalidates: ['Broadcasts'], ...inline },
  sendBroadcast: { invalidates: ['Broadcasts', 'Notifications'] },
  deleteBroadcast: { invalidates: ['Broadcasts', 'Notifications'] },
  getAdminDashboard: { provides: ['AdminDashboard'] },
  listUsers: { provides: ['Users'] },
  getMonitoringData: {},
  getWorldMap: {},
} satisfies Record<EndpointName, EndpointPolicy>;

function enhancement({ provides, invalidates, binary: isBinary }: EndpointPolicy) {
  return {
    ...(provides && { providesTags: provides }),
    ...(invalidates && { invalidatesTags: invalidates }),
    // images and export files are fetched on demand and not kept in the cache
    ...(isBinary && { keepUnusedDataFor: 0 }),
  };
}

// Tags and cache lifetimes change behaviour, not types: the api keeps the generated typing.
// Through `unknown`: a direct `as` makes tsc compare enhanceEndpoints' generic type over all
// the endpoints with this one, which took 7 of the type check's 30 seconds.
const enhance = generatedApi.enhanceEndpoints as unknown as (options: {
  endpoints: Record<string, ReturnType<typeof enhancement>>;
}) => typeof generatedApi;

export const api = enhance({
  endpoints: Object.fromEntries(
    Object.entries(policies as Record<string, EndpointPolicy>).map(([name, policy]) => [
      name,
      enhancement(policy),
    ]),
  ),
});

/** How a failure of this endpoint is reported (see the table above). */
export function errorReportingOf(endpoint: string): ErrorReporting {
  return (policies as Record<string, EndpointPolicy>)[endpoint]?.errors ?? 'central';
}

export * from './generated/endpoints';
export * from './errors';
export { serverNow } from './serverTime';
export type { OperationId } from './generated/operations';
export { maxLengths } from './limits';
