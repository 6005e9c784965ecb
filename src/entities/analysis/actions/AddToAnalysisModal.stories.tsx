import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { AddToAnalysisModal } from './AddToAnalysisModal';

const meta = {
  title: 'Analyses/Dialogs/Add to analysis',
  tags: ['dialog'],
  component: AddToAnalysisModal,
  args: { open: true, resultIds: [1, 2, 3], onClose: fn(), onAdded: fn() },
} satisfies Meta<typeof AddToAnalysisModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's newest analyses, searchable; the button reads 'Add 3 result(s) to Analysis'. */
export const Loaded: Story = {};

/** The analysis search is pending. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listAnalyses') } },
};

/** A user without analyses: 'No Data'. */
export const Empty: Story = { parameters: { scenario: 'empty' } };

/** The analysis search fails. */
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listAnalyses') } },
};
