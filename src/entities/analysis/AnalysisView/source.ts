/**
 * Where an analysis view reads its data: the owner's own analysis (the analysis calls) or a
 * share link (the public share calls, read-only). Everything else about the view is the same.
 */
export type AnalysisSource =
  { kind: 'own'; id: number } | { kind: 'share'; type: 'snapshot' | 'dynamic'; shareId: string };

/** A name for files saved from the view ('analysis_12' or 'shared_analysis'). */
export const fileBaseOf = (source: AnalysisSource) =>
  source.kind === 'own' ? `analysis_${source.id}` : 'shared_analysis';
