import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { inDashboardCard } from '../testing/storyDecorators';
import { NO_NEWS, WelcomeCard } from './WelcomeCard';

const meta = {
  title: 'Home/Cards/Welcome card',
  component: WelcomeCard,
  decorators: [inDashboardCard('Welcome', 720)],
} satisfies Meta<typeof WelcomeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The greeting and the newest sent broadcast ("What's New: Achievements"). */
export const Loaded: Story = {};

/** No broadcast has been sent yet: a sentence saying so under the greeting. */
export const Empty: Story = {
  parameters: { session: 'new@example.com' },
  beforeEach: () => {
    db().broadcasts = [];
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NO_NEWS)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listNotifications') } },
};

export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listNotifications') } },
};

/** 'Learn more' of a broadcast with an image. */
export const LearnMoreWithImage: Story = {
  tags: ['dialog'],
  beforeEach: () => {
    const d = db();
    const latest = d.broadcasts.find((b) => b.id === 4);
    const withImage = d.broadcasts.find((b) => b.image !== null);
    if (latest && withImage) latest.image = withImage.image;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Learn more' }));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};
