import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { expectShownText } from '@tests/stories/shown';
import { MonitoringPage } from './MonitoringPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

/**
 * The monitoring screen as admin@example.com on the mock clock (2026-11-20): each view loaded,
 * over a range before the app existed (empty), loading and failing. The view and range come
 * from the address, as in the app.
 */
const meta = {
  title: 'Admin/Monitoring',
  tags: ['screen', 'admin', 'autodocs'],
  component: MonitoringPage,
  parameters: { session: 'admin@example.com', router: { url: '/admin/statistics' } },
} satisfies Meta<typeof MonitoringPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (query: string) => ({ router: { url: `/admin/statistics?${query}` } });
const BEFORE_LAUNCH = 'from=2022-01-01&to=2022-06-30';
/**
 * The default range ends today on the server's clock (the mock's, 2026-11-20, which the story
 * loader tells the app as its first answer would); these stories name their range all the same,
 * so they show the same figures whatever the reference date.
 */
export const Downloads: Story = {
  parameters: at('view=appDownload&from=2026-05-20&to=2026-11-20'),
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'App downloads by country');
    await expectShownText(canvasElement, 'App downloads by region');
  },
};
export const DownloadsEmpty: Story = {
  parameters: at(`view=appDownload&${BEFORE_LAUNCH}`),
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'No Data');
  },
};
export const DownloadsError: Story = {
  parameters: {
    ...at('view=appDownload&from=2026-05-20&to=2026-11-20'),
    msw: { handlers: errorHandlers(500, 'getMonitoringData') },
  },
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'Retry');
  },
};
export const ActiveUsers: Story = {
  parameters: at('view=activeUser&from=2026-05-20&to=2026-11-20'),
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'Active versus new users');
  },
};
export const ActiveUsersEmpty: Story = {
  parameters: at(`view=activeUser&${BEFORE_LAUNCH}`),
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'No Data');
  },
};
export const ActiveUsersError: Story = {
  parameters: {
    ...at('view=activeUser&from=2026-05-20&to=2026-11-20'),
    msw: { handlers: errorHandlers(500, 'getMonitoringData') },
  },
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'Retry');
  },
};
/** Scans over four weeks: grouped by week. */
export const Scans: Story = {
  parameters: at('view=totalScan&from=2026-10-24&to=2026-11-20'),
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'Parameter scan count');
    await expectShownText(canvasElement, 'Per week');
  },
};
export const ScansEmpty: Story = {
  parameters: at(`view=totalScan&${BEFORE_LAUNCH}`),
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'No Data');
  },
};
export const ScansError: Story = {
  parameters: {
    ...at('view=totalScan&from=2026-10-24&to=2026-11-20'),
    msw: { handlers: errorHandlers(500, 'getMonitoringData') },
  },
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'Retry');
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('getMonitoringData') } },
};

/** On a phone: tiles, charts, map and tables in one column; the tables scroll in their cards. */
export const Phone: Story = {
  ...Downloads,
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone('App downloads by country'),
};
