/**
 * Adding or editing a how-to item: a title (required, 100 characters recommended), a picture
 * (optional: shown, replaced or removed, see HowToPictureField) and a rich-text description that
 * must contain text ('Description is required'); Save stays disabled until title and description
 * are there and while a chosen picture is read. A failed save is reported by the central handler
 * and the dialog keeps what was typed; closing it with changes not saved asks first.
 */
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useCreateHowToItemMutation, useUpdateHowToItemMutation, type HowToItem } from '@/api';
import { hasVisibleText } from '@/domain/richText';
import { hasChanges } from '@/shared/lib/formChanges';
import { notify } from '@/shared/ui/notify';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';
import { useUnsavedChanges } from '@/shared/ui/UnsavedChanges';
import { HOWTO_TEXTS } from '../utils/helpTexts';
import { HowToPictureField, PICTURE_HINT } from './HowToPictureField';

export interface HowToDialogProps {
  /** the item edited; none: a new one */
  item?: HowToItem;
  onClose: () => void;
}

export function HowToDialog({ item, onClose }: HowToDialogProps) {
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [image, setImage] = useState(item?.image ?? null);
  const [reading, setReading] = useState(false);
  const [touched, setTouched] = useState({ title: false, description: false });
  const [create, created] = useCreateHowToItemMutation();
  const [update, updated] = useUpdateHowToItemMutation();
  const titleMissing = title.trim() === '';
  const textMissing = !hasVisibleText(description);
  const { confirmLeave, guard } = useUnsavedChanges(
    hasChanges(
      {
        title: item?.title ?? '',
        description: item?.description ?? '',
        image: item?.image ?? null,
      },
      { title, description, image },
    ),
  );
  const save = async () => {
    try {
      const body = {
        title: title.trim(),
        description,
        // null removes a stored picture
        image,
        visible: item?.visible ?? true,
      };
      if (item) await update({ id: item.id, howToItemWrite: body }).unwrap();
      else await create({ howToItemWrite: body }).unwrap();
      notify.success('The how-to item was saved.');
      onClose();
    } catch {
      // the central handler reports the failure; the dialog keeps what was typed
    }
  };
  return (
    <Modal
      open
      width={720}
      title={item ? 'Edit item' : 'Add Items'}
      okText="Save"
      okButtonProps={{
        disabled: titleMissing || textMissing || reading,
        loading: created.isLoading || updated.isLoading,
      }}
      onOk={() => void save()}
      onCancel={() => confirmLeave(onClose)}
    >
      <Form layout="vertical">
        <Form.Item
          label="Title"
          required
          htmlFor="howto-title"
          validateStatus={touched.title && titleMissing ? 'error' : undefined}
          help={touched.title && titleMissing ? HOWTO_TEXTS.title : HOWTO_TEXTS.titleHint}
        >
          <Input
            id="howto-title"
            value={title}
            autoFocus
            onChange={(e) => {
              setTitle(e.target.value);
              setTouched((t) => ({ ...t, title: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, title: true }))}
          />
        </Form.Item>
        <Form.Item label="Picture" extra={PICTURE_HINT}>
          <HowToPictureField value={image} onChange={setImage} onReadingChange={setReading} />
        </Form.Item>
        <Form.Item
          label="Description"
          required
          validateStatus={touched.description && textMissing ? 'error' : undefined}
          help={touched.description && textMissing ? HOWTO_TEXTS.description : undefined}
        >
          <RichTextEditor
            ariaLabel="Description"
            allowImages
            value={description}
            invalid={touched.description && textMissing}
            onChange={(html) => {
              setDescription(html);
              setTouched((t) => ({ ...t, description: true }));
            }}
          />
        </Form.Item>
      </Form>
      {guard}
    </Modal>
  );
}
