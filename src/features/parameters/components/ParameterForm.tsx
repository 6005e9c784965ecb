/**
 * The parameter form of one parameter (or a new one): its status, the fields (locked as its
 * status says), Cancel and the buttons of its status, the confirmation before a status change
 * and the sample image. Validation runs on submit only (useParameterActions). Leaving the form
 * with changes not saved (Cancel, Back, a menu link, the browser's back button, closing the tab)
 * asks first; a new parameter's move to its edit page after its first save does not.
 */
import { Button, Card, Flex, Form, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Parameter } from '@/api';
import { paths } from '@/shared/config/paths';
import { BackTitle } from '@/shared/ui/BackTitle';
import { useUnsavedChanges } from '@/shared/ui/UnsavedChanges';
import { useParameterActions } from '../hooks/useParameterActions';
import type { ParameterFormValues } from '../utils/parameterFields';
import { lockedFields } from '../utils/parameterLocks';
import { isDirty, toFormValues } from '../utils/parameterMapping';
import { FORM_MESSAGES } from '../utils/parameterMessages';
import { buttonsFor, statusOf } from '../utils/parameterStatus';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { ParameterFormFields } from './ParameterFormFields';
import { SampleImageDialog } from './SampleImageDialog';

export function ParameterForm({ stored }: { stored: Parameter | undefined }) {
  const [form] = Form.useForm<ParameterFormValues>();
  const navigate = useNavigate();
  const status = statusOf(stored);
  const locked = lockedFields(status, stored?.isReleased ?? false);
  const [dirty, setDirty] = useState(false);
  const [postScreen, setPostScreen] = useState(stored?.postCountDownSignal ?? false);
  const [sampleOpen, setSampleOpen] = useState(false);
  const { busy, confirming, start, run, cancel } = useParameterActions(form, stored);
  const buttons = buttonsFor(status, dirty);
  const { guard } = useUnsavedChanges(dirty);

  return (
    <div style={{ maxWidth: 880 }}>
      <BackTitle
        title={stored ? 'Edit parameter' : 'Create new parameter'}
        backLabel="Back to Manage Parameters"
        onBack={() => navigate(paths.adminParameters)}
      />
      <Typography.Paragraph style={{ marginTop: 8 }}>
        Status : <Tag data-testid="parameter-status">{status}</Tag>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{FORM_MESSAGES.starredNote}</Typography.Paragraph>
      <Card>
        <Form<ParameterFormValues>
          form={form}
          name="parameter"
          layout="vertical"
          initialValues={toFormValues(stored)}
          validateTrigger={[]}
          onValuesChange={(changed, all) => {
            setDirty(isDirty(all, stored));
            if ('postCountDownSignal' in changed) setPostScreen(!!changed.postCountDownSignal);
            // a field's message stays until the next submit, except a file's once it is replaced
          }}
        >
          <ParameterFormFields
            locked={locked}
            saved={stored !== undefined}
            postScreen={postScreen}
            onSample={() => setSampleOpen(true)}
          />
          <Flex gap={8} wrap justify="flex-end">
            <Button onClick={() => navigate(paths.adminParameters)}>Cancel</Button>
            {buttons.map((b, i) => (
              <Button
                key={b.action}
                type={i === buttons.length - 1 ? 'primary' : 'default'}
                danger={b.action === 'deactivate'}
                disabled={b.disabled || (busy !== null && busy !== b.action)}
                loading={busy === b.action}
                onClick={() => start(b.action)}
              >
                {b.label}
              </Button>
            ))}
          </Flex>
        </Form>
      </Card>
      <ConfirmActionDialog
        action={confirming}
        onConfirm={(action) => void run(action)}
        onCancel={cancel}
      />
      <SampleImageDialog open={sampleOpen} onClose={() => setSampleOpen(false)} />
      {guard}
    </div>
  );
}
