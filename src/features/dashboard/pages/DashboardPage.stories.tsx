import type { Meta, StoryObj } from '@storybook/react-vite';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';
import { http, HttpResponse } from 'msw';
import type { OperationId } from '@/api';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { fitsTheWindowOnce } from '@tests/stories/layoutChecks';
import { DashboardPage } from './DashboardPage';

/** Everything the cards load (the session's user and parameters come first). */
const CARD_CALLS: OperationId[] = [
  'listNotifications',
  'getOverview',
  'getWeeklyPerformance',
  'getUserAchievements',
  'listAchievements',
  'listAnalysisInfo',
  'listTestStripPackages',
];

const meta = {
  title: 'Home/Home page',
  tags: ['screen', 'autodocs'],
  component: DashboardPage,
  parameters: { router: { url: '/dashboard' } },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** user@example.com: every card filled. */
export const Loaded: Story = {};

/** new@example.com: no results, analyses or packages. */
export const Empty: Story = { parameters: { session: 'new@example.com' } };

export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers(...CARD_CALLS) } },
};

export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, ...CARD_CALLS) } },
};

/** One card crashes on malformed data (a null package): only that card shows 'An error occurred.'. */
export const WithCrashingCard: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/test_strip_packages', () =>
          HttpResponse.json({ 'hydra:member': [null], 'hydra:totalItems': 1 }),
        ),
      ],
    },
  },
};

/** 10,000-character names (user, company, result, analysis): cut, the page keeps its width. */
export const LongValues: Story = {
  parameters: { scenario: 'longText' },
  play: fitsTheWindowOnce(/^Analysis-x{20}/),
};

/** On a phone: the cards in one column; no line starts with the dot between two facts. */
export const Phone: Story = {
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone('View Nitrate measurement'),
};
