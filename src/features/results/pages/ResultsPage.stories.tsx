import type { Meta, StoryObj } from '@storybook/react-vite';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { ResultsPage } from './ResultsPage';
import { fitsTheWindowOnce } from '@tests/stories/layoutChecks';

const meta = {
  title: 'Results/Results list',
  tags: ['screen', 'autodocs'],
  component: ResultsPage,
  parameters: { router: { url: '/results' } },
} satisfies Meta<typeof ResultsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the rows, then selects the first `n`. */
async function selectRows(canvasElement: HTMLElement, n: number) {
  const canvas = within(canvasElement);
  await canvas.findByRole('checkbox', { name: 'Select row 1' });
  for (let i = 1; i <= n; i += 1)
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select row ${i}` }));
  return canvas;
}

/** user@example.com's results, newest first, with the analysis and delete actions. */
export const Loaded: Story = {};

/** 20,000 results (the `large` scenario): only the current page is fetched and rendered. */
export const LargeScenario: Story = { parameters: { scenario: 'large' } };

/** The list request stays pending. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listResults') } },
};

/** A user without results: 'No Data'. */
export const Empty: Story = { parameters: { scenario: 'empty' } };

/** The list request fails: the error state with Retry. */
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listResults') } },
};

/** The restricted user kind: no analysis and delete actions. */
export const RestrictedUser: Story = {
  tags: ['restricted'],
  parameters: { session: 'restricted@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('link', { name: / – / }); // the rows are there
    // no action takes a selection, so no checkboxes and no analysis or delete buttons
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Create analysis' })).toBeNull();
  },
};

/** Two rows selected, the create-analysis dialog open. */
export const CreateAnalysisDialog: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = await selectRows(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Create analysis' }));
  },
};

/** Three rows selected, the add-to-analysis popup open. */
export const AddToAnalysisDialog: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = await selectRows(canvasElement, 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to analysis' }));
  },
};

/** Two rows selected (the pointer still on the second): the actions count them. */
export const RowsSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await selectRows(canvasElement, 2);
    await expect(canvas.getByRole('button', { name: /Delete/ })).toBeEnabled();
  },
};

/** Two rows selected, the delete confirmation open. */
export const DeleteDialog: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = await selectRows(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: /Delete/ }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByText('Delete Selected Results')).toBeInTheDocument());
  },
};

/** A 10,000-character name and comment in the table: cut, the page keeps its width. */
export const LongValues: Story = {
  parameters: { scenario: 'longText' },
  play: fitsTheWindowOnce(/^Result-x{20}/),
};

/**
 * On a phone: search and the table's controls (as icons) on one line, the analysis actions below
 * (those on selected rows in one 'Selected' menu); the table scrolls sideways in its card, with a
 * shadow on the side that has more columns.
 */
export const Phone: Story = {
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone('Well 3 – Nitrate'),
};
