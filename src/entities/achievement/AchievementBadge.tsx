import { Flex, Tooltip, Typography } from 'antd';
import { formatDate } from '@/shared/lib/format';
import { achievementIcon } from './achievementIcons';
import type { AchievementItem } from './useAchievements';

const BRAND = '#149b5f';

/** "Collector, earned 03/04/2024" or "Collector, not earned yet". */
export const badgeLabel = (a: AchievementItem) =>
  a.earned ? `${a.name}, earned ${formatDate(a.achievedAt)}` : `${a.name}, not earned yet`;

/** One round badge: filled brand green when earned, a grey dashed outline when not. */
export function AchievementBadge({ item, size = 56 }: { item: AchievementItem; size?: number }) {
  const Icon = achievementIcon(item);
  const tooltip = (
    <>
      <strong>{item.name}</strong>
      <div>{item.description}</div>
      <div>{item.earned ? `Earned on ${formatDate(item.achievedAt)}` : 'Not earned yet'}</div>
    </>
  );
  return (
    <Tooltip title={tooltip}>
      <Flex
        vertical
        align="center"
        gap={4}
        style={{ width: size + 28 }}
        aria-label={badgeLabel(item)}
        data-earned={item.earned}
        role="listitem"
        tabIndex={0}
      >
        <Flex
          align="center"
          justify="center"
          style={{
            width: size,
            height: size,
            borderRadius: '50%',
            background: item.earned ? BRAND : '#fafafa',
            border: item.earned ? `2px solid ${BRAND}` : '2px dashed #bfbfbf',
            boxShadow: item.earned ? '0 2px 6px rgba(20, 155, 95, 0.35)' : 'none',
          }}
        >
          <Icon style={{ fontSize: size * 0.45, color: item.earned ? '#fff' : '#bfbfbf' }} />
        </Flex>
        <Typography.Text
          type={item.earned ? undefined : 'secondary'}
          style={{ fontSize: 12, textAlign: 'center', lineHeight: 1.2 }}
        >
          {item.name}
        </Typography.Text>
      </Flex>
    </Tooltip>
  );
}
