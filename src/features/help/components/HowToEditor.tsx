/**
 * The how-to editor: the items (10 a page) with their title and description as users will read
 * them (sanitized HTML, images full width, `__text__` as superscript), each with the eye toggle
 * (shown or hidden on the public how-to page, saved at once), edit and delete. 'Add Items' and
 * edit open the item dialog: a title (required, 100 characters recommended) and a rich-text
 * description that must contain text ('Description is required'); Save stays disabled until
 * both are there.
 */
import {
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Modal, Pagination, Tag } from 'antd';
import { useState } from 'react';
import {
  useCreateHowToItemMutation,
  useDeleteHowToItemMutation,
  useListHowToItemsQuery,
  useUpdateHowToItemMutation,
  type HowToItem,
} from '@/api';
import { hasVisibleText } from '@/domain/richText';
import { superscriptHtml } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify';
import { QueryState } from '@/shared/ui/QueryState';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { DeleteDialog } from './DeleteDialog';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';

export const HOWTO_TEXTS = {
  title: 'Title is required',
  description: 'Description is required',
  titleHint: 'At most 100 characters recommended.',
  empty: 'There are no how-to items yet.',
} as const;
export const HOWTO_PAGE_SIZE = 10;

const superscriptTitle = (title: string) =>
  title.split(/__(.+?)__/g).map((part, i) => (i % 2 ? <sup key={i}>{part}</sup> : part));

export function HowToEditor() {
  const [page, setPage] = useState(1);
  const query = useListHowToItemsQuery({ page, itemsPerPage: HOWTO_PAGE_SIZE, pagination: true });
  const [update] = useUpdateHowToItemMutation();
  const [remove] = useDeleteHowToItemMutation();
  const [editing, setEditing] = useState<{ item?: HowToItem } | null>(null);
  const [deleting, setDeleting] = useState<HowToItem | null>(null);
  const items = query.data?.['hydra:member'] ?? [];
  const total = query.data?.['hydra:totalItems'] ?? 0;
  const flip = (h: HowToItem) =>
    void update({
      id: h.id,
      howToItemWrite: {
        title: h.title,
        description: h.description,
        image: h.image,
        visible: !h.visible,
      },
    });

  return (
    <div>
      <Flex style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          Add Items
        </Button>
      </Flex>
      <QueryState
        isLoading={query.isLoading}
        error={query.isError && !query.isFetching}
        onRetry={() => void query.refetch()}
        isEmpty={total === 0}
        emptyText={HOWTO_TEXTS.empty}
        minHeight={240}
      >
        <Flex vertical gap={16} role="list" aria-label="How-to items">
          {items.map((h) => (
            <Card
              key={h.id}
              role="listitem"
              title={
                <span style={{ whiteSpace: 'normal' }}>
                  {superscriptTitle(h.title)} {!h.visible && <Tag>Hidden</Tag>}
                </span>
              }
              extra={
                <Flex gap={4}>
                  <Button
                    type="text"
                    icon={h.visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                    aria-pressed={h.visible}
                    aria-label={`Visible: ${h.title}`}
                    title={h.visible ? 'Shown to users' : 'Hidden from users'}
                    onClick={() => flip(h)}
                  />
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`Edit ${h.title}`}
                    onClick={() => setEditing({ item: h })}
                  />
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Delete ${h.title}`}
                    onClick={() => setDeleting(h)}
                  />
                </Flex>
              }
            >
              <SafeHtml className="rich-text" html={superscriptHtml(h.description)} />
            </Card>
          ))}
        </Flex>
        {total > HOWTO_PAGE_SIZE && (
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Pagination
              current={page}
              pageSize={HOWTO_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              onChange={setPage}
            />
          </Flex>
        )}
      </QueryState>
      {editing && <HowToDialog item={editing.item} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteDialog
          title="Delete item"
          text={`Delete the how-to item '${deleting.title}'? This cannot be undone.`}
          done="The how-to item was deleted."
          remove={() => remove({ id: deleting.id }).unwrap()}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

function HowToDialog({ item, onClose }: { item?: HowToItem; onClose: () => void }) {
  const [title, setTitle] = useState(item?.title ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [touched, setTouched] = useState({ title: false, description: false });
  const [create, created] = useCreateHowToItemMutation();
  const [update, updated] = useUpdateHowToItemMutation();
  const titleMissing = title.trim() === '';
  const textMissing = !hasVisibleText(description);
  const save = async () => {
    try {
      const body = {
        title: title.trim(),
        description,
        image: item?.image ?? null,
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
        disabled: titleMissing || textMissing,
        loading: created.isLoading || updated.isLoading,
      }}
      onOk={() => void save()}
      onCancel={onClose}
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
    </Modal>
  );
}
