/**
 * Adding or editing an FAQ category: its name is required ('Category is required'; 25 characters
 * recommended) and Save stays disabled without it. A failed save is reported by the central
 * handler and the dialog keeps what was typed; closing it with a change not saved asks first.
 */
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import {
  useCreateFaqCategoryMutation,
  useUpdateFaqCategoryMutation,
  type FaqCategory,
} from '@/api';
import { notify } from '@/shared/ui/notify';
import { useUnsavedChanges } from '@/shared/ui/UnsavedChanges';
import { FAQ_TEXTS } from '../utils/helpTexts';

export interface FaqCategoryDialogProps {
  /** the category edited; none: a new one */
  category?: FaqCategory;
  onClose: () => void;
}

export function FaqCategoryDialog({ category, onClose }: FaqCategoryDialogProps) {
  const [name, setName] = useState(category?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [create, created] = useCreateFaqCategoryMutation();
  const [update, updated] = useUpdateFaqCategoryMutation();
  const missing = name.trim() === '';
  const { confirmLeave, guard } = useUnsavedChanges(name !== (category?.name ?? ''));
  const save = async () => {
    try {
      const body = { categoryName: name.trim(), visible: category?.visible ?? true };
      if (category) await update({ id: category.id, faqCategoryWrite: body }).unwrap();
      else await create({ faqCategoryWrite: body }).unwrap();
      notify.success('The category was saved.');
      onClose();
    } catch {
      // the central handler reports the failure; the dialog keeps what was typed
    }
  };
  return (
    <Modal
      open
      title={category ? 'Edit category' : 'Add category'}
      okText="Save"
      okButtonProps={{ disabled: missing, loading: created.isLoading || updated.isLoading }}
      onOk={() => void save()}
      onCancel={() => confirmLeave(onClose)}
    >
      <Form layout="vertical">
        <Form.Item
          label="Category"
          required
          htmlFor="faq-category-name"
          validateStatus={touched && missing ? 'error' : undefined}
          help={touched && missing ? FAQ_TEXTS.category : FAQ_TEXTS.categoryHint}
        >
          <Input
            id="faq-category-name"
            value={name}
            autoFocus
            onChange={(e) => {
              setName(e.target.value);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
          />
        </Form.Item>
      </Form>
      {guard}
    </Modal>
  );
}
