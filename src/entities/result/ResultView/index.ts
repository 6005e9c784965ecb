/**
 * One result as the result detail page and the public share views show it (the view, its
 * reading rules and its downloads). An entity because two features show results: results (own)
 * and shares (read-only, through a link).
 */
export { ResultView, type ResultViewProps } from './ResultView';
export { FullSizeImage } from './FullSizeImage';
export { readingOf, gaugeColours } from './reading';
export { dash, safeFileName } from './text';
export {
  IMAGE_ONLY,
  RESULT_DOWNLOADS,
  useResultDownloads,
  type ResultShareSource,
} from './useResultDownloads';
