/** Segment: industry, department, workgroup and position, with the edit dialog. */
import { industryLabel, jobRoleLabel } from '@/shared/config/lookups';
import { EditSegmentDialog } from './EditSegmentDialog';
import type { ProfileCardProps } from './PersonalInfoCard';
import { ProfileFieldsCard } from './ProfileFieldsCard';
import { orDash } from '../utils/display';

/** 0 is 'none' in both lookups: shown as '-'. */
const lookup = (label: string, id: number) => (id > 0 && label) || '-';

export function SegmentCard({ user, isOwn }: ProfileCardProps) {
  return (
    <ProfileFieldsCard
      title="Segment"
      editLabel="Edit segment"
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
      dialog={(open, onClose) => (
        <EditSegmentDialog user={user} isOwn={isOwn} open={open} onClose={onClose} />
      )}
    />
  );
}
