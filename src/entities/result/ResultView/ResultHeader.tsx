import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { BackTitle } from '@/shared/ui/BackTitle';

export interface ResultHeaderProps {
  name: string;
  /** each action shows only when given (shared views pass none) */
  onBack?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** Back, the result's name, the edit and delete icons. */
export function ResultHeader({ name, onBack, onEdit, onDelete }: ResultHeaderProps) {
  return (
    <BackTitle title={name} onBack={onBack}>
      {onEdit && (
        <Tooltip title="Edit">
          <Button type="text" icon={<EditOutlined />} aria-label="Edit result" onClick={onEdit} />
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title="Delete">
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label="Delete result"
            onClick={onDelete}
          />
        </Tooltip>
      )}
    </BackTitle>
  );
}
