/**
 * The analysis actions of every result list (the user's results, the admin result lists): the
 * create-analysis dialog (from the selection or the whole query) and the add-to-analysis popup.
 * Both call the API themselves and show their errors inline (createAnalysis and updateAnalysis
 * are inline-error endpoints).
 *
 *   <CreateAnalysisModal open source={selectionSource(ids)} count={ids.length}
 *     onClose={close} onCreated={(a) => navigate(paths.analysisDetail(a.id))} />
 *   <AddToAnalysisModal open resultIds={ids} onClose={close} onAdded={clearSelection} />
 */
import { onDemand } from '@/shared/ui/onDemand';

// both open on a click: their code loads with the first opening
export const CreateAnalysisModal = onDemand(() =>
  import('./CreateAnalysisModal').then((m) => m.CreateAnalysisModal),
);
export type { CreateAnalysisModalProps } from './CreateAnalysisModal';
export const AddToAnalysisModal = onDemand(() =>
  import('./AddToAnalysisModal').then((m) => m.AddToAnalysisModal),
);
export type { AddToAnalysisModalProps } from './AddToAnalysisModal';
export {
  NAME_TAKEN_MESSAGE,
  addResultsLabel,
  addedReport,
  isBlankName,
  querySource,
  selectionSource,
  type NewAnalysisSource,
} from './analysisRules';
