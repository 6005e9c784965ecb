/**
 * One result as the result detail page and the public share views show it (the view, its
 * reading rules and its downloads), and the result columns of every result table. An entity
 * because two features show results: results (own) and shares (read-only, through a link).
 */
export { ResultView, type ResultViewProps } from './ResultView/ResultView';
export { FullSizeImage } from './ResultView/FullSizeImage';
export { readingOf, gaugeColours } from './ResultView/reading';
export { dash, safeFileName } from './ResultView/text';
export {
  IMAGE_ONLY,
  RESULT_DOWNLOADS,
  useResultDownloads,
  type ResultShareSource,
} from './ResultView/useResultDownloads';
export {
  ALL_PARAMETERS,
  NOT_RECORDED,
  locationText,
  parameterOptions,
  resultColumns,
} from './resultColumns';
