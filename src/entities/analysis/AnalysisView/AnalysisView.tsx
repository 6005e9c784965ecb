import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CardErrorBoundary } from '@/shared/ui/CardErrorBoundary';
import type { Analysis } from '@/api';
import { AnalysisDownloads } from './AnalysisDownloads';
import { AnalysisHeader } from './AnalysisHeader';
import { AnalysisResultsTable, type ResultsTableEditing } from './AnalysisResultsTable';
import { AnalysisVisuals } from './AnalysisVisuals';
import type { AnalysisSource } from './source';

export interface AnalysisViewProps {
  analysis: Analysis;
  /** The owner's analysis or a share link (read-only, 'Creator' shown). */
  source: AnalysisSource;
  /** Where a result opens (name link, map marker). */
  resultPath: (id: number) => string;
  /** The back link (owner's page only). */
  onBack?: () => void;
  /** The owner's actions beside the title (edit, delete). */
  actions?: ReactNode;
  /** The owner's result selection and removal. */
  editing?: ResultsTableEditing;
  /** The owner's share panel, beside the downloads. */
  sharing?: ReactNode;
}

/**
 * The body of an analysis, for its owner and for a share link: header, chart and map,
 * downloads (and the share panel for the owner) and the results table. What the owner may do
 * comes in as slots from the analyses feature; a share view passes none of them.
 */
export function AnalysisView({
  analysis,
  source,
  resultPath,
  onBack,
  actions,
  editing,
  sharing,
}: AnalysisViewProps) {
  const navigate = useNavigate();
  const shared = source.kind === 'share';
  return (
    <Flex vertical gap={16}>
      <AnalysisHeader
        analysis={analysis}
        onBack={shared ? undefined : onBack}
        actions={shared ? undefined : actions}
        creator={shared ? analysis.user?.displayName : undefined}
      />
      <CardErrorBoundary>
        <AnalysisVisuals
          analysis={analysis}
          source={source}
          onOpenResult={(id) => void navigate(resultPath(id))}
        />
      </CardErrorBoundary>
      <Flex gap={16} wrap align="stretch">
        <div style={{ flex: '1 1 320px' }}>
          <AnalysisDownloads source={source} />
        </div>
        {!shared && sharing && <div style={{ flex: '1 1 320px' }}>{sharing}</div>}
      </Flex>
      <Card title="Results" role="region" aria-label="Results">
        <AnalysisResultsTable
          source={source}
          resultPath={resultPath}
          editing={shared ? undefined : editing}
        />
      </Card>
    </Flex>
  );
}
