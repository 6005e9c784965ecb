/**
 * The FAQ editor: the categories (10 a page, or 20 or 30) as an accordion, each with its
 * questions as a nested accordion and the answers as users will read them (sanitized HTML,
 * `__text__` as superscript). Categories and questions are added, edited and deleted in dialogs,
 * and hidden or shown with their switch (saved at once; hidden ones disappear from the public
 * FAQ). A category's name is required ('Category is required'; 25 characters recommended); a
 * question needs its category ('Category is required. Please create a category first' while
 * there is none), its question and an answer; Save stays disabled until they are there.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Button,
  Collapse,
  Flex,
  Form,
  Input,
  Modal,
  Pagination,
  Select,
  Switch,
  Typography,
} from 'antd';
import { useState, type MouseEvent, type ReactNode } from 'react';
import {
  useCreateFaqCategoryMutation,
  useCreateFaqItemMutation,
  useDeleteFaqCategoryMutation,
  useDeleteFaqItemMutation,
  useListFaqCategoriesQuery,
  useUpdateFaqCategoryMutation,
  useUpdateFaqItemMutation,
  type FaqCategory,
  type FaqItem,
} from '@/api';
import { hasVisibleText } from '@/domain/richText';
import { superscriptHtml } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify';
import { QueryState } from '@/shared/ui/QueryState';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { DeleteDialog } from './DeleteDialog';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';

export const FAQ_TEXTS = {
  noQuestions: 'There are no questions in this category yet.',
  noCategories: 'There are no FAQ categories yet.',
  category: 'Category is required',
  itemCategory: 'Category is required. Please create a category first',
  question: 'Question is required',
  answer: 'Answer is required',
  categoryHint: 'At most 25 characters recommended.',
  questionHint: 'At most 100 characters recommended.',
  answerHint: 'About 300 characters recommended.',
} as const;
export const FAQ_PAGE_SIZES = [10, 20, 30];

type Dialog =
  | { kind: 'category'; category?: FaqCategory }
  | { kind: 'item'; item?: FaqItem; categoryId?: number }
  | { kind: 'deleteCategory'; category: FaqCategory }
  | { kind: 'deleteItem'; item: FaqItem };

const stop = (e: MouseEvent) => e.stopPropagation();

export function FaqEditor() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(FAQ_PAGE_SIZES[0]!);
  const query = useListFaqCategoriesQuery({ page, itemsPerPage: size, pagination: true });
  // every category for the question dialog's choice (one call, not paged)
  const all = useListFaqCategoriesQuery({ pagination: false });
  const [updateCategory] = useUpdateFaqCategoryMutation();
  const [updateItem] = useUpdateFaqItemMutation();
  const [removeCategory] = useDeleteFaqCategoryMutation();
  const [removeItem] = useDeleteFaqItemMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const categories = query.data?.['hydra:member'] ?? [];
  const total = query.data?.['hydra:totalItems'] ?? 0;

  const flipCategory = (c: FaqCategory) =>
    void updateCategory({
      id: c.id,
      faqCategoryWrite: { categoryName: c.name, visible: !c.visible },
    });
  const flipItem = (i: FaqItem) =>
    void updateItem({
      id: i.id,
      faqItemWrite: {
        question: i.question,
        answer: i.answer,
        faqCategory: i.faqCategory,
        visible: !i.visible,
      },
    });

  const actions = (
    label: string,
    edit: () => void,
    remove: () => void,
    visible: boolean,
    flip: () => void,
  ): ReactNode => (
    <Flex gap={4} align="center" onClick={stop}>
      <Switch size="small" checked={visible} onChange={flip} aria-label={`Visible: ${label}`} />
      <Button
        type="text"
        size="small"
        icon={<EditOutlined />}
        aria-label={`Edit ${label}`}
        onClick={edit}
      />
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={`Delete ${label}`}
        onClick={remove}
      />
    </Flex>
  );

  return (
    <div>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ kind: 'category' })}
        >
          Add category
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'item' })}>
          Add question
        </Button>
      </Flex>
      <QueryState
        isLoading={query.isLoading}
        error={query.isError && !query.isFetching}
        onRetry={() => void query.refetch()}
        isEmpty={total === 0}
        emptyText={FAQ_TEXTS.noCategories}
        minHeight={240}
      >
        <Collapse
          // only the title opens a panel: the switch and buttons beside it are controls of their own
          // (and no tablist, which may hold nothing but its tabs)
          collapsible="header"
          items={categories.map((c) => ({
            key: c.id,
            label: <span style={{ fontWeight: 600 }}>{c.name}</span>,
            extra: actions(
              c.name,
              () => setDialog({ kind: 'category', category: c }),
              () => setDialog({ kind: 'deleteCategory', category: c }),
              c.visible,
              () => flipCategory(c),
            ),
            children:
              c.faqItems.length === 0 ? (
                <Flex vertical gap={8} align="flex-start">
                  <Typography.Text type="secondary">{FAQ_TEXTS.noQuestions}</Typography.Text>
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() => setDialog({ kind: 'item', categoryId: c.id })}
                  >
                    Add question
                  </Button>
                </Flex>
              ) : (
                <Collapse
                  collapsible="header"
                  items={c.faqItems.map((i) => ({
                    key: i.id,
                    label: i.question,
                    extra: actions(
                      i.question,
                      () => setDialog({ kind: 'item', item: i }),
                      () => setDialog({ kind: 'deleteItem', item: i }),
                      i.visible,
                      () => flipItem(i),
                    ),
                    children: <SafeHtml className="rich-text" html={superscriptHtml(i.answer)} />,
                  }))}
                />
              ),
          }))}
        />
        {total > FAQ_PAGE_SIZES[0]! && (
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Pagination
              current={page}
              pageSize={size}
              total={total}
              showSizeChanger
              pageSizeOptions={FAQ_PAGE_SIZES}
              onChange={(p, s) => {
                setPage(s === size ? p : 1);
                setSize(s);
              }}
            />
          </Flex>
        )}
      </QueryState>
      {dialog?.kind === 'category' && (
        <CategoryDialog category={dialog.category} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'item' && (
        <ItemDialog
          item={dialog.item}
          categoryId={dialog.categoryId}
          categories={all.data?.['hydra:member'] ?? []}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'deleteCategory' && (
        <DeleteDialog
          title="Delete category"
          text={`Delete the category '${dialog.category.name}' and its ${dialog.category.faqItems.length} question(s)? This cannot be undone.`}
          done="The category was deleted."
          remove={() => removeCategory({ id: dialog.category.id }).unwrap()}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'deleteItem' && (
        <DeleteDialog
          title="Delete question"
          text={`Delete the question '${dialog.item.question}'? This cannot be undone.`}
          done="The question was deleted."
          remove={() => removeItem({ id: dialog.item.id }).unwrap()}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

function CategoryDialog({ category, onClose }: { category?: FaqCategory; onClose: () => void }) {
  const [name, setName] = useState(category?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [create, created] = useCreateFaqCategoryMutation();
  const [update, updated] = useUpdateFaqCategoryMutation();
  const missing = name.trim() === '';
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
      onCancel={onClose}
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
    </Modal>
  );
}

function ItemDialog({
  item,
  categoryId,
  categories,
  onClose,
}: {
  item?: FaqItem;
  categoryId?: number;
  categories: FaqCategory[];
  onClose: () => void;
}) {
  const [category, setCategory] = useState<number | undefined>(item?.faqCategory ?? categoryId);
  const [question, setQuestion] = useState(item?.question ?? '');
  const [answer, setAnswer] = useState(item?.answer ?? '');
  const [touched, setTouched] = useState({ category: false, question: false, answer: false });
  const [create, created] = useCreateFaqItemMutation();
  const [update, updated] = useUpdateFaqItemMutation();
  const problems = {
    category:
      category === undefined
        ? categories.length === 0
          ? FAQ_TEXTS.itemCategory
          : FAQ_TEXTS.category
        : null,
    question: question.trim() === '' ? FAQ_TEXTS.question : null,
    answer: hasVisibleText(answer) ? null : FAQ_TEXTS.answer,
  };
  const valid = !problems.category && !problems.question && !problems.answer;
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
      onCancel={onClose}
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
    </Modal>
  );
}
