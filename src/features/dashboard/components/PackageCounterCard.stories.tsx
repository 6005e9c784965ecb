import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { PackageCounterCard } from './PackageCounterCard';
import { inDashboardCard, NEW_ACCOUNT } from '../testing/storyDecorators';

const meta = {
  title: 'Home/Cards/Package counter card',
  component: PackageCounterCard,
  decorators: [inDashboardCard('Package Counter', 460)],
} satisfies Meta<typeof PackageCounterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** user@example.com: one pH package, 64 of 100 strips left. */
export const Loaded: Story = {};
/** No packages yet: 'No Data' and Add parameter. */
export const Empty: Story = { parameters: NEW_ACCOUNT };
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listTestStripPackages') } },
};
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listTestStripPackages') } },
};

/** Add parameter submitted with a wrong lot and no parameter: the field messages. */
export const AddWithErrors: Story = {
  tags: ['dialog'],
  parameters: NEW_ACCOUNT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Add parameter/ }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Lot number'), 'AB12');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Parameter is required')).toBeInTheDocument();
    await expect(
      dialog.getByText(
        'Please make sure that your entered lot number has the format HC123456 or 1234567890',
      ),
    ).toBeInTheDocument();
  },
};

/** Edit Package of the pH package. */
export const EditPackage: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit package pH' }));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};
