import { Descriptions, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { formatCoordinates } from '@/domain/resultFormat';
import { formatDateTime } from '@/shared/lib/format';
import { CitationText } from '@/shared/ui/CitationText';
import { dash, NOT_RECORDED } from './text';
import type { Result } from '@/api';

/** ID, Citation, Parameter Name, Date, Location, Comment; Creator only in shared views. */
export function ResultFields({ result, shared = false }: { result: Result; shared?: boolean }) {
  const items: DescriptionsProps['items'] = [
    { key: 'id', label: 'ID', children: result.visibleMeasurementId },
    {
      key: 'citation',
      label: 'Citation',
      children: <CitationText text={result.parameter.citationFormula} />,
    },
    { key: 'parameter', label: 'Parameter Name', children: result.parameter.name },
    { key: 'date', label: 'Date', children: formatDateTime(result.sampleCreationDate) },
    {
      key: 'location',
      label: 'Location',
      children: formatCoordinates(result.locationLat, result.locationLng) ?? (
        <Typography.Text type="secondary">{NOT_RECORDED}</Typography.Text>
      ),
    },
    {
      key: 'comment',
      label: 'Comment',
      // at most twelve lines (global.css .text-clamp); the whole comment is the title
      children: (
        <div className="text-clamp" title={result.comment ?? undefined}>
          {dash(result.comment)}
        </div>
      ),
    },
  ];
  if (shared) {
    items.push({ key: 'creator', label: 'Creator', children: result.createdByUser.displayName });
  }
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={items}
      styles={{ label: { width: '42%' } }}
    />
  );
}
