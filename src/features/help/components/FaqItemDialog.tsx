/**
 * Adding or editing an FAQ question: its category ('Category is required. Please create a
 * category first'), the question and an answer with some text are required, and Save stays
 * disabled until they are there. A message shows once its field was touched (the category's at
 * once while there is no category to choose). A failed save is reported by the central handler
 * and the dialog keeps what was typed; closing it with changes not saved asks first.
 */
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import {
  useCreateFaqItemMutation,
  useUpdateFaqItemMutation,
  type FaqCategory,
  type FaqItem,
} from '@/api';
import { hasVisibleText } from '@/domain/richText';
import { hasChanges } from '@/shared/lib/formChanges';
import { notify } from '@/shared/ui/notify';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';
import { useUnsavedChanges } from '@/shared/ui/UnsavedChanges';
import { FAQ_TEXTS } from '../utils/helpTexts';

export interface FaqItemDialogProps {
  /** the question edited; none: a new one */
  item?: FaqItem;
  /** the category a new question starts in */
  categoryId?: number;
  /** every category, to choose from */
  categories: FaqCategory[];
  onClose: () => void;
}

export function FaqItemDialog({ item, categoryId, categories, onClose }: FaqItemDialogProps) {
  const [category, setCategory] = useState<number | undefined>(item?.faqCategory ?? categoryId);
  const [question, setQuestion] = useState(item?.question ?? '');
  const [answer, setAnswer] = useState(item?.answer ?? '');
  const [touched, setTouched] = useState({ category: false, question: false, answer: false });
  const [create, created] = useCreateFaqItemMutation();
  const [update, updated] = useUpdateFaqItemMutation();
  const problems = {
    category: category === undefined ? FAQ_TEXTS.itemCategory : null,
    question: question.trim() === '' ? FAQ_TEXTS.question : null,
    answer: hasVisibleText(answer) ? null : FAQ_TEXTS.answer,
  };
  const valid = !problems.category && !problems.question && !problems.answer;
  const { confirmLeave, guard } = useUnsavedChanges(
    hasChanges(
      {
        category: item?.faqCategory ?? categoryId,
        question: item?.question ?? '',
        answer: item?.answer ?? '',
      },
      { category, question, answer },
    ),
  );
  const shown = (field: keyof typeof problems) =>
    (touched[field] || (field === 'category' && categories.length === 0)) && problems[field];
  const save = async () => {
    try {
      const body = {
        question: question.trim(),
        answer,
        faqCategory: category!,
        visible: item?.visible ?? true,
      };
      if (item) await update({ id: item.id, faqItemWrite: body }).unwrap();
      else await create({ faqItemWrite: body }).unwrap();
      notify.success('The question was saved.');
      onClose();
    } catch {
      // the central handler reports the failure; the dialog keeps what was typed
    }
  };
  const touch = (field: keyof typeof touched) => setTouched((t) => ({ ...t, [field]: true }));
  return (
    <Modal
      open
      width={720}
      title={item ? 'Edit question' : 'Add question'}
      okText="Save"
      okButtonProps={{ disabled: !valid, loading: created.isLoading || updated.isLoading }}
      onOk={() => void save()}
      onCancel={() => confirmLeave(onClose)}
    >
      <Form layout="vertical">
        <Form.Item
          label="Category"
          required
          htmlFor="faq-item-category"
          validateStatus={shown('category') ? 'error' : undefined}
          help={shown('category') || undefined}
        >
          <Select
            id="faq-item-category"
            value={category}
            placeholder="Choose a category"
            options={categories.map((c) => ({ value: c.id, label: c.name }))}
            onChange={(v: number) => {
              setCategory(v);
              touch('category');
            }}
            onBlur={() => touch('category')}
          />
        </Form.Item>
        <Form.Item
          label="Question"
          required
          htmlFor="faq-item-question"
          validateStatus={shown('question') ? 'error' : undefined}
          help={shown('question') || FAQ_TEXTS.questionHint}
        >
          <Input
            id="faq-item-question"
            value={question}
            onChange={(e) => {
              setQuestion(e.target.value);
              touch('question');
            }}
            onBlur={() => touch('question')}
          />
        </Form.Item>
        <Form.Item
          label="Answer"
          required
          validateStatus={shown('answer') ? 'error' : undefined}
          help={shown('answer') || FAQ_TEXTS.answerHint}
        >
          <RichTextEditor
            ariaLabel="Answer"
            allowImages
            value={answer}
            invalid={!!shown('answer')}
            onChange={(html) => {
              setAnswer(html);
              touch('answer');
            }}
          />
        </Form.Item>
      </Form>
      {guard}
    </Modal>
  );
}
