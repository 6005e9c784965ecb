import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Segmented } from 'antd';
import { useRef, useState } from 'react';
import { saveFile } from '@/shared/lib/download';
import { ChartCard, type ChartMode, type PngHandle } from '@/shared/ui/ChartCard';
import { MapView } from '@/shared/ui/MapView';
import { QueryState } from '@/shared/ui/QueryState';
import { useAnalysisResultsInRange } from './useAnalysisResultsInRange';
import { useDateRange } from './useDateRange';
import { useParameterChoice } from './useParameterChoice';
import { useReportApiError } from '@/shared/ui/formErrors';
import { DateRangeBar } from './DateRangeBar';
import { ParameterSelect } from './ParameterSelect';
import type { Analysis } from '@/api';
import type { AnalysisSource } from './source';

type View = 'chart' | 'map';
export const VISUAL_HEIGHT = 420;

export interface AnalysisVisualsProps {
  analysis: Analysis;
  source: AnalysisSource;
  onOpenResult: (resultId: number) => void;
}

/**
 * The chart and map card of an analysis: parameter selector, chart/map toggle, chart mode,
 * date range and the PNG download of what is shown.
 */
export function AnalysisVisuals({ analysis, source, onOpenResult }: AnalysisVisualsProps) {
  const [view, setView] = useState<View>('chart');
  const reportError = useReportApiError();
  const [chartMode, setChartMode] = useState<ChartMode>('chronologic');
  const dates = useDateRange('all');
  // a share view has no tested-parameter restriction
  const choice = useParameterChoice(analysis.parameters, source.kind === 'share');
  const data = useAnalysisResultsInRange(source, dates.mode, dates.range, choice.parameterId);
  const chartRef = useRef<PngHandle>(null);
  const mapRef = useRef<PngHandle>(null);
  const [saving, setSaving] = useState(false);

  const downloadPng = async () => {
    const handle = view === 'chart' ? chartRef.current : mapRef.current;
    if (!handle) return;
    setSaving(true);
    try {
      const base = source.kind === 'own' ? `analysis-${source.id}` : 'shared-analysis';
      saveFile(await handle.toPng(), `${base}-${view}.png`);
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex wrap gap={12} align="center" justify="space-between">
          <Flex wrap gap={12} align="center">
            <ParameterSelect
              parameters={analysis.parameters}
              value={choice.parameterId}
              onChange={choice.setParameterId}
              isDisabled={choice.isDisabled}
            />
            <Segmented<View>
              aria-label="View"
              value={view}
              onChange={setView}
              options={[
                { label: 'Chart', value: 'chart' },
                { label: 'Map', value: 'map' },
              ]}
            />
            {view === 'chart' && (
              <Segmented<ChartMode>
                aria-label="Chart mode"
                value={chartMode}
                onChange={setChartMode}
                options={[
                  { label: 'Chronologic', value: 'chronologic' },
                  { label: 'Exact Time', value: 'exact' },
                ]}
              />
            )}
          </Flex>
          <Button
            icon={<DownloadOutlined />}
            loading={saving}
            disabled={data.results.length === 0}
            onClick={() => void downloadPng()}
          >
            {view === 'chart' ? 'Chart as PNG' : 'Map as PNG'}
          </Button>
        </Flex>
        <DateRangeBar state={dates} />
        <QueryState
          isLoading={data.isLoading}
          error={data.isFetching ? undefined : data.error}
          onRetry={data.refetch}
          minHeight={VISUAL_HEIGHT}
        >
          {view === 'chart' ? (
            <ChartCard
              ref={chartRef}
              results={data.results}
              mode={chartMode}
              parameterId={choice.parameterId ?? 0}
              height={VISUAL_HEIGHT}
            />
          ) : (
            <MapView
              ref={mapRef}
              results={data.results}
              onOpenResult={onOpenResult}
              height={VISUAL_HEIGHT}
            />
          )}
        </QueryState>
      </Flex>
    </Card>
  );
}
