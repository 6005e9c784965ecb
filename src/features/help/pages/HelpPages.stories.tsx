import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { expectShownDialog, expectShownText } from '@tests/stories/shown';
import { FaqEditPage } from './FaqEditPage';
import { HelpPage } from './HelpPage';
import { HowToEditPage } from './HowToEditPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

/**
 * The help editors, as admin@example.com. Seeded FAQ: General (visible, with questions), Beta
 * features (hidden), Accounts (visible); how-to: five items, the last one hidden.
 */
const meta = {
  title: 'Admin/Help',
  tags: ['screen', 'admin', 'autodocs'],
  component: HelpPage,
  parameters: { session: 'admin@example.com', router: { url: '/admin/help' } },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
const faq = { render: () => <FaqEditPage />, parameters: { router: { url: '/admin/faqedit' } } };
const howTo = {
  render: () => <HowToEditPage />,
  parameters: { router: { url: '/admin/howtoedit' } },
};

export const Help: Story = {
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'General');
  },
};
export const Faq: Story = {
  name: 'FAQ',
  ...faq,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('General'));
    await expectShownText(canvasElement, 'What does the app measure?');
  },
};
/** A category without questions, opened. */
export const FaqEmptyCategory: Story = {
  name: 'FAQ empty category',
  ...faq,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('Accounts'));
    await expectShownText(canvasElement, 'There are no questions in this category yet.');
  },
};
export const FaqEmpty: Story = {
  name: 'FAQ empty',
  ...faq,
  beforeEach: () => {
    db().faqCategories = [];
    db().faqItems = [];
  },
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'There are no FAQ categories yet.');
  },
};
export const FaqLoading: Story = {
  name: 'FAQ loading',
  ...faq,
  parameters: { ...faq.parameters, msw: { handlers: loadingHandlers('listFaqCategories') } },
};
export const FaqError: Story = {
  name: 'FAQ error',
  ...faq,
  parameters: { ...faq.parameters, msw: { handlers: errorHandlers(500, 'listFaqCategories') } },
};
/** The category dialog after its name was typed and removed. */
export const CategoryDialogInvalid: Story = {
  tags: ['dialog'],
  ...faq,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Add category/ }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add category' });
    const name = within(dialog).getByLabelText('Category');
    await userEvent.type(name, 'x');
    await userEvent.clear(name);
    await expectShownText(dialog, 'Category is required');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
/** The question dialog when no category exists yet. */
export const QuestionDialogNoCategory: Story = {
  tags: ['dialog'],
  ...faq,
  beforeEach: () => {
    db().faqCategories = [];
    db().faqItems = [];
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Add question/ }),
    );
    await expectShownText(
      canvasElement.ownerDocument.body,
      'Category is required. Please create a category first',
    );
  },
};
export const HowTo: Story = {
  ...howTo,
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'Prepare your sample');
  },
};
export const HowToEmpty: Story = {
  ...howTo,
  beforeEach: () => {
    db().howToItems = [];
  },
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'There are no how-to items yet.');
  },
};
export const HowToLoading: Story = {
  ...howTo,
  parameters: { ...howTo.parameters, msw: { handlers: loadingHandlers('listHowToItems') } },
};
export const HowToError: Story = {
  ...howTo,
  parameters: { ...howTo.parameters, msw: { handlers: errorHandlers(500, 'listHowToItems') } },
};
/** 'Add Items': Save waits for a title and a description. */
export const HowToDialog: Story = {
  tags: ['dialog'],
  ...howTo,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Add Items/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add Items' });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
/** 'Add question' with categories to choose from: Save waits for all three fields. */
export const QuestionDialog: Story = {
  tags: ['dialog'],
  ...faq,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('General');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Add question/ }));
    const dialog = await expectShownDialog(canvasElement, 'Add question');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(within(dialog).getByRole('textbox', { name: 'Answer' })).toBeVisible();
  },
};
/** Editing a how-to item: its title and description in the dialog. */
export const HowToEditDialog: Story = {
  tags: ['dialog'],
  ...howTo,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Edit Prepare your sample' }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit item' });
    await expect(within(dialog).getByLabelText('Title')).toHaveValue('Prepare your sample');
  },
};
/** Editing an item with a picture ('Dip and wait'): the picture shown, to replace or remove. */
export const HowToEditDialogWithPicture: Story = {
  tags: ['dialog'],
  ...howTo,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Edit Dip and wait' }),
    );
    const dialog = await expectShownDialog(canvasElement, 'Edit item');
    await expect(within(dialog).getByAltText('Picture of the item')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /Replace picture/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /Remove picture/ })).toBeVisible();
  },
};
/** The question before a how-to item is deleted. */
export const HowToDeleteDialog: Story = {
  tags: ['dialog'],
  ...howTo,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Delete Prepare your sample' }),
    );
    await expectShownText(canvasElement.ownerDocument.body, /This cannot be undone/);
  },
};

/** The help section's start on a phone. */
export const HelpPhone: Story = {
  ...Help,
  name: 'Help on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
/** The FAQ editor on a phone. */
export const FaqPhone: Story = {
  ...Faq,
  name: 'FAQ on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
/** The how-to editor on a phone. */
export const HowToPhone: Story = {
  ...HowTo,
  name: 'How-to on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
