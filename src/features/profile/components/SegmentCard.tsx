/** Segment: industry, department, workgroup and position, with the edit dialog. */
import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { industryLabel, jobRoleLabel } from '@/shared/config/lookups';
import { EditSegmentDialog } from './EditSegmentDialog';
import type { ProfileCardProps } from './PersonalInfoCard';
import { orDash } from '../utils/display';

/** 0 is 'none' in both lookups: shown as '-'. */
const lookup = (label: string, id: number) => (id > 0 && label) || '-';

export function SegmentCard({ user, isOwn }: ProfileCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <Card
      title="Segment"
      role="region"
      aria-label="Segment"
      extra={
        <Button icon={<EditOutlined />} aria-label="Edit segment" onClick={() => setOpen(true)}>
          Edit
        </Button>
      }
    >
      <Descriptions
        column={1}
        size="small"
        styles={{ label: { width: 120 } }}
        items={[
          {
            key: 'segment',
            label: 'Segment',
            children: lookup(industryLabel(user.segment), user.segment),
          },
          { key: 'department', label: 'Department', children: orDash(user.segmentDepartment) },
          { key: 'workgroup', label: 'Workgroup', children: orDash(user.segmentWorkgroup) },
          {
            key: 'position',
            label: 'Position',
            children: lookup(jobRoleLabel(user.segmentPosition), user.segmentPosition),
          },
        ]}
      />
      <EditSegmentDialog user={user} isOwn={isOwn} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
