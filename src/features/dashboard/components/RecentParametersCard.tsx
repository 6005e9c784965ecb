/** Recently Measured Parameter: parameters with tested 'true', each with 'View ... measurement'. */
import { Button, Flex, Typography } from 'antd';
import { useListParameterOverviewQuery, type ParameterListItem } from '@/api';
import { factLine } from '@/shared/lib/format';
import { CitationText } from '@/shared/ui/CitationText';
import { QueryState } from '@/shared/ui/QueryState';
import { useDeferredQuery } from '@/shared/ui/useDeferredQuery';
import { useViewMeasurement } from './useViewMeasurement';

type Parameter = ParameterListItem;

export const NO_PARAMETERS_TEXT = 'No data available';

export function RecentParametersCard() {
  const { data, isLoading, error, refetch } = useDeferredQuery(useListParameterOverviewQuery());
  const { view, pendingId } = useViewMeasurement();
  const tested = (data ?? []).filter((p) => p.tested === 'true');
  return (
    <QueryState
      isLoading={isLoading}
      error={error}
      onRetry={refetch}
      isEmpty={tested.length === 0}
      emptyText={NO_PARAMETERS_TEXT}
      minHeight={120}
    >
      <Flex vertical role="list" aria-label="Recently measured parameters">
        {tested.map((p, i) => (
          <Flex
            key={p.id}
            role="listitem"
            align="center"
            justify="space-between"
            wrap
            gap="4px 12px"
            style={{ padding: '10px 0', borderTop: i ? '1px solid #f0f0f0' : undefined }}
          >
            <ParameterLabel parameter={p} />
            <Button
              type="link"
              loading={pendingId === p.id}
              disabled={pendingId !== null && pendingId !== p.id}
              onClick={() => void view(p)}
              style={{ paddingInline: 0 }}
            >
              View {p.name} measurement
            </Button>
          </Flex>
        ))}
      </Flex>
    </QueryState>
  );
}

function ParameterLabel({ parameter: p }: { parameter: Parameter }) {
  const name = p.displayedName || p.name;
  return (
    // the name and facts keep 180 px: on a phone the link goes below them
    <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 180px' }}>
      <Typography.Text strong>
        {name}
        {p.citationFormula && p.citationFormula !== name && (
          <Typography.Text type="secondary">
            {' '}
            (<CitationText text={p.citationFormula} />)
          </Typography.Text>
        )}
      </Typography.Text>
      <Typography.Text type="secondary">
        {factLine(`Range ${p.parameterRange} ${p.unit}`, `${p.parameterCount} tests`)}
      </Typography.Text>
    </Flex>
  );
}
