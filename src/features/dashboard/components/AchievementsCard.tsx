/**
 * Your Achievements: the level with its rank, 'Results in total', 'to the next level', the
 * badges (at least 6 slots) and the dialog listing all achievements.
 */
import { TrophyOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useSession } from '@/entities/session';
import { AchievementBadges, AllAchievementsDialog } from '@/entities/achievement';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import type { User } from '@/api';
import { useHeadingLook } from './headingLook';

export const MIN_BADGE_SLOTS = 6;

/** The level figures come with the session's user (getUser). */
export function AchievementsCard() {
  const { user } = useSession();
  if (!user) return <DelayedSpinner minHeight={120} />;
  return <Achievements user={user} />;
}

function Achievements({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const look = useHeadingLook(4);
  const done = user.countOfMeasurements;
  const toGo = user.measurementsTillNextLevel;
  const percent = toGo > 0 ? Math.round((done / (done + toGo)) * 100) : 100;
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={16} wrap>
        <Progress
          type="circle"
          size={72}
          percent={percent}
          strokeColor="#149b5f"
          format={() => <TrophyOutlined style={{ color: '#FFC832' }} />}
          aria-label={`Level ${user.actualMeasurementLevel} progress`}
        />
        <Flex vertical gap={2}>
          <Typography.Title level={2} style={look}>
            Level {user.actualMeasurementLevel}: {user.actualMeasurementLevelRank}
          </Typography.Title>
          <Typography.Text>
            <strong>{done}</strong> Results in total
          </Typography.Text>
          <Typography.Text type="secondary">
            <strong>{toGo}</strong> to the next level
          </Typography.Text>
        </Flex>
      </Flex>
      <AchievementBadges userId={user.id} minSlots={MIN_BADGE_SLOTS} />
      <div>
        <Button onClick={() => setOpen(true)}>All achievements</Button>
      </div>
      <AllAchievementsDialog userId={user.id} open={open} onClose={() => setOpen(false)} />
    </Flex>
  );
}
