import { Checkbox, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { MAX_VISIBLE_COLUMNS, MIN_VISIBLE_COLUMNS } from '@/domain/tableRules';
import { toggleColumn, type ColumnMeta } from '@/shared/lib/tableQuery';

interface Props {
  open: boolean;
  columns: readonly ColumnMeta[];
  disabledColumns: readonly string[];
  onApply: (disabledColumns: string[]) => void;
  onClose: () => void;
}

/** Chooses the visible columns: 1 to 8, fixed columns always on. Mount it anew (key) per opening. */
export function ColumnManagerModal({ open, columns, disabledColumns, onApply, onClose }: Props) {
  const [disabled, setDisabled] = useState<string[]>(() => [...disabledColumns]);
  const visible = columns.filter((c) => c.fixed || !disabled.includes(c.key)).length;

  return (
    <Modal
      title="Manage columns"
      open={open}
      okText="Apply"
      onOk={() => {
        onApply(disabled);
        onClose();
      }}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        Select between {MIN_VISIBLE_COLUMNS} and {MAX_VISIBLE_COLUMNS} columns ({visible} selected).
      </Typography.Paragraph>
      <Flex vertical gap={6}>
        {columns.map((c) => {
          const next = toggleColumn(columns, disabled, c.key);
          return (
            <Checkbox
              key={c.key}
              checked={c.fixed || !disabled.includes(c.key)}
              disabled={c.fixed || next === null}
              onChange={() => next && setDisabled(next)}
            >
              {c.title}
            </Checkbox>
          );
        })}
      </Flex>
    </Modal>
  );
}
