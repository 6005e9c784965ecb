import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { expectOnOneLine, expectScriptsRaisedAndDropped } from '@tests/stories/layoutChecks';
import { expectShownDialog, expectShownText } from '@tests/stories/shown';
import { routePatterns } from '@/shared/config/paths';
import { ManageParametersPage } from './ManageParametersPage';
import { ParameterFormPage } from './ParameterFormPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

/**
 * Manage Parameters and the parameter form, as admin@example.com. The seeded parameters: pH (1),
 * Nitrate (2) and Nitrite (3) released, Ammonium (4) a draft that was released before,
 * Phosphate (5) inactive, Total hardness (6) a draft never released.
 */
const meta = {
  title: 'Admin/Parameters',
  tags: ['screen', 'admin', 'autodocs'],
  component: ManageParametersPage,
  parameters: { session: 'admin@example.com', router: { url: '/admin/manageParameters' } },
} satisfies Meta<typeof ManageParametersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const edit = (id: number) => ({
  session: 'admin@example.com',
  router: { url: `/admin/editParameter/${id}`, path: routePatterns.adminEditParameter },
});
const form = { render: () => <ParameterFormPage /> };
const statusShown = async (el: HTMLElement, status: string) =>
  expect(await within(el).findByTestId('parameter-status')).toHaveTextContent(status);

/** Citations drawn as in the results list (NO₃⁻); each card's two actions on one line. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('switch', { name: 'Visible: Total hardness' }),
    ).not.toBeChecked();
    await expectScriptsRaisedAndDropped(canvas.getByRole('main'));
    const edit = canvas.getByRole('button', { name: 'Edit Nitrate' });
    await expectOnOneLine(canvas.getByRole('switch', { name: 'Visible: Nitrate' }), edit);
  },
};
export const ListLoading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listParameters') } },
};
/** A new installation: no parameter yet (and so no results). */
export const ListEmpty: Story = {
  beforeEach: () => {
    const d = db();
    d.parameters = [];
    d.results = [];
    d.analyses = [];
    d.shares = [];
  },
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'There are no parameters yet.');
  },
};
export const ListError: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listParameters') } },
};

/** A new parameter: status New, Release disabled until it is saved as a draft. */
export const FormNew: Story = {
  ...form,
  parameters: { router: { url: '/admin/addParameter' } },
  play: async ({ canvasElement }) => {
    await statusShown(canvasElement, 'New');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Release parameter' }),
    ).toBeDisabled();
  },
};
/** Submitting an empty new parameter: the messages of a draft, the focus on the name. */
export const FormNewInvalid: Story = {
  ...form,
  parameters: { router: { url: '/admin/addParameter' } },
  play: async ({ canvasElement }) => {
    await statusShown(canvasElement, 'New');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save as draft' }));
    await expectShownText(canvasElement, 'Parameter name is required');
    await expectShownText(canvasElement, 'Countdown time is required');
    await expect(within(canvasElement).getByLabelText('Parameter name')).toHaveFocus();
  },
};
/** A draft never released: everything but the strip count can change. */
export const FormDraft: Story = {
  ...form,
  parameters: edit(6),
  play: async ({ canvasElement }) => {
    await statusShown(canvasElement, 'Draft');
    await expect(within(canvasElement).getByLabelText('Range')).toBeEnabled();
  },
};
/** Releasing a draft that lacks its files and confirmations. */
export const FormDraftReleaseInvalid: Story = {
  ...form,
  parameters: edit(6),
  play: async ({ canvasElement }) => {
    await statusShown(canvasElement, 'Draft');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Release parameter' }));
    await expectShownText(canvasElement, 'Package file is required');
    await expectShownText(canvasElement, 'You must accept HowTo Checkbox');
  },
};
/** A draft that was released before: range, unit and citation stay locked. */
export const FormDraftReleasedBefore: Story = {
  ...form,
  parameters: edit(4),
  play: async ({ canvasElement }) => {
    await statusShown(canvasElement, 'Draft');
    await expect(within(canvasElement).getByLabelText('Range')).toBeDisabled();
  },
};
/** A released parameter with its files; name and Cat. No. locked. */
export const FormReleased: Story = {
  ...form,
  parameters: edit(1),
  play: async ({ canvasElement }) => {
    await statusShown(canvasElement, 'Released');
    await expect(within(canvasElement).getByLabelText('Parameter name')).toBeDisabled();
  },
};
/** The question before a released parameter is deactivated. */
export const FormReleasedDeactivate: Story = {
  tags: ['dialog'],
  ...form,
  parameters: edit(1),
  play: async ({ canvasElement }) => {
    await statusShown(canvasElement, 'Released');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Deactivate parameter' }),
    );
    await expectShownDialog(canvasElement, 'Deactivate parameter');
  },
};
/** An inactive parameter: the form read-only; 'Activate as draft' asks first. */
export const FormInactive: Story = {
  tags: ['dialog'],
  ...form,
  parameters: edit(5),
  play: async ({ canvasElement }) => {
    await statusShown(canvasElement, 'Inactive');
    await expect(within(canvasElement).getByLabelText('URL to shop button')).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Activate as draft' }));
    await expectShownText(
      canvasElement.ownerDocument.body,
      'Are you sure you want to move this parameter to DRAFT status ?',
    );
  },
};
export const FormLoading: Story = {
  ...form,
  parameters: { ...edit(1), msw: { handlers: loadingHandlers('getParameter') } },
};
export const FormError: Story = {
  ...form,
  parameters: { ...edit(1), msw: { handlers: errorHandlers(500, 'getParameter') } },
};

/** Manage Parameters on a phone. */
export const ListPhone: Story = {
  ...List,
  name: 'List on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
/** The parameter form on a phone. */
export const FormPhone: Story = {
  ...FormNew,
  name: 'Form on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
