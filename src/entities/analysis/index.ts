/**
 * One analysis as its owner's detail page and the public share views show it (AnalysisView),
 * and the analysis actions of every result list: the create-analysis dialog (from the selection
 * or the whole query) and the add-to-analysis popup. Both call the API themselves and show their
 * errors inline (createAnalysis and updateAnalysis are inline-error endpoints).
 *
 *   <CreateAnalysisModal open source={selectionSource(ids)} count={ids.length}
 *     onClose={close} onCreated={(a) => navigate(paths.analysisDetail(a.id))} />
 *   <AddToAnalysisModal open resultIds={ids} onClose={close} onAdded={clearSelection} />
 */
export { AnalysisView, type AnalysisViewProps } from './AnalysisView/AnalysisView';
export type { ResultsTableEditing } from './AnalysisView/AnalysisResultsTable';
export type { AnalysisSource } from './AnalysisView/source';
export { resultCountText } from './AnalysisView/resultCount';
export {
  CreateAnalysisModal,
  CREATE_ANALYSIS_TITLE,
  type CreateAnalysisModalProps,
} from './actions/CreateAnalysisModal';
export {
  AddToAnalysisModal,
  ADD_TO_ANALYSIS_TITLE,
  type AddToAnalysisModalProps,
} from './actions/AddToAnalysisModal';
export {
  NAME_TAKEN_MESSAGE,
  addResultsLabel,
  addedReport,
  isBlankName,
  querySource,
  selectionSource,
  withNameTakenText,
  type NewAnalysisSource,
} from './actions/analysisRules';
