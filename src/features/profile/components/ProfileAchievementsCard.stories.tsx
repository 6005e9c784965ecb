import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { WithUser, type StoryUserArgs } from '../testing/StoryUser';
import { ProfileAchievementsCard } from './ProfileAchievementsCard';

const meta = {
  title: 'Accounts/Cards/Achievements card',
  args: { isOwn: true },
  render: ({ userId }) => (
    <WithUser userId={userId}>{(user) => <ProfileAchievementsCard user={user} />}</WithUser>
  ),
} satisfies Meta<StoryUserArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** No measurements: level 1, six open badges. */
export const Empty: Story = { parameters: { session: 'new@example.com' } };

export const BadgesLoading: Story = {
  parameters: { msw: { handlers: loadingHandlers('getUserAchievements') } },
};

export const BadgesError: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'getUserAchievements') } },
};

export const AllAchievementsDialog: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /All achievements/ }),
    );
  },
};
