/**
 * The admin help editors through the app's route table and the real mock handlers, as
 * admin@example.com: adding a category (its message and disabled Save) and a question to it,
 * the empty category's text, hiding a category (and the public FAQ leaving it out), the
 * question dialog with no category at all or none chosen; the how-to editor's Add Items, eye
 * toggle and delete; a how-to item's picture seen, replaced and removed; both editors moving back
 * a page when their last page's only entry goes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { call } from '@tests/utils/apiClient';
import { db } from '@mocks/db/store';
import { encodePng } from '@mocks/lib/pngEncoder';
import { failFileReads } from '@tests/utils/fileReads';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { dialog, paste } from '@tests/utils/dialogs';

const open = async (url: string) => {
  await signIn('admin@example.com');
  return renderWithProviders(null, { url });
};

describe('FAQ editor', () => {
  it('adds a category and a question to it; an empty category says so', async () => {
    const { user } = await open('/admin/faqedit');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await screen.findByText('General');

    await user.click(screen.getByRole('button', { name: /Add category/ }));
    let form = await dialog('Add category');
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = within(form).getByLabelText('Category');
    await user.type(name, 'x');
    await user.clear(name);
    expect(within(form).getByText('Category is required')).toBeVisible();
    await user.type(name, 'Water quality');
    await user.click(save);
    await waitFor(() => expect(db().faqCategories.map((c) => c.name)).toContain('Water quality'));
    await user.click(await screen.findByText('Water quality'));
    expect(await screen.findByText('There are no questions in this category yet.')).toBeVisible();

    await user.click(screen.getAllByRole('button', { name: /Add question/ })[0]!);
    form = await dialog('Add question');
    await user.click(within(form).getByRole('combobox', { name: 'Category' }));
    // antd's listbox for assistive technology holds only the options around the active one
    await user.click(
      await screen.findByText('Water quality', { selector: '.ant-select-item-option-content' }),
    );
    await user.type(within(form).getByLabelText('Question'), 'How often should I test?');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await paste(within(form).getByRole('textbox', { name: 'Answer' }), 'Once a week.');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const category = db().faqCategories.find((c) => c.name === 'Water quality')!;
    await waitFor(() =>
      expect(db().faqItems.find((i) => i.question === 'How often should I test?')).toMatchObject({
        faqCategory: category.id,
        answer: '<p>Once a week.</p>',
        visible: true,
      }),
    );
  });

  it('a hidden category leaves the public FAQ', async () => {
    const { user } = await open('/admin/faqedit');
    await screen.findByText('Accounts');
    const toggle = screen.getByRole('switch', { name: 'Visible: Accounts' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(db().faqCategories.find((c) => c.id === 3)!.visible).toBe(false));
    const pub = await call('GET', '/faqs');
    expect((pub.body as { name: string }[]).map((c) => c.name)).toEqual(['General']);
  });

  it('with no category at all, the question dialog asks to create one first', async () => {
    db().faqCategories = [];
    db().faqItems = [];
    const { user } = await open('/admin/faqedit');
    expect(await screen.findByText('There are no FAQ categories yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Add question/ }));
    const form = await dialog('Add question');
    expect(
      within(form).getByText('Category is required. Please create a category first'),
    ).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("a question without a category gets the question dialog's message", async () => {
    const { user } = await open('/admin/faqedit');
    await screen.findByText('General');
    await user.click(screen.getByRole('button', { name: /Add question/ }));
    const form = await dialog('Add question');
    const category = within(form).getByRole('combobox', { name: 'Category' });
    await user.click(category);
    await user.tab();
    expect(
      await within(form).findByText('Category is required. Please create a category first'),
    ).toBeVisible();
    expect(within(form).queryByText('Category is required')).toBeNull();
  });
});

describe('FAQ pages', () => {
  it('shows 10 categories a page by default, with 20 and 30 to choose', async () => {
    const d = db();
    for (let n = 4; n <= 12; n++)
      d.faqCategories.push({ id: n, name: `Topic ${n}`, visible: true, position: n });
    const { user } = await open('/admin/faqedit');
    await screen.findByText('General');
    expect(screen.getByText('Topic 10')).toBeVisible();
    expect(screen.queryByText('Topic 11')).toBeNull();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Topic 12')).toBeVisible();
    expect(screen.queryByText('General')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /Page Size/i }));
    for (const size of ['10 / page', '20 / page', '30 / page'])
      expect(
        await screen.findByText(size, { selector: '.ant-select-item-option-content' }),
      ).toBeInTheDocument();
  });
});

describe("deleting the last page's only entry", () => {
  it('the FAQ editor shows the page before', async () => {
    const d = db();
    for (let n = 4; n <= 11; n++)
      d.faqCategories.push({ id: n, name: `Topic ${n}`, visible: true, position: n });
    const { user } = await open('/admin/faqedit');
    await screen.findByText('General');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await screen.findByText('Topic 11');
    await user.click(screen.getByRole('button', { name: 'Delete Topic 11' }));
    await user.click(
      within(await dialog('Delete category')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('General')).toBeVisible();
    expect(screen.getByText('Topic 10')).toBeVisible();
  });

  it('the how-to editor shows the page before', async () => {
    const d = db();
    for (let n = 6; n <= 11; n++)
      d.howToItems.push({
        id: n,
        title: `Tip ${n}`,
        description: `<p>Tip number ${n}.</p>`,
        image: null,
        visible: true,
        position: n,
      });
    const { user } = await open('/admin/howtoedit');
    await screen.findByText('Prepare your sample');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await screen.findByText('Tip 11');
    await user.click(screen.getByRole('button', { name: 'Delete Tip 11' }));
    await user.click(within(await dialog('Delete item')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Prepare your sample')).toBeVisible();
    expect(screen.getByText('Tip 10')).toBeVisible();
  });
});

describe('how-to editor', () => {
  it('adds an item, hides it with the eye and deletes it after the question', async () => {
    const { user } = await open('/admin/howtoedit');
    await screen.findByText('Prepare your sample');
    const before = db().howToItems.length;
    await user.click(screen.getByRole('button', { name: /Add Items/ }));
    const form = await dialog('Add Items');
    await user.type(within(form).getByLabelText('Title'), 'Store strips dry');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await paste(within(form).getByRole('textbox', { name: 'Description' }), 'Close the tube.');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(db().howToItems).toHaveLength(before + 1));
    const added = db().howToItems.find((h) => h.title === 'Store strips dry')!;
    expect(added).toMatchObject({ description: '<p>Close the tube.</p>', visible: true });

    const eye = await screen.findByRole('button', { name: 'Visible: Store strips dry' });
    expect(eye).toHaveAttribute('aria-pressed', 'true');
    await user.click(eye);
    await waitFor(() =>
      expect(db().howToItems.find((h) => h.id === added.id)!.visible).toBe(false),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Store strips dry' }));
    const confirm = await dialog('Delete item');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(db().howToItems).toHaveLength(before));
  });

  it('the help page holds both lists', async () => {
    const { user } = await open('/admin/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    expect(await screen.findByText('General')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'How-To' }));
    expect(await screen.findByText('Prepare your sample')).toBeVisible();
  });
});

describe('closing a help dialog with changes', () => {
  const leave = async (user: Awaited<ReturnType<typeof open>>['user'], answer: string) =>
    user.click(within(await dialog('Unsaved changes')).getByRole('button', { name: answer }));

  it('asks in the category, question and how-to dialogs; unchanged they close at once', async () => {
    const { user } = await open('/admin/faqedit');
    await screen.findByText('General');
    await user.click(screen.getByRole('button', { name: /Add category/ }));
    let form = await dialog('Add category');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));

    await user.click(screen.getByRole('button', { name: /Add category/ }));
    form = await dialog('Add category');
    await user.type(within(form).getByLabelText('Category'), 'Water');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await leave(user, 'Keep editing');
    expect(within(form).getByLabelText('Category')).toHaveValue('Water');
    // its close button asks too
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    await leave(user, 'Leave without saving');
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    expect(db().faqCategories.map((c) => c.name)).not.toContain('Water');

    await user.click(screen.getByText('General'));
    await user.click((await screen.findAllByRole('button', { name: /Add question/ }))[0]!);
    form = await dialog('Add question');
    await paste(within(form).getByRole('textbox', { name: 'Answer' }), 'Once a week.');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await leave(user, 'Leave without saving');
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
  });

  it('asks in the how-to dialog once the text was changed', async () => {
    const { user } = await open('/admin/howtoedit');
    await user.click(await screen.findByRole('button', { name: 'Edit Dip and wait' }));
    let form = await dialog('Edit item');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));

    await user.click(screen.getByRole('button', { name: 'Edit Dip and wait' }));
    form = await dialog('Edit item');
    await user.type(within(form).getByLabelText('Title'), ' now');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await leave(user, 'Leave without saving');
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    expect(db().howToItems.find((h) => h.title === 'Dip and wait now')).toBeUndefined();
  });
});

describe("a how-to item's picture", () => {
  const png = encodePng(4, 2, new Uint8Array(4 * 2 * 3).fill(90));
  const pngFile = () => new File([png as BlobPart], 'strip.png', { type: 'image/png' });
  const asDataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...png))}`;
  const dipAndWait = () => db().howToItems.find((h) => h.title === 'Dip and wait')!;
  /** jsdom decodes no picture: the browser's decoder gives the file's size (small: kept as is) */
  const decoder = globalThis.createImageBitmap;
  beforeEach(() => {
    globalThis.createImageBitmap = (async () => ({
      width: 4,
      height: 2,
      close: () => {},
    })) as unknown as typeof createImageBitmap;
  });
  afterEach(() => {
    globalThis.createImageBitmap = decoder;
  });

  const editDipAndWait = async () => {
    const { user } = await open('/admin/howtoedit');
    await user.click(await screen.findByRole('button', { name: 'Edit Dip and wait' }));
    return { user, form: await dialog('Edit item') };
  };

  it('shows the stored picture in the list and the dialog; Remove picture saves the item without it', async () => {
    const stored = dipAndWait().image!;
    expect(stored).toMatch(/^data:image\/png;base64,/);
    const { user, form } = await editDipAndWait();
    const card = screen.getByRole('listitem', { name: /Dip and wait/ });
    expect(within(card).getByAltText('Picture of Dip and wait')).toHaveAttribute('src', stored);
    expect(within(form).getByAltText('Picture of the item')).toHaveAttribute('src', stored);
    await user.click(within(form).getByRole('button', { name: /Remove picture/ }));
    expect(within(form).queryByAltText('Picture of the item')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dipAndWait().image).toBeNull());
    expect(dipAndWait().description).toContain('Immerse a pH strip'); // the rest is kept
    await waitFor(() => expect(within(card).queryByAltText('Picture of Dip and wait')).toBeNull());
  });

  it('replaces the picture with one chosen on the computer', async () => {
    const { user, form } = await editDipAndWait();
    await user.click(within(form).getByRole('button', { name: /Replace picture/ }));
    await user.upload(screen.getByTestId('howto-picture-input'), pngFile());
    await waitFor(() =>
      expect(within(form).getByAltText('Picture of the item')).toHaveAttribute('src', asDataUrl),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dipAndWait().image).toBe(asDataUrl));
  });

  it('gives a new item a picture; a file that cannot be read changes nothing', async () => {
    const { user } = await open('/admin/howtoedit');
    await screen.findByText('Prepare your sample');
    await user.click(screen.getByRole('button', { name: /Add Items/ }));
    const form = await dialog('Add Items');
    expect(within(form).queryByAltText('Picture of the item')).toBeNull();
    const input = screen.getByTestId('howto-picture-input');
    const restore = failFileReads();
    try {
      await user.upload(input, pngFile());
      expect(await screen.findByText('Error reading file')).toBeVisible();
    } finally {
      restore();
    }
    expect(within(form).queryByAltText('Picture of the item')).toBeNull();
    await user.upload(input, pngFile());
    expect(await within(form).findByAltText('Picture of the item')).toBeVisible();
    await user.type(within(form).getByLabelText('Title'), 'Read the card');
    await paste(within(form).getByRole('textbox', { name: 'Description' }), 'Hold it flat.');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(db().howToItems.find((h) => h.title === 'Read the card')?.image).toBe(asDataUrl),
    );
  });
});
