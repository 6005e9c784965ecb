import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useRevokeShareMutation, type Share } from '@/api';

/**
 * Revoke, after a confirmation: the link stops working at once (its view answers not-found).
 * `label` is the button's accessible name (it shows only an icon).
 */
export function RevokeShareButton({ share, label }: { share: Share; label: string }) {
  const [revoke, { isLoading }] = useRevokeShareMutation();
  return (
    <Popconfirm
      title="Revoke this link?"
      description="Nobody can open it any more."
      okText="Revoke"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        revoke({ type: share.type, resource: share.resourceType, id: share.id })
          .unwrap()
          .catch(() => undefined /* reported by the central error handler */)
      }
    >
      <Button danger type="text" icon={<DeleteOutlined />} loading={isLoading} aria-label={label} />
    </Popconfirm>
  );
}
