import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { useUpdateAnalysisMutation, type Analysis } from '@/api';
import { notify } from '@/shared/ui/notify';
import { AnalysisNameModal } from './AnalysisNameModal';
import { DeleteAnalysesModal } from './DeleteAnalysesModal';
import { UPDATED_MESSAGE } from '../utils/analysisTexts';

type Dialog = 'rename' | 'delete' | null;

export interface AnalysisActionsProps {
  analysis: Analysis;
  onDeleted: () => void;
  /** The delete is about to be sent / failed (see DeleteAnalysesModal). */
  onDeleteStart?: () => void;
  onDeleteFailed?: () => void;
}

/** The owner's edit (rename) and delete icons beside the analysis title, with their dialogs. */
export function AnalysisActions(props: AnalysisActionsProps) {
  const { analysis, onDeleted, onDeleteStart, onDeleteFailed } = props;
  const [update] = useUpdateAnalysisMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [opened, setOpened] = useState(0);
  const open = (next: Dialog) => {
    setOpened((n) => n + 1);
    setDialog(next);
  };

  const rename = async (name: string) => {
    await update({ id: analysis.id, analysisUpdate: { name } }).unwrap();
    setDialog(null);
    notify.success(UPDATED_MESSAGE);
  };

  // the icons sit next to the title: notices appear top right and would cover them there
  return (
    <Flex gap={4} style={{ alignSelf: 'flex-start', marginTop: 4 }}>
      <Tooltip title="Edit">
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label="Edit analysis"
          onClick={() => open('rename')}
        />
      </Tooltip>
      <Tooltip title="Delete">
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label="Delete analysis"
          onClick={() => open('delete')}
        />
      </Tooltip>
      <AnalysisNameModal
        key={`rename-${opened}`}
        open={dialog === 'rename'}
        title="Edit Analysis"
        okText="Save"
        initialName={analysis.name}
        onSubmit={rename}
        onClose={() => setDialog(null)}
      />
      <DeleteAnalysesModal
        open={dialog === 'delete'}
        analyses={[analysis]}
        onDeleted={() => {
          setDialog(null);
          onDeleted();
        }}
        onStart={onDeleteStart}
        onFailed={onDeleteFailed}
        onClose={() => setDialog(null)}
      />
    </Flex>
  );
}
