/** Segment: industry (lookup), department, workgroup and position (job-role lookup). */
import { Form, Input, Select } from 'antd';
import { industries, jobRoles, toOptions } from '@/shared/config/lookups';
import { useProfileSave } from '../hooks/useProfileSave';
import { clampLookupId } from '../utils/profileRules';
import { EditFormDialog } from './EditFormDialog';
import type { User } from '@/api';
import { maxLengths } from '@/api';

export interface EditSegmentDialogProps {
  user: User;
  isOwn: boolean;
  open: boolean;
  onClose: () => void;
}

interface Values {
  segment: number;
  segmentDepartment: string;
  segmentWorkgroup: string;
  segmentPosition: number;
}

export function EditSegmentDialog({ user, isOwn, open, onClose }: EditSegmentDialogProps) {
  const { save, isSaving } = useProfileSave(user, isOwn);
  return (
    <EditFormDialog<Values>
      title="Edit Segment"
      name="editSegment"
      open={open}
      onClose={onClose}
      saving={isSaving}
      initialValues={{
        segment: clampLookupId(user.segment),
        segmentDepartment: user.segmentDepartment ?? '',
        segmentWorkgroup: user.segmentWorkgroup ?? '',
        segmentPosition: clampLookupId(user.segmentPosition),
      }}
      onSubmit={(v, form) =>
        save(
          {
            ...v,
            segment: clampLookupId(v.segment),
            segmentPosition: clampLookupId(v.segmentPosition),
          },
          form,
        )
      }
    >
      <Form.Item label="Segment" name="segment">
        <Select options={toOptions(industries)} />
      </Form.Item>
      <Form.Item label="Department" name="segmentDepartment">
        <Input maxLength={maxLengths.UserUpdate.segmentDepartment} />
      </Form.Item>
      <Form.Item label="Workgroup" name="segmentWorkgroup">
        <Input maxLength={maxLengths.UserUpdate.segmentWorkgroup} />
      </Form.Item>
      <Form.Item label="Position" name="segmentPosition">
        <Select options={toOptions(jobRoles)} />
      </Form.Item>
    </EditFormDialog>
  );
}
