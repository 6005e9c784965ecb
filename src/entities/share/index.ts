/** Sharing a result or an analysis: the share panel and its dialogs, and the share rules. */
export { SharePanel, type SharePanelProps } from './SharePanel';
export { ShareDialog, shareDialogTitle, COPY_FAILED, COPY_UNSUPPORTED } from './ShareDialog';
export type { ShareMode, ShareResourceKind } from './ShareDialog';
export { ManageSharesDialog, MANAGE_SHARES_TITLE, useShareLinksOf } from './ManageSharesDialog';
export * from './shareRules';
export { shareViewPath } from './shareViewPath';
export { RevokeShareButton } from './RevokeShareButton';
