import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { ResultsTableEditing } from '@/entities/analysis/AnalysisView';
import { RemoveResultsModal } from './RemoveResultsModal';

/**
 * The owner's removal of selected results from an analysis: the table's Delete button and the
 * 'Delete Selected Results' dialog. Returns the table's editing slot and the dialog to render.
 */
export function useResultRemoval(analysisId: number) {
  const [removing, setRemoving] = useState<number[] | null>(null);
  const [removed, setRemoved] = useState<number[]>([]);
  const editing: ResultsTableEditing = {
    resetKey: removed.join(','),
    toolbar: ({ selectedRowKeys }) => (
      <Button
        danger
        icon={<DeleteOutlined />}
        disabled={selectedRowKeys.length === 0}
        onClick={() => setRemoving(selectedRowKeys.map(Number))}
      >
        Delete
      </Button>
    ),
  };
  const dialog = (
    <RemoveResultsModal
      open={removing !== null}
      analysisId={analysisId}
      resultIds={removing ?? []}
      onRemoved={(ids) => {
        setRemoved((prev) => [...prev, ...ids]);
        setRemoving(null);
      }}
      onClose={() => setRemoving(null)}
    />
  );
  return { editing, dialog };
}
