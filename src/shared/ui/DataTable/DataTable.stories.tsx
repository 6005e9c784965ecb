import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { useMemo } from 'react';
import { userEvent, within } from 'storybook/test';
import type { SavedFilter } from '@/shared/lib/tableQuery';
import { DataTable } from './DataTable';
import { docsPageOf } from '@tests/stories/docsPage';
import { createMemoryQuery, type MemoryQueryState } from '@tests/fixtures/memoryQuery';
import { sampleColumns, sampleRows, type SampleRow } from '@tests/fixtures/sampleRows';

interface SampleTableProps {
  state: MemoryQueryState;
  empty?: boolean;
  selectable?: boolean;
  /** Restored settings (JSON text), e.g. a filter of one column type. */
  storedSettings?: string;
}

/** The DataTable over in-memory sample rows of every column type (no session needed). */
function SampleTable({
  state,
  empty = false,
  selectable = true,
  storedSettings,
}: SampleTableProps) {
  const useQuery = useMemo(
    () => createMemoryQuery(empty ? [] : sampleRows, { state }),
    [state, empty],
  );
  return (
    <div style={{ padding: 24 }}>
      <DataTable<SampleRow>
        columns={sampleColumns}
        useQuery={useQuery}
        selectable={selectable}
        persist={storedSettings ? 'stored' : 'none'}
        storedSettings={storedSettings}
        exporter={{
          trigger: async () => new Blob(['id;name\n1;sample'], { type: 'text/csv' }),
          fileName: 'samples',
        }}
        toolbar={({ selectedRowKeys }) => (
          <Button danger disabled={selectedRowKeys.length === 0}>
            Delete ({selectedRowKeys.length})
          </Button>
        )}
      />
    </div>
  );
}

const meta = {
  title: 'Components/DataTable',
  tags: ['autodocs'],
  component: SampleTable,
  // the page documents DataTable itself; the stories show it over sample rows
  parameters: { docs: { page: docsPageOf(DataTable) } },
  args: { state: 'loaded' },
  argTypes: { state: { control: 'inline-radio', options: ['loaded', 'loading', 'error'] } },
} satisfies Meta<typeof SampleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { empty: true } };
export const Error: Story = { args: { state: 'error' } };

const settingsWith = (filter: SavedFilter) =>
  JSON.stringify({
    filters: [filter],
    itemsPerPage: 20,
    search: '',
    disabledColumns: ['comment', 'id'],
    order: null,
  });

const openFilters: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /Filters/ }));
};

// the filter and column dialogs open in a play function, which a docs page does not run (the
// tags are written out on each story: Storybook's index reads them from the source)
const filterStory = (filter: SavedFilter | null): Story => ({
  args: filter ? { storedSettings: settingsWith(filter) } : {},
  play: openFilters,
});

const saved = (
  name: string,
  label: string,
  type: SavedFilter['selectedParameter']['type'],
  op: string,
  value: SavedFilter['filterValue'],
): SavedFilter => ({
  selectedFilter: op,
  filterValue: value,
  selectedParameter: { label, name, type },
});

export const FiltersEmpty: Story = { tags: ['!autodocs', 'dialog'], ...filterStory(null) };
export const FilterNumber: Story = {
  tags: ['!autodocs', 'dialog'],
  ...filterStory(saved('value', 'Value', 'number', 'gte', 7)),
};
export const FilterString: Story = {
  tags: ['!autodocs', 'dialog'],
  ...filterStory(saved('unit', 'Unit', 'string', 'li', 'mg')),
};
export const FilterDate: Story = {
  tags: ['!autodocs', 'dialog'],
  ...filterStory(saved('date', 'Date', 'date', 'gt', 1_699_000_000)),
};
export const FilterEnum: Story = {
  tags: ['!autodocs', 'dialog'],
  ...filterStory(saved('parameter.id', 'Citation', 'enum', 'eq', 2)),
};
export const FilterEnumLike: Story = {
  tags: ['!autodocs', 'dialog'],
  ...filterStory(saved('tags', 'Tags', 'enumLike', 'con', 'field')),
};

export const ColumnManager: Story = {
  tags: ['!autodocs', 'dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Columns/ }));
  },
};
