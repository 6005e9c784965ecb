import { FilterOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { ExportButton } from './ExportButton';
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
}

export function TableToolbar(props: Props) {
  const {
    search,
    onSearch,
    filterCount,
    onOpenFilters,
    onOpenColumns,
    exporter,
    getExportArgs,
    extra,
    searchable,
    filterable,
  } = props;
  return (
    <Flex align="center" wrap gap={8}>
      <Flex gap={8} wrap align="center">
        {searchable && <SearchBox value={search} onSearch={onSearch} />}
        {extra}
      </Flex>
      {/* the table's own controls stay on the right, also when they wrap */}
      <Flex gap={8} wrap align="center" style={{ marginInlineStart: 'auto' }}>
        {filterable && (
          <Button icon={<FilterOutlined />} onClick={onOpenFilters}>
            {filterCount ? `Filters (${filterCount})` : 'Filters'}
          </Button>
        )}
        <Button icon={<SettingOutlined />} onClick={onOpenColumns}>
          Columns
        </Button>
        {exporter && <ExportButton exporter={exporter} getArgs={getExportArgs} />}
      </Flex>
    </Flex>
  );
}
