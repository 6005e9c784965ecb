/**
 * /admin/notification/{id}: one broadcast notification as users will see it (the one view of a
 * broadcast: title, picture, sanitized HTML text) under a date heading (the day it was sent, or
 * created while unsent), with the tiles Created, Sent and Views ('-' while missing). Edit and Send only while it is
 * unsent (sending is final, so it asks first); New from this copies it into a new one; Delete
 * asks, then removes it from every user's device. An unknown id shows the not-found page.
 */
import { CopyOutlined, DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Statistic } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useDeleteBroadcastMutation,
  useGetBroadcastQuery,
  useSendBroadcastMutation,
  type Broadcast,
} from '@/api';
import { BroadcastView } from '@/entities/broadcast/BroadcastView';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format';
import { notify } from '@/shared/ui/notify';
import { BackTitle } from '@/shared/ui/BackTitle';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { QueryState } from '@/shared/ui/QueryState';
import { useDetailPage, useRouteId } from '@/shared/ui/useDetailPage';
import { BroadcastFormDialog } from '../components/BroadcastFormDialog';
import { BROADCAST_TEXTS, type DialogMode } from '../utils/broadcastForm';

export function NotificationDetailPage() {
  const id = useRouteId();
  // once deleted here, the page stops asking for it (the list is loading meanwhile): its 404
  // must not turn into the not-found page
  const [deleted, setDeleted] = useState(false);
  const query = useGetBroadcastQuery({ id: id ?? 0 }, { skip: id === null || deleted });
  const load = useDetailPage(query, { invalid: id === null, leaving: deleted });
  if (deleted) return null;
  return (
    <QueryState {...load.state}>
      {query.data && <Detail broadcast={query.data} onDeleted={() => setDeleted(true)} />}
    </QueryState>
  );
}

function Detail({ broadcast: b, onDeleted }: { broadcast: Broadcast; onDeleted: () => void }) {
  const navigate = useNavigate();
  const [send] = useSendBroadcastMutation();
  const [remove] = useDeleteBroadcastMutation();
  const [dialog, setDialog] = useState<DialogMode | null>(null);
  const [confirm, setConfirm] = useState<'send' | 'delete' | null>(null);
  const unsent = b.sentDate === null;

  const doSend = async () => {
    try {
      await send({ id: b.id }).unwrap();
      notify.success('The notification was sent.');
    } catch {
      // the central handler reports the failure
    } finally {
      setConfirm(null);
    }
  };
  const doDelete = async () => {
    try {
      await remove({ id: b.id }).unwrap();
      onDeleted();
      notify.success('The notification was deleted.');
      navigate(paths.adminNotifications, { replace: true });
    } catch {
      // the central handler reports the failure
    } finally {
      setConfirm(null);
    }
  };

  return (
    <div style={{ maxWidth: 880 }}>
      <BackTitle
        title={formatDate(b.sentDate ?? b.creationDate)}
        backLabel="Back to Notifications"
        onBack={() => navigate(paths.adminNotifications)}
      />
      {/* only the block margins: the gutter's negative side margins align the tiles' edges
          with the card below */}
      <Row gutter={[16, 16]} style={{ marginBlock: 16 }}>
        {[
          ['Created', formatDate(b.creationDate)],
          ['Sent', formatDate(b.sentDate)],
          ['Views', String(b.views)],
        ].map(([title, value]) => (
          <Col key={title} xs={24} sm={8}>
            <Card size="small">
              <Statistic title={title} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card>
        <BroadcastView broadcast={b} headingLevel={2} />
      </Card>
      <Flex gap={8} wrap justify="flex-end" style={{ marginTop: 16 }}>
        {unsent && (
          <Button icon={<EditOutlined />} onClick={() => setDialog('edit')}>
            Edit
          </Button>
        )}
        <Button icon={<CopyOutlined />} onClick={() => setDialog('copy')}>
          New from this
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={() => setConfirm('delete')}>
          Delete notification
        </Button>
        {unsent && (
          <Button type="primary" icon={<SendOutlined />} onClick={() => setConfirm('send')}>
            Send
          </Button>
        )}
      </Flex>
      <BroadcastFormDialog
        open={dialog !== null}
        mode={dialog ?? 'edit'}
        broadcast={b}
        onClose={() => setDialog(null)}
        onSaved={(id, review) => {
          setDialog(null);
          if (review && id !== b.id) navigate(paths.adminNotification(id));
        }}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={BROADCAST_TEXTS.deleteTitle}
        okText={BROADCAST_TEXTS.deleteOk}
        danger
        onConfirm={doDelete}
        onCancel={() => setConfirm(null)}
        question={BROADCAST_TEXTS.deleteContent}
      />
      <ConfirmDialog
        open={confirm === 'send'}
        title={BROADCAST_TEXTS.sendTitle}
        okText="Send"
        onConfirm={doSend}
        onCancel={() => setConfirm(null)}
        question={BROADCAST_TEXTS.sendContent}
      />
    </div>
  );
}
