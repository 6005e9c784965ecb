/**
 * The notification dialog (create, edit, new from this): 'Use Image' with the picture chooser
 * (scaled to fit 1000 x 1000 before upload), the title with its counter, the rich-text body
 * limited to 300 visible characters with its counter, and Cancel, 'Save and review' and Save.
 * Both saves stay disabled while the title or the text is empty; 'Use Image' on without a
 * picture refuses the save with a message on the image field. 'Save and review' then shows the
 * saved notification's detail. The server's refusals land on their fields. Closing it with
 * changes not saved (Cancel, the close button, the browser's back button) asks first.
 */
import { Button, Flex, Form, Input, Modal, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  imageAddress,
  useCreateBroadcastMutation,
  useUpdateBroadcastMutation,
  type Broadcast,
  notificationsApi,
} from '@/api';
import { charactersLeft, hasVisibleText } from '@/domain/richText';
import { hasChanges } from '@/shared/lib/formChanges';
import { useFormErrors } from '@/shared/ui/formErrors';
import { readAsBase64 } from '@/shared/lib/fileData';
import { imageDataUrl } from '@/shared/lib/readImage';
import { useAppDispatch } from '@/shared/store/hooks';
import { notify } from '@/shared/ui/notify';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';
import { useUnsavedChanges } from '@/shared/ui/UnsavedChanges';
import {
  BROADCAST_TEXTS,
  canSave,
  imageMissing,
  initialValues,
  MAX_TEXT,
  MAX_TITLE,
  toBroadcastWrite,
  type BroadcastFormValues,
  type DialogMode,
} from '../utils/broadcastForm';
import { BroadcastImageField } from './BroadcastImageField';

export interface BroadcastFormDialogProps {
  open: boolean;
  mode: DialogMode;
  /** the notification edited or copied */
  broadcast?: Broadcast;
  onClose: () => void;
  /** after a save: the notification's id, and whether to show its detail */
  onSaved: (id: number, review: boolean) => void;
}

const TITLES: Record<DialogMode, string> = {
  create: 'Create new notification',
  edit: 'Edit notification',
  copy: 'New notification from this',
};
const FIELDS = ['title', 'content', 'image'] as const;

export function BroadcastFormDialog(props: BroadcastFormDialogProps) {
  // a fresh form each time the dialog opens (nothing typed survives a Cancel)
  return props.open ? <BroadcastForm {...props} /> : null;
}

function BroadcastForm({ mode, broadcast, onClose, onSaved }: BroadcastFormDialogProps) {
  const [form] = Form.useForm<BroadcastFormValues>();
  const dispatch = useAppDispatch();
  const showServerErrors = useFormErrors();
  const [create] = useCreateBroadcastMutation();
  const [update] = useUpdateBroadcastMutation();
  const [start] = useState(() => initialValues(mode, broadcast));
  const [values, setValues] = useState(start);
  // a picture chosen or removed by the admin (a copy's picture arrives by itself)
  const [imageChanged, setImageChanged] = useState(false);
  const [saving, setSaving] = useState<'save' | 'review' | null>(null);
  const [reading, setReading] = useState(false);

  // a copy takes the original's picture along (a new notification carries its own copy)
  useEffect(() => {
    if (mode !== 'copy' || !broadcast?.image) return;
    let live = true;
    void dispatch(
      notificationsApi.endpoints.getBroadcastImage.initiate(
        { id: broadcast.id },
        { subscribe: false },
      ),
    )
      .unwrap()
      .then((blob) => readAsBase64(blob as Blob))
      .then((base64) => live && setValues((v) => ({ ...v, image: v.image ?? base64 })))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [mode, broadcast, dispatch]);

  const set = (patch: Partial<BroadcastFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const save = async (review: boolean) => {
    if (imageMissing(values, mode, broadcast)) {
      form.setFields([{ name: 'image', errors: [BROADCAST_TEXTS.imageMissing] }]);
      return;
    }
    setSaving(review ? 'review' : 'save');
    try {
      // what the form holds at the click, not the last rendered watch (a fast click after typing
      // could otherwise save the text from before the last keystrokes)
      const typed = form.getFieldsValue(['title', 'content']) as Partial<BroadcastFormValues>;
      const body = toBroadcastWrite(
        { ...values, title: typed.title ?? title, content: typed.content ?? content },
        mode,
      );
      const id =
        mode === 'edit' && broadcast
          ? (await update({ id: broadcast.id, broadcastWrite: body }).unwrap()).id
          : (await create({ broadcastWrite: body }).unwrap()).id;
      notify.success('The notification was saved.');
      saved();
      onSaved(id, review);
    } catch (error) {
      showServerErrors(error, form, FIELDS);
    } finally {
      setSaving(null);
    }
  };

  const title = (Form.useWatch('title', form) as string | undefined) ?? values.title;
  const content = (Form.useWatch('content', form) as string | undefined) ?? values.content;
  const ready = canSave({ title, content }) && !reading;
  const changedWith = (typed: Partial<BroadcastFormValues>) =>
    imageChanged ||
    values.useImage !== start.useImage ||
    hasChanges(
      { title: start.title, content: start.content },
      { title: typed.title ?? title, content: typed.content ?? content },
    );
  const { confirmLeave, saved, guard } = useUnsavedChanges(changedWith({ title, content }));
  // the fields as they are at the click (the watched ones can lag behind the last keystroke)
  const cancel = () =>
    confirmLeave(onClose, changedWith(form.getFieldsValue(['title', 'content'])));
  const preview = values.image
    ? imageDataUrl(values.image)
    : mode === 'edit' && broadcast?.image
      ? imageAddress('getBroadcastImage', { id: broadcast.id })
      : null;

  return (
    <Modal
      open
      width={720}
      title={TITLES[mode]}
      onCancel={cancel}
      mask={{ closable: false }}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={cancel}>Cancel</Button>
          <Button
            disabled={!ready || saving === 'save'}
            loading={saving === 'review'}
            onClick={() => void save(true)}
          >
            Save and review
          </Button>
          <Button
            type="primary"
            disabled={!ready || saving === 'review'}
            loading={saving === 'save'}
            onClick={() => void save(false)}
          >
            Save
          </Button>
        </Flex>
      }
    >
      <Form
        form={form}
        layout="vertical"
        name="broadcast"
        initialValues={{ title: values.title, content: values.content }}
      >
        <Form.Item label="Use Image">
          <Switch
            checked={values.useImage}
            onChange={(useImage) => {
              set({ useImage });
              form.setFields([{ name: 'image', errors: [] }]);
            }}
            aria-label="Use Image"
          />
        </Form.Item>
        {values.useImage && (
          <Form.Item name="image" label="Image" extra={BROADCAST_TEXTS.imageHint}>
            <BroadcastImageField
              chosen={values.image !== null}
              preview={preview}
              onReadingChange={setReading}
              onChange={(image) => {
                set({ image });
                setImageChanged(true);
                form.setFields([{ name: 'image', errors: [] }]);
              }}
            />
          </Form.Item>
        )}
        <Form.Item
          name="title"
          label="Title"
          required
          rules={[{ required: true, whitespace: true, message: BROADCAST_TEXTS.title }]}
          extra={charactersLeft(title.length, MAX_TITLE)}
        >
          <Input maxLength={MAX_TITLE} />
        </Form.Item>
        <Form.Item
          name="content"
          label="Text"
          required
          rules={[
            {
              validator: (_, html: string | undefined) =>
                hasVisibleText(html)
                  ? Promise.resolve()
                  : Promise.reject(new Error(BROADCAST_TEXTS.text)),
            },
          ]}
        >
          <RichTextEditor maxLength={MAX_TEXT} ariaLabel="Text" />
        </Form.Item>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          The notification reaches every user's notification panel once it is sent.
        </Typography.Text>
      </Form>
      {guard}
    </Modal>
  );
}
