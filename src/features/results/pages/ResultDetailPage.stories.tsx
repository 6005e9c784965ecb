import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadingHandlers, scenarios } from '@mocks/scenarios';
import { ResultDetailPage } from './ResultDetailPage';
import { fitsTheWindowOnce } from '@tests/stories/layoutChecks';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

const at = (id: number) => ({ router: { url: `/results/${id}`, path: '/results/:id' } });

const meta = {
  title: 'Results/Result detail',
  tags: ['screen', 'autodocs'],
  component: ResultDetailPage,
  parameters: at(1),
} satisfies Meta<typeof ResultDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A normal pH result (result 1 of user@example.com). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aquarium – pH')).toBeInTheDocument();
    await expect(canvas.getByTestId('result-value')).toHaveTextContent('7.4 pH');
  },
};

/** A '<' reading: the value '<0', the gauge marker pinned to the bottom and the error box. */
export const BelowRangeReading: Story = { parameters: at(37) };

/** A '>' reading pinned to the top of the gauge. */
export const AboveRangeReading: Story = { parameters: at(283) };

/** NO2 detected: '!' before the value and 'NO2 detected' in the error box. */
export const No2Reading: Story = {
  name: 'NO₂ reading',
  parameters: at(384),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('NO2 detected');
  },
};

/** A result without location: 'Not recorded'. */
export const NoLocation: Story = { parameters: at(27) };

/** Waiting for the result (the spinner appears after 350 ms). */
export const Loading: Story = { parameters: { msw: { handlers: loadingHandlers('getResult') } } };

/** Loading fails: the error state with Retry (and the central error message). */
export const LoadError: Story = { beforeEach: () => scenarios.failing('getResult') };

/** The restricted user kind: no share panel and no delete icon. */
export const RestrictedUser: Story = {
  tags: ['restricted'],
  parameters: { ...at(644), session: 'restricted@example.com' },
};

/** An administrator opens user@example.com's result: no share panel. */
export const Admin: Story = {
  tags: ['admin'],
  parameters: { session: 'admin@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Aquarium – pH' });
    await expect(canvas.queryByRole('button', { name: /Snapshot/ })).toBeNull();
  },
};

/** The edit dialog, opened. */
export const EditDialog: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit result' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Edit Result')).toBeInTheDocument();
  },
};

/** The edit dialog with every rule failing. */
export const EditDialogValidation: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit result' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.clear(await body.findByLabelText('Name'));
    await userEvent.type(body.getByLabelText('Comment'), 'ab');
    await userEvent.clear(body.getByLabelText('Test Strip Lot No.'));
    await userEvent.type(body.getByLabelText('Test Strip Lot No.'), 'HC1');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('This value should not be blank.')).toBeInTheDocument();
  },
};

/** The delete dialog, opened. */
export const DeleteDialog: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete result' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Delete Result')).toBeInTheDocument();
  },
};

/** A 10,000-character name, comment and phone name: cut with an ellipsis, the page keeps its width. */
export const LongValues: Story = {
  parameters: { scenario: 'longText' },
  play: fitsTheWindowOnce(/^Result-x{20}/),
};

/** On a phone: the reading above the details, the image and the actions. */
export const Phone: Story = {
  ...Loaded,
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone('Sample Image'),
};
