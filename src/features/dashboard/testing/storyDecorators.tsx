/** Story helpers: a card at a realistic dashboard width (stories only). */
import type { Decorator } from '@storybook/react-vite';
import { DashboardCard } from '../components/DashboardCard';

export const inDashboardCard =
  (title: string, width = 560): Decorator =>
  (Story) => (
    <div style={{ padding: 24, maxWidth: width }}>
      <DashboardCard title={title}>
        <Story />
      </DashboardCard>
    </div>
  );

export const NEW_ACCOUNT = { session: 'new@example.com' } as const;
