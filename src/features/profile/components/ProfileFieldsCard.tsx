/** A card of the profile that lists some of the user's fields and edits them in a dialog. */
import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, type DescriptionsProps } from 'antd';
import { useState, type ReactNode } from 'react';

export interface ProfileFieldsCardProps {
  title: string;
  /** the Edit button's name for screen readers ('Edit company') */
  editLabel: string;
  items: DescriptionsProps['items'];
  /** the edit dialog, open or closed */
  dialog: (open: boolean, onClose: () => void) => ReactNode;
}

export function ProfileFieldsCard({ title, editLabel, items, dialog }: ProfileFieldsCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <Card
      title={title}
      role="region"
      aria-label={title}
      extra={
        <Button icon={<EditOutlined />} aria-label={editLabel} onClick={() => setOpen(true)}>
          Edit
        </Button>
      }
    >
      <Descriptions column={1} size="small" styles={{ label: { width: 120 } }} items={items} />
      {dialog(open, () => setOpen(false))}
    </Card>
  );
}
