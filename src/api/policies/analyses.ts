/**
 * Cache policies of the operations tagged Analyses (see src/api/policy.ts). A taken name goes
 * onto the name field. An analysis's result lists depend on it (its results are part of it).
 */
import { LIST, list, one, resultTable } from '../cacheTags';
import { inline, withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Analyses'>({
  listAnalyses: { provides: [list('Analysis')] },
  createAnalysis: { invalidates: [LIST('Analysis'), 'Overview', 'AdminDashboard'], ...inline },
  getAnalysis: { provides: [one('Analysis')] },
  // lists sort and search by name and counts; its links show its name, deleting it revokes
  // them, and dynamic share views show it as it is now
  updateAnalysis: {
    invalidates: [one('Analysis'), LIST('Analysis'), 'Share', 'Overview', 'AdminDashboard'],
    ...inline,
  },
  listAnalysisResults: { provides: [resultTable, one('Analysis')] },
  listAnalysisResultsByTime: { provides: [list('Result'), one('Analysis')] },
  listAnalysisInfo: { provides: [list('Analysis')] },
});
