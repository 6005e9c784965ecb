/**
 * The parameter form: /admin/addParameter creates one (status New), /admin/editParameter/{id}
 * edits one in its status. What each status locks and offers, the submit checks and the
 * confirmation texts are in parameterForm.ts; the files' checks and scaling in
 * parameterFiles.ts. A new parameter is always saved as a Draft, then the page continues as
 * the edit page of that draft. Validation runs on submit only; the page scrolls to and
 * focuses the first failing field, also for the server's violations.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Checkbox,
  Divider,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  httpStatusOf,
  maxLengths,
  useCreateParameterMutation,
  useGetParameterQuery,
  useUpdateParameterMutation,
  type Parameter,
} from '@/api';
import { paths } from '@/shared/config/paths';
import { useFormErrors } from '@/shared/errors/formErrors';
import { notify } from '@/shared/ui/notify';
import { PageTitle } from '@/shared/ui/PageTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { CitationEditor } from '../components/CitationEditor';
import { FileField } from '../components/FileField';
import { FILE_MESSAGES } from '../utils/parameterFiles';
import {
  buttonsFor,
  CONFIRM,
  DONE,
  FIELD_ORDER,
  FORM_MESSAGES,
  isDirty,
  LABELS,
  lockedFields,
  STARRED,
  statusOf,
  TARGET_STATUS,
  toFormValues,
  toWrite,
  validateParameter,
  type FieldError,
  type FormAction,
  type FormField,
  type ParameterFormValues,
} from '../utils/parameterForm';

/** Saving a draft waits this long after the checks pass (the product's rule). */
export const SAVE_DRAFT_DELAY_MS = 500;
export const SAMPLE_IMAGE_URL = '/samples/pre-count-down-sample.svg';

const limits = maxLengths.ParameterWrite;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ParameterFormPage() {
  const { id: raw } = useParams();
  const isNew = raw === undefined;
  const id = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
  const query = useGetParameterQuery({ id: id ?? 0 }, { skip: id === null });

  if (!isNew && (id === null || httpStatusOf(query.error) === 404))
    return <Navigate to={paths.notFound} replace />;
  return (
    <QueryState
      isLoading={!isNew && query.isLoading}
      error={!isNew && query.isError && !query.isFetching}
      onRetry={() => void query.refetch()}
      minHeight="60vh"
    >
      {/* a saved change reloads the parameter; the form then starts from what is stored */}
      <ParameterForm
        key={isNew ? 'new' : `${query.data?.id}-${query.data?.updatedAt}`}
        stored={isNew ? undefined : query.data}
      />
    </QueryState>
  );
}

function ParameterForm({ stored }: { stored: Parameter | undefined }) {
  const [form] = Form.useForm<ParameterFormValues>();
  const navigate = useNavigate();
  const showServerErrors = useFormErrors();
  const [createParameter] = useCreateParameterMutation();
  const [updateParameter] = useUpdateParameterMutation();
  const status = statusOf(stored);
  const locked = lockedFields(status, stored?.isReleased ?? false);
  const [dirty, setDirty] = useState(false);
  const [postScreen, setPostScreen] = useState(stored?.postCountDownSignal ?? false);
  const [busy, setBusy] = useState<FormAction | null>(null);
  const [confirming, setConfirming] = useState<Exclude<FormAction, 'saveDraft'> | null>(null);
  const [sampleOpen, setSampleOpen] = useState(false);

  const focusFirstError = () => {
    const first = FIELD_ORDER.find((f) => form.getFieldError(f).length > 0);
    if (first) form.scrollToField(first, { focus: true, block: 'center' });
  };
  const showErrors = (errors: FieldError[]) => {
    form.setFields(
      FIELD_ORDER.map((name) => ({
        name,
        errors: errors.filter((e) => e.field === name).map((e) => e.message),
      })),
    );
    focusFirstError();
  };
  const values = () => form.getFieldsValue(true) as ParameterFormValues;

  const start = (action: FormAction) => {
    const errors = validateParameter(values(), action);
    showErrors(errors);
    if (errors.length > 0) return;
    // saving a draft needs no confirmation; every status change does
    if (action === 'saveDraft') void run(action);
    else setConfirming(action);
  };

  const run = async (action: FormAction) => {
    setConfirming(null);
    setBusy(action);
    try {
      if (action === 'saveDraft') await delay(SAVE_DRAFT_DELAY_MS);
      const body = toWrite(values(), TARGET_STATUS[action], stored);
      if (stored) {
        await updateParameter({ id: stored.id, parameterWrite: body }).unwrap();
        notify.success(DONE[action]);
      } else {
        const created = await createParameter({ parameterWrite: body }).unwrap();
        notify.success(DONE.saveDraft);
        navigate(paths.adminEditParameter(created.id), { replace: true });
      }
    } catch (error) {
      if (showServerErrors(error, form, FIELD_ORDER)) focusFirstError();
    } finally {
      setBusy(null);
    }
  };

  const fileProblem = (name: FormField) => (message: string | null) =>
    form.setFields([{ name, errors: message ? [message] : [] }]);

  const item = (name: FormField) => ({
    name,
    label: LABELS[name],
    required: STARRED.has(name),
  });
  const text = (name: keyof typeof limits & FormField) => (
    <Form.Item {...item(name)}>
      <Input maxLength={limits[name]} disabled={locked.has(name)} />
    </Form.Item>
  );
  const toggle = (name: FormField) => (
    <Form.Item name={name} label={LABELS[name]} valuePropName="checked">
      <Switch disabled={locked.has(name)} />
    </Form.Item>
  );
  const confirmBox = (name: FormField, label: string) => (
    <Form.Item name={name} valuePropName="checked" style={{ marginBottom: 8 }}>
      <Checkbox disabled={locked.has(name)}>{label}</Checkbox>
    </Form.Item>
  );
  const confirmation = confirming ? CONFIRM[confirming] : null;
  const buttons = buttonsFor(status, dirty);

  return (
    <div style={{ maxWidth: 880 }}>
      <Flex align="center" gap={8} wrap>
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label="Back to Manage Parameters"
          onClick={() => navigate(paths.adminParameters)}
        />
        <PageTitle style={{ margin: 0 }}>
          {stored ? 'Edit parameter' : 'Create new parameter'}
        </PageTitle>
      </Flex>
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
          {text('name')}
          {text('displayedName')}
          {text('stripCatNo')}
          {text('parameterRange')}
          <Form.Item {...item('citationFormula')} extra="Subscript and superscript only.">
            <CitationEditor disabled={locked.has('citationFormula')} ariaLabel="Citation" />
          </Form.Item>
          {text('unit')}
          <Divider titlePlacement="start" styles={{ content: { margin: 0 } }}>
            Files and countdown
          </Divider>
          <Form.Item {...item('packageFile')} extra="Any file but an image, at most 200kb.">
            <FileField
              kind="package"
              label={LABELS.packageFile}
              disabled={locked.has('packageFile')}
              onProblem={fileProblem('packageFile')}
            />
          </Form.Item>
          <Form.Item {...item('countdownTimer')} extra="In seconds.">
            <InputNumber disabled={locked.has('countdownTimer')} style={{ width: 200 }} />
          </Form.Item>
          {toggle('audioSignal')}
          <Form.Item
            {...item('preCountDownImage')}
            extra={
              <span>
                {FILE_MESSAGES.imageHint}{' '}
                <Typography.Link onClick={() => setSampleOpen(true)}>
                  View sample image
                </Typography.Link>
              </span>
            }
          >
            <FileField
              kind="image"
              label={LABELS.preCountDownImage}
              disabled={locked.has('preCountDownImage')}
              onProblem={fileProblem('preCountDownImage')}
            />
          </Form.Item>
          {toggle('postCountDownSignal')}
          <Form.Item
            {...item('postCountDownImage')}
            required={postScreen}
            hidden={!postScreen}
            extra={FILE_MESSAGES.imageHint}
          >
            <FileField
              kind="image"
              label={LABELS.postCountDownImage}
              disabled={locked.has('postCountDownImage')}
              onProblem={fileProblem('postCountDownImage')}
            />
          </Form.Item>
          <Divider titlePlacement="start" styles={{ content: { margin: 0 } }}>
            Out of range
          </Divider>
          <Flex gap={16} wrap>
            <Form.Item {...item('outOfRangeEntryMin')}>
              <InputNumber style={{ width: 200 }} />
            </Form.Item>
            <Form.Item {...item('outOfRangeEntryMax')}>
              <InputNumber style={{ width: 200 }} />
            </Form.Item>
          </Flex>
          <Form.Item {...item('errorMessage')}>
            <Input />
          </Form.Item>
          <Divider titlePlacement="start" styles={{ content: { margin: 0 } }}>
            Package and shop
          </Divider>
          <Form.Item
            {...item('packageCounterStripInBox')}
            extra={stored ? 'Cannot be changed once the parameter is saved.' : undefined}
          >
            <InputNumber disabled={locked.has('packageCounterStripInBox')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item {...item('productUrl')}>
            <Input type="url" placeholder="https://" />
          </Form.Item>
          <Divider titlePlacement="start" styles={{ content: { margin: 0 } }}>
            Before releasing
          </Divider>
          {confirmBox('isHowToUpdated', 'I have updated the How-to')}
          {confirmBox('isFaqUpdated', 'I have updated the FAQ')}
          {confirmBox('isNotificationUpdated', 'I have updated the Notification')}
          <Form.Item {...item('additionalInfo')} style={{ marginTop: 16 }}>
            <Input.TextArea rows={4} disabled={locked.has('additionalInfo')} />
          </Form.Item>
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
      <Modal
        open={confirmation !== null}
        title={confirmation?.title}
        okText={confirmation?.title}
        okButtonProps={{ danger: confirming === 'deactivate' }}
        cancelText="Cancel"
        onOk={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <Typography.Paragraph>{confirmation?.content}</Typography.Paragraph>
      </Modal>
      <Modal
        open={sampleOpen}
        title="Sample pre-count-down image"
        footer={null}
        onCancel={() => setSampleOpen(false)}
      >
        <img
          src={SAMPLE_IMAGE_URL}
          alt="Sample pre-count-down screen: dip the strip, then start the countdown"
          style={{ width: '100%' }}
        />
      </Modal>
    </div>
  );
}
