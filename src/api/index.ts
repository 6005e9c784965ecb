/**
 * What features import from the API: the generated endpoints (src/api/generated, never edited
 * by hand) enhanced here with cache tags and invalidation. Features use these hooks only; no
 * `fetch` in components.
 */
import { generatedApi } from './generated/endpoints';

type Tag = (typeof import('./baseApi').tagTypes)[number];
const provides = (...tags: Tag[]) => ({ providesTags: tags });
const invalidates = (...tags: Tag[]) => ({ invalidatesTags: tags });
/** Binary endpoints (images, exports) are fetched on demand and not kept in the cache. */
const binary = { keepUnusedDataFor: 0 };

export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    // Accounts and profile
    getUser: provides('User'),
    updateUser: invalidates('User', 'Users'),
    // not 'User': the deleted user cannot be refetched (401 for oneself, 404 for an admin)
    deleteUser: invalidates('Users', 'AdminDashboard'),
    updatePassword: {},
    updateNewsletter: invalidates('User'),
    uploadUserImage: invalidates('User', 'Users'),
    logoutDevice: invalidates('User'),
    saveListMetadata: invalidates('User'),
    resendConfirmation: invalidates('User'),
    confirmRegistration: invalidates('User'),
    confirmNewsletter: invalidates('User'),
    getUserImage: binary,
    // Achievements, dashboard, parameters
    getUserAchievements: provides('Achievements'),
    listAchievements: provides('Achievements'),
    getOverview: provides('Overview'),
    getWeeklyPerformance: provides('Overview'),
    listTestStripPackages: provides('Packages'),
    createTestStripPackage: invalidates('Packages'),
    updateTestStripPackage: invalidates('Packages'),
    listParameterOverview: provides('Parameters'),
    listParameters: provides('Parameters'),
    getParameter: provides('Parameters'),
    createParameter: invalidates('Parameters'),
    updateParameter: invalidates('Parameters'),
    getParameterFile: binary,
    // Notifications
    listNotifications: provides('Notifications'),
    readNotification: invalidates('Notifications'),
    getBroadcastImage: binary,
    // Results
    listResults: provides('Results'),
    getResult: provides('Results'),
    updateResult: invalidates('Results', 'Analyses'),
    deleteResult: invalidates('Results', 'Analyses', 'Overview', 'User', 'AdminDashboard'),
    deleteResults: invalidates('Results', 'Analyses', 'Overview', 'User', 'AdminDashboard'),
    getResultImage: binary,
    // Analyses
    listAnalyses: provides('Analyses'),
    listAnalysisInfo: provides('Analyses'),
    getAnalysis: provides('Analyses'),
    listAnalysisResults: provides('Analyses', 'Results'),
    listAnalysisResultsByTime: provides('Analyses', 'Results'),
    createAnalysis: invalidates('Analyses', 'Overview', 'AdminDashboard'),
    updateAnalysis: invalidates('Analyses', 'Shares', 'Overview', 'AdminDashboard'),
    // Shares
    getResultShareLinks: provides('Shares'),
    getAnalysisShareLinks: provides('Shares'),
    listMyShareLinks: provides('Shares'),
    listReceivedShareLinks: provides('Shares'),
    createShare: invalidates('Shares'),
    revokeShare: invalidates('Shares'),
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
    listFaqs: provides('Faq'),
    listFaqCategories: provides('Faq'),
    getFaqCategory: provides('Faq'),
    getFaqItem: provides('Faq'),
    createFaqCategory: invalidates('Faq'),
    updateFaqCategory: invalidates('Faq'),
    deleteFaqCategory: invalidates('Faq'),
    createFaqItem: invalidates('Faq'),
    updateFaqItem: invalidates('Faq'),
    deleteFaqItem: invalidates('Faq'),
    listHowTos: provides('HowTo'),
    listHowToItems: provides('HowTo'),
    getHowToItem: provides('HowTo'),
    createHowToItem: invalidates('HowTo'),
    updateHowToItem: invalidates('HowTo'),
    deleteHowToItem: invalidates('HowTo'),
    // Broadcasts and admin
    listBroadcasts: provides('Broadcasts'),
    getBroadcast: provides('Broadcasts'),
    createBroadcast: invalidates('Broadcasts'),
    updateBroadcast: invalidates('Broadcasts'),
    sendBroadcast: invalidates('Broadcasts', 'Notifications'),
    deleteBroadcast: invalidates('Broadcasts', 'Notifications'),
    getAdminDashboard: provides('AdminDashboard'),
    listUsers: provides('Users'),
  },
});

export * from './generated/endpoints';
export type { components } from './generated/schema';
export type Schemas = import('./generated/schema').components['schemas'];
