import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { notify } from '@/shared/ui/notify';
import { AdminAnalysesPage } from './AdminAnalysesPage';
import { AnalysesListPage } from './AnalysesListPage';
import { fitsTheWindowOnce } from '@tests/stories/layoutChecks';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';
import { pasteInto } from '@tests/utils/pasteInto';
import { handlerHasLooked } from '@tests/utils/handlerLooked';

const meta = {
  title: 'Analyses/Analyses list',
  tags: ['screen', 'autodocs'],
  component: AnalysesListPage,
  parameters: { router: { url: '/analyses' } },
} satisfies Meta<typeof AnalysesListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four live analyses of user@example.com (the fifth is discarded). */
export const Loaded: Story = {};

export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listAnalyses') } },
};

/** new@example.com has no analyses: 'No Data'. */
export const Empty: Story = { parameters: { session: 'new@example.com' } };

/**
 * The list failed to load (500): said once, in place of the table, in the error catalogue's
 * words, with Retry; no notification besides.
 */
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listAnalyses') } },
  beforeEach: () => {
    const notices = spyOn(notify, 'error');
    return () => notices.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('An error occurred.Internal Server Error');
    await expect(within(alert).getByRole('button', { name: /Retry/ })).toBeVisible();
    // the central handler has looked on every frame it waits for
    await handlerHasLooked();
    await expect(notify.error).not.toHaveBeenCalled();
  },
};

/** The create-analysis modal: Create stays disabled while the trimmed name is blank. */
export const CreateModal: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Create analysis/ }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Analysis Name'), '   ');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

/** A taken name: 'Analysis name already taken.' on the field. */
export const CreateModalNameTaken: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Create analysis/ }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await pasteInto(userEvent, dialog.getByLabelText('Analysis Name'), 'Aquarium pH');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByText('Analysis name already taken.')).toBeInTheDocument();
  },
};

/** Two analyses selected and the delete modal open. */
export const DeleteModal: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Aquarium pH' });
    const boxes = canvas.getAllByRole('checkbox');
    await userEvent.click(boxes[1]);
    await userEvent.click(boxes[2]);
    await userEvent.click(canvas.getByRole('button', { name: /Delete/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('Do you really want to delete the 2 selected analyses?'),
    ).toBeInTheDocument();
  },
};

/** /admin/analyses: every user's analyses with the owner column (admin@example.com). */
export const AdminList: Story = {
  tags: ['admin'],
  render: () => <AdminAnalysesPage />,
  parameters: { session: 'admin@example.com', router: { url: '/admin/analyses' } },
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByRole('link', { name: 'Anna Becker' }))[0],
    ).toHaveAttribute('href', '/profile/1');
  },
};
export const AdminListLoading: Story = {
  tags: ['admin'],
  render: () => <AdminAnalysesPage />,
  parameters: {
    session: 'admin@example.com',
    router: { url: '/admin/analyses' },
    msw: { handlers: loadingHandlers('listAnalyses') },
  },
};
export const AdminListEmpty: Story = {
  tags: ['admin'],
  render: () => <AdminAnalysesPage />,
  parameters: { session: 'admin@example.com', router: { url: '/admin/analyses' } },
  beforeEach: () => {
    db().analyses = [];
  },
};
export const AdminListError: Story = {
  tags: ['admin'],
  render: () => <AdminAnalysesPage />,
  parameters: {
    session: 'admin@example.com',
    router: { url: '/admin/analyses' },
    msw: { handlers: errorHandlers(500, 'listAnalyses') },
  },
};

/** A 10,000-character analysis name: cut, the page keeps its width. */
export const LongValues: Story = {
  parameters: { scenario: 'longText' },
  play: fitsTheWindowOnce(/^Analysis-x{20}/),
};

/** On a phone: search and the table's controls on one line, the actions below. */
export const Phone: Story = {
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone('Aquarium pH'),
};
