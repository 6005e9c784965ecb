/** Level, rank, number of results, measurements to the next level, badges and the full list. */
import { TrophyOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Statistic } from 'antd';
import { useState } from 'react';
import { AchievementBadges, AllAchievementsDialog } from '@/entities/achievement';
import type { User } from '@/api';

export function ProfileAchievementsCard({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const stats = [
    { title: 'Level', value: user.actualMeasurementLevel },
    { title: 'Rank', value: user.actualMeasurementLevelRank },
    { title: 'Results', value: user.countOfMeasurements },
    { title: 'Measurements to next level', value: user.measurementsTillNextLevel },
  ];
  return (
    <Card
      title="Achievements"
      role="region"
      aria-label="Achievements"
      extra={
        <Button icon={<TrophyOutlined />} onClick={() => setOpen(true)}>
          All achievements
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]}>
          {stats.map((s) => (
            <Col key={s.title} span={12}>
              <Statistic title={s.title} value={s.value} />
            </Col>
          ))}
        </Row>
        <AchievementBadges userId={user.id} />
      </Flex>
      <AllAchievementsDialog userId={user.id} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
