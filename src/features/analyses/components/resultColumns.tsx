import { Link } from 'react-router-dom';
import type { Schemas } from '@/api';
import { formatCoordinates, formatDateTime, formatMeasurementValue } from '@/shared/lib/format';
import { CitationText } from '@/shared/ui/CitationText';
import type { DataTableColumn, EnumOption } from '@/shared/ui/DataTable';

type Result = Schemas['Result'];

/** Columns of an analysis's results; the name (fixed) links to `resultPath(id)`. */
export function resultColumns(
  parameterOptions: EnumOption[],
  resultPath: (id: number) => string,
): DataTableColumn<Result>[] {
  return [
    {
      key: 'measurementName',
      title: 'Name',
      type: 'string',
      fixed: true,
      render: (r) => <Link to={resultPath(r.id)}>{r.measurementName}</Link>,
    },
    {
      key: 'measurementValue',
      title: 'Value',
      type: 'number',
      render: (r) => formatMeasurementValue(r.measurementValue, r.invalidSampleMessageCode),
    },
    { key: 'measurementUnit', title: 'Unit', type: 'string' },
    {
      key: 'parameter.id',
      title: 'Citation',
      type: 'enum',
      enumOptions: parameterOptions,
      render: (r) => <CitationText text={r.citationForm || r.parameter.displayedName} />,
    },
    { key: 'parameter.name', title: 'Parameter', type: 'string' },
    {
      key: 'sampleCreationDate',
      title: 'Date',
      type: 'date',
      render: (r) => formatDateTime(r.sampleCreationDate),
    },
    {
      key: 'locationLat',
      title: 'Location',
      type: 'other',
      sortable: false,
      render: (r) => formatCoordinates(r.locationLat, r.locationLng) ?? '-',
    },
    { key: 'parameter.parameterRange', title: 'Range', type: 'string' },
    { key: 'visibleMeasurementId', title: 'ID', type: 'string' },
    { key: 'comment', title: 'Comment', type: 'string' },
  ];
}
