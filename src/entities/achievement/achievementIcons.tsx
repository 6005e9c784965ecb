/**
 * The icon of each achievement, by its key (fallback by id, then a star). Keys and ids are the
 * API's (Achievement.key / Achievement.id, spec 2 section 9: the twelve achievements).
 */
import {
  AppstoreAddOutlined,
  ClockCircleOutlined,
  CompassOutlined,
  CrownOutlined,
  EnvironmentOutlined,
  FireOutlined,
  LineChartOutlined,
  NumberOutlined,
  OrderedListOutlined,
  RocketOutlined,
  StarOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { Achievement } from '@/api';

export type AchievementKey = Achievement['key'];
type IconComponent = ComponentType<{ style?: React.CSSProperties; className?: string }>;

export const achievementIcons: Record<AchievementKey, IconComponent> = {
  collector: AppstoreAddOutlined,
  consistency: LineChartOutlined,
  decuplicate: NumberOutlined,
  double_threat: ThunderboltOutlined,
  early_bird: ClockCircleOutlined,
  five_day_streak: FireOutlined,
  ten_day_streak: RocketOutlined,
  fifteen_day_streak: CrownOutlined,
  five_in_a_row: OrderedListOutlined,
  traveler: CompassOutlined,
  triple_digits: TrophyOutlined,
  wanderer: EnvironmentOutlined,
};

/** Ids 1-12 in the order of the API's list (used when a key is unknown). */
const ICONS_BY_ID: Record<number, AchievementKey> = {
  1: 'collector',
  2: 'consistency',
  3: 'decuplicate',
  4: 'double_threat',
  5: 'early_bird',
  6: 'five_day_streak',
  7: 'ten_day_streak',
  8: 'fifteen_day_streak',
  9: 'five_in_a_row',
  10: 'traveler',
  11: 'triple_digits',
  12: 'wanderer',
};

export function achievementIcon(a: { id: number; key?: string | null }): IconComponent {
  const byKey = a.key ? achievementIcons[a.key as AchievementKey] : undefined;
  if (byKey) return byKey;
  const key = ICONS_BY_ID[a.id];
  return key ? achievementIcons[key] : StarOutlined;
}
