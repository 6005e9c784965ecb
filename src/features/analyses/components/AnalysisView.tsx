import { Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { CardErrorBoundary } from '@/shared/ui/CardErrorBoundary';
import { AnalysisHeader } from './AnalysisHeader';
import { AnalysisResultsTable } from './AnalysisResultsTable';
import { AnalysisVisuals } from './AnalysisVisuals';
import { AnalysisDownloads } from './AnalysisDownloads';
import type { Analysis } from '@/api';

export interface AnalysisViewProps {
  analysis: Analysis;
  /**
   * Read-only share view: back link, edit, delete and result removal are hidden and any
   * parameter may be picked.
   */
  shared?: boolean;
  /** Where a result opens (name link, map marker); default the result detail. */
  resultPath?: (id: number) => string;
  onBack?: () => void;
  onDeleted?: () => void;
  onDeleteStart?: () => void;
  onDeleteFailed?: () => void;
}

/** The body of an analysis: header, chart and map, downloads and the results table. */
export function AnalysisView({
  analysis,
  shared = false,
  resultPath = paths.resultDetail,
  onBack = () => undefined,
  onDeleted = () => undefined,
  onDeleteStart,
  onDeleteFailed,
}: AnalysisViewProps) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <AnalysisHeader
        analysis={analysis}
        shared={shared}
        onBack={onBack}
        onDeleted={onDeleted}
        onDeleteStart={onDeleteStart}
        onDeleteFailed={onDeleteFailed}
      />
      <CardErrorBoundary>
        <AnalysisVisuals
          analysis={analysis}
          shared={shared}
          onOpenResult={(id) => void navigate(resultPath(id))}
        />
      </CardErrorBoundary>
      <AnalysisDownloads analysisId={analysis.id} />
      <Card title="Results" role="region" aria-label="Results">
        <AnalysisResultsTable analysisId={analysis.id} readOnly={shared} resultPath={resultPath} />
      </Card>
    </Flex>
  );
}
