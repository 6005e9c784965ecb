/**
 * One analysis as its owner's detail page and the public share views show it. An entity because
 * two features show analyses: analyses (own) and shares (read-only, through a link).
 */
export { AnalysisView, type AnalysisViewProps } from './AnalysisView';
export type { ResultsTableEditing } from './AnalysisResultsTable';
export type { AnalysisSource } from './source';
export { resultCountText } from './resultCount';
