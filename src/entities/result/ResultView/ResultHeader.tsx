import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { PageTitle } from '@/shared/ui/PageTitle';

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
    <Flex align="center" gap={8} wrap={false}>
      {onBack && (
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label="Back" onClick={onBack} />
      )}
      <PageTitle ellipsis>{name}</PageTitle>
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
    </Flex>
  );
}
