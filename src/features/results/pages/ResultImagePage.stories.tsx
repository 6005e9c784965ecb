import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadingHandlers, scenarios } from '@mocks/scenarios';
import { ResultImagePage } from './ResultImagePage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

const meta = {
  title: 'Results/Result image',
  tags: ['screen', 'autodocs'],
  component: ResultImagePage,
  parameters: { router: { url: '/image/1', path: '/image/:id' } },
} satisfies Meta<typeof ResultImagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample image of result 1 in full size with the back link. */
export const Loaded: Story = {};

export const Loading: Story = { parameters: { msw: { handlers: loadingHandlers('getResult') } } };

export const LoadError: Story = { beforeEach: () => scenarios.failing('getResult') };

/** On a phone. */
export const Phone: Story = { tags: ['phone'], ...onAPhone, play: looksRightOnAPhone() };
