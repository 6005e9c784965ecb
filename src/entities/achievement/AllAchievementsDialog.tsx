/** All twelve achievements with name, description and the date earned (or 'Not earned yet'). */
import { Button, Flex, Modal, Typography } from 'antd';
import { formatDate } from '@/shared/lib/format';
import { QueryState } from '@/shared/ui/QueryState';
import { achievementIcon } from './achievementIcons';
import { badgeLabel } from './AchievementBadge';
import { useAchievements, type AchievementItem } from './useAchievements';

export interface AllAchievementsDialogProps {
  userId: number;
  open: boolean;
  onClose: () => void;
}

function Row({ item }: { item: AchievementItem }) {
  const Icon = achievementIcon(item);
  return (
    <Flex
      component="li"
      gap={12}
      align="center"
      aria-label={badgeLabel(item)}
      data-earned={item.earned}
      style={{
        padding: '8px 0',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <Flex
        align="center"
        justify="center"
        style={{
          width: 40,
          height: 40,
          flex: 'none',
          borderRadius: '50%',
          background: item.earned ? '#149b5f' : '#f5f5f5',
          border: item.earned ? 'none' : '1px dashed #bfbfbf',
        }}
      >
        <Icon style={{ fontSize: 18, color: item.earned ? '#fff' : '#8c8c8c' }} />
      </Flex>
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{item.name}</Typography.Text>
        <Typography.Text type="secondary">{item.description}</Typography.Text>
      </Flex>
      <Typography.Text type={item.earned ? 'success' : 'secondary'} style={{ flex: 'none' }}>
        {item.earned ? `Earned on ${formatDate(item.achievedAt)}` : 'Not earned yet'}
      </Typography.Text>
    </Flex>
  );
}

function Content({ userId }: { userId: number }) {
  const { items, isLoading, error, refetch } = useAchievements(userId);
  const earned = items.filter((a) => a.earned).length;
  return (
    <QueryState isLoading={isLoading} error={error} onRetry={refetch} isEmpty={!items.length}>
      <Typography.Paragraph type="secondary">
        {earned} of {items.length} achievements earned
      </Typography.Paragraph>
      <ul aria-label="All achievements" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <Row key={item.id} item={item} />
        ))}
      </ul>
    </QueryState>
  );
}

export function AllAchievementsDialog({ userId, open, onClose }: AllAchievementsDialogProps) {
  return (
    <Modal
      title="All achievements"
      open={open}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {open && <Content userId={userId} />}
    </Modal>
  );
}
