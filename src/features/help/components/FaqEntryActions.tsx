/**
 * The controls beside an FAQ category or question: its visibility switch (saved at once), Edit
 * and Delete. A click on them does not open or close the accordion panel they sit on.
 */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Switch } from 'antd';

export interface FaqEntryActionsProps {
  /** the category's name or the question, naming the controls */
  label: string;
  visible: boolean;
  onFlip: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function FaqEntryActions({
  label,
  visible,
  onFlip,
  onEdit,
  onDelete,
}: FaqEntryActionsProps) {
  return (
    <Flex gap={4} align="center" onClick={(e) => e.stopPropagation()}>
      <Switch size="small" checked={visible} onChange={onFlip} aria-label={`Visible: ${label}`} />
      <Button
        type="text"
        size="small"
        icon={<EditOutlined />}
        aria-label={`Edit ${label}`}
        onClick={onEdit}
      />
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={`Delete ${label}`}
        onClick={onDelete}
      />
    </Flex>
  );
}
