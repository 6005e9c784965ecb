import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Modal } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SavedFilter } from '@/shared/lib/tableQuery';
import { filterFields, fromDrafts, toDrafts, type FilterDraft } from './filterDrafts';
import { FilterRow } from './FilterRow';
import type { FilterField } from './FilterValueInput';
import { loadDatePicker } from './lazyDatePicker';

export const NO_FILTERS_TEXT = 'No filters applied';

interface Props {
  open: boolean;
  columns: readonly FilterField[];
  filters: readonly SavedFilter[];
  onApply: (filters: SavedFilter[]) => void;
  onClose: () => void;
}

/** Edits the filters of a table; mount it anew (key) for each opening. */
export function FilterModal({ open, columns, filters, onApply, onClose }: Props) {
  const fields = useMemo(() => filterFields(columns, filters), [columns, filters]);
  const [drafts, setDrafts] = useState<FilterDraft[]>(() => toDrafts(filters));
  const nextId = useRef(filters.length + 1);
  const hasDates = fields.some((f) => f.type === 'date');
  useEffect(() => {
    if (open && hasDates) void loadDatePicker();
  }, [open, hasDates]);

  const add = () => setDrafts((d) => [...d, { id: nextId.current++ }]);
  const change = (draft: FilterDraft) =>
    setDrafts((d) => d.map((x) => (x.id === draft.id ? draft : x)));
  const remove = (id: number) => setDrafts((d) => d.filter((x) => x.id !== id));

  return (
    <Modal
      title="Filters"
      open={open}
      width={760}
      okText="Apply"
      onOk={() => {
        onApply(fromDrafts(drafts, fields));
        onClose();
      }}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        {drafts.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_FILTERS_TEXT} />
        ) : (
          drafts.map((d, i) => (
            <FilterRow
              key={d.id}
              index={i}
              draft={d}
              fields={fields}
              onChange={change}
              onRemove={() => remove(d.id)}
            />
          ))
        )}
        <Flex gap={8}>
          <Button type="dashed" icon={<PlusOutlined />} onClick={add}>
            Add filter
          </Button>
          {drafts.length > 0 && <Button onClick={() => setDrafts([])}>Clear all</Button>}
        </Flex>
      </Flex>
    </Modal>
  );
}
