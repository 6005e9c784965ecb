/**
 * The columns of the results list (spec 2: Results list; spec 1 section 9): name as a link
 * (fixed), value with its reading-code prefix, unit, citation (`__superscript__`), parameter
 * (enum filter; non-admins may pick only tested parameters), date, location, the strip's
 * catalogue and lot numbers, the range, the card's catalogue and lot numbers, phone, creator,
 * comment and ID. The first 8 are visible by default.
 * Shared by every result table: the results list, an analysis's results and the admin result lists.
 */
import { Link } from 'react-router-dom';
import type { ParameterListItem, Result } from '@/api';
import { paths } from '@/shared/config/paths';
import { formatCoordinates } from '@/domain/resultFormat';
import { formatDateTime, formatMeasurementValue } from '@/shared/lib/format';
import { CitationText } from '@/shared/ui/CitationText';
import { industries, industryLabel } from '@/shared/config/lookups';
import type { DataTableColumn, EnumOption } from '@/shared/ui/DataTable';
import { NOT_RECORDED } from './ResultView/text';

/** The filter choice meaning "every parameter": dropped on apply (spec: value 0). */
export const ALL_PARAMETERS: EnumOption = { label: 'All', value: 0 };

/** Parameter filter choices; for non-admins the parameters they have not tested are disabled. */
export function parameterOptions(
  parameters: readonly ParameterListItem[],
  isAdmin: boolean,
): EnumOption[] {
  return [
    ALL_PARAMETERS,
    ...parameters.map((p) => ({
      label: p.displayedName || p.name,
      value: p.id,
      disabled: !isAdmin && p.tested !== 'true',
    })),
  ];
}

export const locationText = (r: Pick<Result, 'locationLat' | 'locationLng'>) =>
  formatCoordinates(r.locationLat, r.locationLng) ?? NOT_RECORDED;

export function resultColumns(
  parameters: readonly ParameterListItem[],
  isAdmin: boolean,
  /** where the name links to (share views link elsewhere) */
  resultPath: (id: number) => string = paths.resultDetail,
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
      key: 'citationForm',
      title: 'Citation',
      type: 'string',
      render: (r) => <CitationText text={r.citationForm} />,
    },
    {
      key: 'parameter.id',
      title: 'Parameter',
      type: 'enum',
      enumOptions: parameterOptions(parameters, isAdmin),
      render: (r) => r.parameter.displayedName || r.parameter.name,
    },
    {
      key: 'sampleCreationDate',
      title: 'Date',
      type: 'date',
      render: (r) => formatDateTime(r.sampleCreationDate),
    },
    {
      key: 'location',
      title: 'Location',
      type: 'other',
      sortable: false,
      render: locationText,
    },
    { key: 'testStripCatalogNumber', title: 'Strip Cat. No.', type: 'string' },
    { key: 'testStripLotNumber', title: 'Strip Lot No.', type: 'string' },
    { key: 'parameter.parameterRange', title: 'Range', type: 'string' },
    { key: 'cardCatalogNumber', title: 'Card Cat. No.', type: 'string' },
    { key: 'cardLotNumber', title: 'Card Lot No.', type: 'string' },
    // the admin result lists also show the value's bounds and the creator's company and segment
    ...(isAdmin
      ? ([
          { key: 'measurementValueMin', title: 'Value Min', type: 'number' },
          { key: 'measurementValueMax', title: 'Value Max', type: 'number' },
        ] as DataTableColumn<Result>[])
      : []),
    { key: 'phoneName', title: 'Phone Name', type: 'string' },
    { key: 'phoneOperatingSystem', title: 'Phone OS', type: 'string' },
    { key: 'phoneCamera', title: 'Phone Camera', type: 'string' },
    // admins see the pseudonymous user instead of the name (spec 3 section 6)
    isAdmin
      ? { key: 'createdByUser.anonymousUser', title: 'Creator', type: 'string' }
      : { key: 'createdByUser.displayName', title: 'Creator', type: 'string' },
    ...(isAdmin
      ? ([
          { key: 'createdByUser.company', title: 'Company', type: 'string' },
          {
            key: 'createdByUser.segment',
            title: 'Segment',
            type: 'enum',
            enumOptions: industries.map((i) => ({ label: i.label, value: i.id })),
            render: (r) => industryLabel(r.createdByUser?.segment) || '-',
          },
        ] as DataTableColumn<Result>[])
      : []),
    { key: 'comment', title: 'Comment', type: 'string' },
    { key: 'visibleMeasurementId', title: 'ID', type: 'string' },
  ];
}
