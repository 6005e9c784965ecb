import { FilterOutlined, SettingOutlined } from '@ant-design/icons';
import { Badge, Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { ExportButton } from './ExportButton';
import { ColumnDialog, FilterDialog } from './dialogs';
import { SearchBox } from './SearchBox';
import type { DataTableExporter, ExportArgs } from './types';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  filterCount: number;
  onOpenFilters: () => void;
  onOpenColumns: () => void;
  exporter?: DataTableExporter;
  getExportArgs: () => Omit<ExportArgs, 'format' | 'tzo'>;
  /** The caller's actions (e.g. Create analysis, Delete). */
  extra?: ReactNode;
  searchable: boolean;
  filterable: boolean;
  /** A narrow table (a phone): see TableToolbar. */
  narrow?: boolean;
}

/**
 * Search and the caller's actions on the left, the table's own controls (Filters, Columns,
 * Export) on the right. On a narrow table the search and the controls share the first line, the
 * controls as icons (named for screen readers and in their tooltips, the filter count as a
 * badge), and the caller's actions take the line below.
 */
export function TableToolbar(props: Props) {
  const { search, onSearch, filterCount, onOpenFilters, onOpenColumns, exporter } = props;
  const { getExportArgs, extra, searchable, filterable, narrow = false } = props;
  const filters = filterCount ? `Filters (${filterCount})` : 'Filters';
  const controls = (
    <Flex gap={8} align="center" wrap={!narrow} style={{ marginInlineStart: 'auto' }}>
      {filterable && (
        <Badge count={narrow ? filterCount : 0} size="small">
          <Button
            icon={<FilterOutlined />}
            onClick={onOpenFilters}
            // the dialog's code starts loading when the pointer or the focus reaches the button
            onPointerEnter={FilterDialog.preload}
            onFocus={FilterDialog.preload}
            {...(narrow && { 'aria-label': filters, title: filters })}
          >
            {!narrow && filters}
          </Button>
        </Badge>
      )}
      <Button
        icon={<SettingOutlined />}
        onClick={onOpenColumns}
        onPointerEnter={ColumnDialog.preload}
        onFocus={ColumnDialog.preload}
        {...(narrow && { 'aria-label': 'Columns', title: 'Columns' })}
      >
        {!narrow && 'Columns'}
      </Button>
      {exporter && <ExportButton exporter={exporter} getArgs={getExportArgs} iconOnly={narrow} />}
    </Flex>
  );
  const searchBox = searchable && <SearchBox value={search} onSearch={onSearch} fill={narrow} />;
  if (narrow)
    return (
      <Flex vertical gap={8}>
        <Flex gap={8} align="center">
          {searchBox}
          {controls}
        </Flex>
        {extra && (
          <Flex gap={8} wrap align="center">
            {extra}
          </Flex>
        )}
      </Flex>
    );
  return (
    <Flex align="center" wrap gap={8}>
      <Flex gap={8} wrap align="center">
        {searchBox}
        {extra}
      </Flex>
      {/* the table's own controls stay on the right, also when they wrap */}
      {controls}
    </Flex>
  );
}
