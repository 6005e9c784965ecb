/**
 * The FAQ editor: the categories (10 a page, or 20 or 30) as an accordion, each with its
 * questions as a nested accordion and the answers as users will read them (sanitized HTML,
 * `__text__` as superscript). Categories and questions are added and edited in their dialogs
 * (FaqCategoryDialog, FaqItemDialog), deleted after a question, and hidden or shown with their
 * switch (saved at once; hidden ones disappear from the public FAQ). Deleting the last page's
 * only category shows the page before.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Collapse, Flex, Typography } from 'antd';
import { useState } from 'react';
import {
  useDeleteFaqCategoryMutation,
  useDeleteFaqItemMutation,
  useListFaqCategoriesQuery,
  useUpdateFaqCategoryMutation,
  useUpdateFaqItemMutation,
  type FaqCategory,
  type FaqItem,
} from '@/api';
import { superscriptHtml } from '@/shared/lib/format';
import { PagedList, usePaging } from '@/shared/ui/PagedList';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { FAQ_PAGE_SIZES, FAQ_TEXTS } from '../utils/helpTexts';
import { DeleteDialog } from './DeleteDialog';
import { FaqCategoryDialog } from './FaqCategoryDialog';
import { FaqEntryActions } from './FaqEntryActions';
import { FaqItemDialog } from './FaqItemDialog';

type Dialog =
  | { kind: 'category'; category?: FaqCategory }
  | { kind: 'item'; item?: FaqItem; categoryId?: number }
  | { kind: 'deleteCategory'; category: FaqCategory }
  | { kind: 'deleteItem'; item: FaqItem };

export function FaqEditor() {
  const paging = usePaging(FAQ_PAGE_SIZES);
  const query = useListFaqCategoriesQuery(paging.args);
  // every category for the question dialog's choice (one call, not paged)
  const all = useListFaqCategoriesQuery({ pagination: false });
  const [updateCategory] = useUpdateFaqCategoryMutation();
  const [updateItem] = useUpdateFaqItemMutation();
  const [removeCategory] = useDeleteFaqCategoryMutation();
  const [removeItem] = useDeleteFaqItemMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);

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

  const questions = (c: FaqCategory) =>
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
          extra: (
            <FaqEntryActions
              label={i.question}
              visible={i.visible}
              onFlip={() => flipItem(i)}
              onEdit={() => setDialog({ kind: 'item', item: i })}
              onDelete={() => setDialog({ kind: 'deleteItem', item: i })}
            />
          ),
          children: <SafeHtml className="rich-text" html={superscriptHtml(i.answer)} />,
        }))}
      />
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
      <PagedList paging={paging} query={query} emptyText={FAQ_TEXTS.noCategories} minHeight={240}>
        {(categories) => (
          <Collapse
            // only the title opens a panel: the switch and buttons beside it are controls of their own
            // (and no tablist, which may hold nothing but its tabs)
            collapsible="header"
            items={categories.map((c) => ({
              key: c.id,
              label: <span style={{ fontWeight: 600 }}>{c.name}</span>,
              extra: (
                <FaqEntryActions
                  label={c.name}
                  visible={c.visible}
                  onFlip={() => flipCategory(c)}
                  onEdit={() => setDialog({ kind: 'category', category: c })}
                  onDelete={() => setDialog({ kind: 'deleteCategory', category: c })}
                />
              ),
              children: questions(c),
            }))}
          />
        )}
      </PagedList>
      {dialog?.kind === 'category' && (
        <FaqCategoryDialog category={dialog.category} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'item' && (
        <FaqItemDialog
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
