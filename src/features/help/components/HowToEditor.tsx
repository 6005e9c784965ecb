/**
 * The how-to editor: the items (10 a page) with their title, picture and description as users
 * will read them (sanitized HTML, images full width, `__text__` as superscript), each with the eye toggle
 * (shown or hidden on the public how-to page, saved at once), edit and delete. 'Add Items' and
 * edit open the item dialog (HowToDialog). Deleting the last page's only item shows the page
 * before.
 */
import {
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Tag } from 'antd';
import { useState } from 'react';
import {
  useDeleteHowToItemMutation,
  useListHowToItemsQuery,
  useUpdateHowToItemMutation,
  type HowToItem,
} from '@/api';
import { superscriptHtml } from '@/shared/lib/format';
import { PagedList, usePaging } from '@/shared/ui/PagedList';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { HOWTO_PAGE_SIZES, HOWTO_TEXTS } from '../utils/helpTexts';
import { DeleteDialog } from './DeleteDialog';
import { HowToDialog } from './HowToDialog';

const superscriptTitle = (title: string) =>
  title.split(/__(.+?)__/g).map((part, i) => (i % 2 ? <sup key={i}>{part}</sup> : part));

export function HowToEditor() {
  const paging = usePaging(HOWTO_PAGE_SIZES);
  const query = useListHowToItemsQuery(paging.args);
  const [update] = useUpdateHowToItemMutation();
  const [remove] = useDeleteHowToItemMutation();
  const [editing, setEditing] = useState<{ item?: HowToItem } | null>(null);
  const [deleting, setDeleting] = useState<HowToItem | null>(null);
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
      <PagedList paging={paging} query={query} emptyText={HOWTO_TEXTS.empty} minHeight={240}>
        {(items) => (
          <Flex vertical gap={16} role="list" aria-label="How-to items">
            {items.map((h) => (
              <Card
                key={h.id}
                role="listitem"
                aria-label={h.title}
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
                {h.image && (
                  <div className="rich-text">
                    <img src={h.image} alt={`Picture of ${h.title}`} />
                  </div>
                )}
                <SafeHtml className="rich-text" html={superscriptHtml(h.description)} />
              </Card>
            ))}
          </Flex>
        )}
      </PagedList>
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
