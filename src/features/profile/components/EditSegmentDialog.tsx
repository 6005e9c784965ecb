/** Segment: industry (lookup), department, workgroup and position (job-role lookup). */
import { Form, Input, Select } from 'antd';
import { industries, jobRoles, toOptions } from '@/shared/config/lookups';
import { clampLookupId } from '../utils/profileRules';
import { ProfileFormDialog, type ProfileDialogProps } from './ProfileFormDialog';
import { maxLengths } from '@/api';

interface Values {
  segment: number;
  segmentDepartment: string;
  segmentWorkgroup: string;
  segmentPosition: number;
}

export function EditSegmentDialog(props: ProfileDialogProps) {
  const { user } = props;
  return (
    <ProfileFormDialog<Values>
      {...props}
      title="Edit Segment"
      name="editSegment"
      initialValues={{
        segment: clampLookupId(user.segment),
        segmentDepartment: user.segmentDepartment ?? '',
        segmentWorkgroup: user.segmentWorkgroup ?? '',
        segmentPosition: clampLookupId(user.segmentPosition),
      }}
      toUpdate={(v) => ({
        ...v,
        segment: clampLookupId(v.segment),
        segmentPosition: clampLookupId(v.segmentPosition),
      })}
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
    </ProfileFormDialog>
  );
}
