/** Cache policies of the operations tagged Shares (see src/api/policy.ts). */
import { LIST, one, resultTable, shareLinks } from '../cacheTags';
import { binary, inline, withPolicies } from '../policy';

// share views: the share named in the path (revoking it ends the view)
const share = one('Share', (arg: { shareId: string }) => arg.shareId);

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Shares'>({
  getAnalysisShareLinks: { provides: [shareLinks] },
  getResultShareLinks: { provides: [shareLinks] },
  // its page turns a dead or malformed address into not-found; a download reports it itself
  getSharedImage: { ...binary, ...inline },
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
  // the dialog puts recipient violations on their rows
  createShare: { invalidates: [LIST('Share')], ...inline },
  revokeShare: { invalidates: [one('Share'), LIST('Share')] },
  listMyShareLinks: { provides: [shareLinks] },
  listReceivedShareLinks: { provides: [shareLinks] },
});
