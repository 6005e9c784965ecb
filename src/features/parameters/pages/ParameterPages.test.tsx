/**
 * Manage Parameters and the parameter form through the app's route table and the real mock
 * handlers, as admin@example.com: the cards and the visibility switch; a new parameter's
 * submit checks, its save as draft and the move to its edit page; releasing a draft (the
 * checkboxes and files it needs); a released parameter's Deactivate (disabled while the form
 * has unsaved changes, confirmed, stored as Inactive); an inactive parameter's locks and
 * 'Activate as draft'; a draft released before, whose name and Cat. No. stay locked; the
 * server's 422 when someone else changed the status meanwhile; the file checks of images and
 * the package file.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { encodePng } from '@mocks/lib/pngEncoder';
import { failFileReads } from '@tests/utils/fileReads';
import { renderWithProviders, signIn } from '@tests/utils/render';

const open = async (url: string) => {
  await signIn('admin@example.com');
  return renderWithProviders(null, { url });
};
const parameter = (id: number) => db().parameters.find((p) => p.id === id)!;
const statusTag = () => screen.findByTestId('parameter-status');
const button = (name: string) => screen.getByRole('button', { name });
const dialog = (name: string) => screen.findByRole('dialog', { name });

/** A real PNG of the given size (the browser decodes it through createImageBitmap, stubbed). */
const png = (width: number, height: number, name = 'screen.png') =>
  new File([encodePng(width, height, new Uint8Array(width * height * 3)) as BlobPart], name, {
    type: 'image/png',
  });

describe('Manage Parameters', () => {
  it('shows every parameter as a card with its status; the switch stores the visibility', async () => {
    const { user } = await open('/admin/manageParameters');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Parameters' }),
    ).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Parameters' });
    // the cards are the list's own items (each card's actions are a nested list)
    const cards = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((el) => el.parentElement === list);
    await waitFor(() => expect(cards()).toHaveLength(6));
    const hardness = cards().find((card) =>
      within(card).queryByRole('switch', { name: 'Visible: Total hardness' }),
    )!;
    expect(within(hardness).getByText('Draft')).toBeVisible();
    expect(within(list).getAllByText('Released')).toHaveLength(3);
    expect(within(list).getByText('Inactive')).toBeVisible();

    const toggle = within(hardness).getByRole('switch', { name: 'Visible: Total hardness' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(parameter(6).visible).toBe(true));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(parameter(6).status).toBe(1);
  });

  it('Create new Parameter and Edit open the form', async () => {
    const { user, router } = await open('/admin/manageParameters');
    await user.click(await screen.findByRole('button', { name: 'Edit Nitrate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/editParameter/2'));
    expect(await statusTag()).toHaveTextContent('Released');
    await user.click(button('Back to Manage Parameters'));
    await user.click(await screen.findByRole('button', { name: /Create new Parameter/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/addParameter'));
    expect(await statusTag()).toHaveTextContent('New');
  });
});

describe('a new parameter', () => {
  it('checks on submit only, focuses the first failing field, then saves a draft and continues on its edit page', async () => {
    const { user, router } = await open('/admin/addParameter');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create new parameter' }),
    ).toBeVisible();
    expect(
      screen.getByText('Fields marked with * are mandatory to release the parameter.'),
    ).toBeVisible();
    // Release needs a saved draft first
    expect(button('Release parameter')).toBeDisabled();

    const name = screen.getByLabelText('Parameter name');
    await user.type(name, 'x');
    await user.clear(name);
    // nothing is checked while typing
    expect(screen.queryByText('Parameter name is required')).toBeNull();

    await user.click(button('Save as draft'));
    expect(await screen.findByText('Parameter name is required')).toBeVisible();
    expect(screen.getByText('Countdown time is required')).toBeVisible();
    expect(screen.getByText('Package counter strips in box is required')).toBeVisible();
    // a draft needs no release fields
    expect(screen.queryByText('Range is required')).toBeNull();
    expect(screen.queryByText('You must accept HowTo Checkbox')).toBeNull();
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'Chloride');
    await user.type(screen.getByLabelText('Countdown time'), '-5');
    await user.type(screen.getByLabelText('Package counter strips in box'), '50');
    await user.click(button('Save as draft'));
    expect(await screen.findByText('Value must be positive')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Countdown time')).toHaveFocus());
    expect(db().parameters).toHaveLength(6);

    await user.clear(screen.getByLabelText('Countdown time'));
    await user.type(screen.getByLabelText('Countdown time'), '45');
    await user.click(button('Save as draft'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/editParameter/7'));
    expect(await screen.findByText('The parameter was saved as draft.')).toBeVisible();
    const created = parameter(7);
    expect(created).toMatchObject({
      name: 'Chloride',
      status: 1,
      isReleased: false,
      countdownTimer: 45,
      packageCounterStripInBox: 50,
      visible: true,
    });
    await waitFor(async () => expect(await statusTag()).toHaveTextContent('Draft'));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit parameter' })).toBeVisible();
    // the strip count is fixed once saved
    expect(screen.getByLabelText('Package counter strips in box')).toBeDisabled();
    expect(button('Release parameter')).toBeEnabled();
  });
});

describe('leaving the form', () => {
  it('asks before a half-written parameter is left; without changes Cancel leaves at once', async () => {
    const { user, router } = await open('/admin/addParameter');
    await user.type(await screen.findByLabelText('Parameter name'), 'Chlor');
    // closing or reloading the tab: the browser asks (the page cancelled its beforeunload)
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(false);
    await user.click(button('Cancel'));
    const question = await dialog('Unsaved changes');
    expect(within(question).getByText(/Leave without saving them\?/)).toBeVisible();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/admin/addParameter');
    expect(screen.getByLabelText('Parameter name')).toHaveValue('Chlor');

    await user.click(button('Back to Manage Parameters'));
    await user.click(
      within(await dialog('Unsaved changes')).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manageParameters'));
    expect(db().parameters).toHaveLength(6);

    await user.click(await screen.findByRole('button', { name: 'Edit Nitrate' }));
    expect(await statusTag()).toHaveTextContent('Released');
    await user.click(button('Cancel'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/manageParameters'));
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });
});

describe('releasing a draft', () => {
  it('needs the files and the three checkboxes; once confirmed it is Released and its name locks', async () => {
    const { user } = await open('/admin/editParameter/6');
    expect(await statusTag()).toHaveTextContent('Draft');
    await user.click(button('Release parameter'));
    expect(await screen.findByText('Package file is required')).toBeVisible();
    expect(screen.getByText('Pre-count-down image is required')).toBeVisible();
    expect(screen.getByText('You must accept HowTo Checkbox')).toBeVisible();
    expect(screen.getByText('You must accept the FAQ Checkbox')).toBeVisible();
    expect(screen.getByText('You must accept Notification Checkbox')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    const restore = globalThis.createImageBitmap;
    globalThis.createImageBitmap = (async () => ({
      width: 620,
      height: 372,
      close: () => {},
    })) as unknown as typeof createImageBitmap;
    try {
      await user.upload(
        screen.getByTestId('parameter_packageFile-input'),
        new File(['StripScan package\ncat=1.10046.0001\n'], 'hardness.pkg'),
      );
      await user.upload(
        screen.getByTestId('parameter_preCountDownImage-input'),
        png(620, 372, 'hardness-pre.png'),
      );
      expect(await screen.findByAltText('Pre-count-down image preview')).toBeVisible();
    } finally {
      globalThis.createImageBitmap = restore;
    }
    expect(screen.getByText('hardness.pkg')).toBeVisible();
    for (const box of [
      'I have updated the How-to',
      'I have updated the FAQ',
      'I have updated the Notification',
    ])
      await user.click(screen.getByRole('checkbox', { name: box }));

    await user.click(button('Release parameter'));
    const confirm = await dialog('Release parameter');
    expect(within(confirm).getByText(/Please check all fields/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Release parameter' }));
    await waitFor(() => expect(parameter(6).status).toBe(2));
    expect(parameter(6)).toMatchObject({
      isReleased: true,
      packageFileTextName: 'hardness.pkg',
      preCountDownTextName: 'hardness-pre.png',
    });
    expect(parameter(6).packageFile).toBe(
      btoa('StripScan package\ncat=1.10046.0001\n'), // base64 without a data-URL prefix
    );
    expect(await screen.findByText('The parameter was released.')).toBeVisible();
    await waitFor(async () => expect(await statusTag()).toHaveTextContent('Released'));
    expect(screen.getByLabelText('Parameter name')).toBeDisabled();
    expect(screen.getByLabelText('Cat. No.')).toBeDisabled();
    expect(screen.getByLabelText('Range')).toBeDisabled();
  });
});

describe('a released parameter', () => {
  it('Deactivate is disabled while the form has unsaved changes', async () => {
    const { user } = await open('/admin/editParameter/1');
    expect(await statusTag()).toHaveTextContent('Released');
    expect(button('Deactivate parameter')).toBeEnabled();
    const displayed = screen.getByLabelText('Name as displayed in app');
    await user.type(displayed, ' value');
    expect(button('Deactivate parameter')).toBeDisabled();
    await user.clear(displayed);
    await user.type(displayed, 'pH');
    await waitFor(() => expect(button('Deactivate parameter')).toBeEnabled());
  });

  it('Update and release asks for the three confirmations, stores the change after its confirmation, then asks for them again', async () => {
    const { user } = await open('/admin/editParameter/2');
    expect(await statusTag()).toHaveTextContent('Released');
    const boxes = [
      'I have updated the How-to',
      'I have updated the FAQ',
      'I have updated the Notification',
    ].map((name) => screen.getByRole('checkbox', { name }));
    for (const box of boxes) expect(box).not.toBeChecked();
    const info = screen.getByLabelText('Additional information');
    await user.clear(info);
    await user.type(info, 'Read after 60 seconds in daylight.');
    await user.click(button('Update and release parameter'));
    expect(await screen.findByText('You must accept HowTo Checkbox')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const box of boxes) await user.click(box);
    await user.click(button('Update and release parameter'));
    const confirm = await dialog('Update and release parameter');
    expect(within(confirm).getByText(/apply to new measurements only/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(parameter(2).additionalInfo).not.toBe('Read after 60 seconds in daylight.');
    await user.click(button('Update and release parameter'));
    await user.click(
      within(await dialog('Update and release parameter')).getByRole('button', {
        name: 'Update and release parameter',
      }),
    );
    await waitFor(() =>
      expect(parameter(2).additionalInfo).toBe('Read after 60 seconds in daylight.'),
    );
    expect(parameter(2).status).toBe(2);

    // the release used its confirmations up: the form shows them unchecked, the next asks again
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'I have updated the FAQ' })).not.toBeChecked(),
    );
    expect(screen.getByRole('checkbox', { name: 'I have updated the How-to' })).not.toBeChecked();
    await user.type(screen.getByLabelText('Additional information'), ' Keep dry.');
    await user.click(button('Update and release parameter'));
    expect(await screen.findByText('You must accept HowTo Checkbox')).toBeVisible();
    expect(screen.getByText('You must accept the FAQ Checkbox')).toBeVisible();
    expect(screen.getByText('You must accept Notification Checkbox')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deactivates after its confirmation; the inactive form locks its fields and offers Activate as draft', async () => {
    const { user } = await open('/admin/editParameter/3');
    expect(await statusTag()).toHaveTextContent('Released');
    await user.click(button('Deactivate parameter'));
    const confirm = await dialog('Deactivate parameter');
    expect(within(confirm).getByText(/no longer be available for measurements/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate parameter' }));
    await waitFor(() => expect(parameter(3).status).toBe(3));
    await waitFor(async () => expect(await statusTag()).toHaveTextContent('Inactive'));
    for (const label of [
      'Parameter name',
      'Name as displayed in app',
      'Cat. No.',
      'Range',
      'Unit',
      'Additional information',
    ])
      expect(screen.getByLabelText(label)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'I have updated the FAQ' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Release parameter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate parameter' })).toBeNull();
  });
});

describe('an inactive parameter', () => {
  it('shows a read-only form: its one action, Activate as draft, moves the status alone', async () => {
    await open('/admin/editParameter/5');
    expect(await statusTag()).toHaveTextContent('Inactive');
    for (const label of [
      'Parameter name',
      'Name as displayed in app',
      'Countdown time',
      'Out-of-range entry min',
      'Out-of-range entry max',
      'Error message',
      'Package counter strips in box',
      'URL to shop button',
      'Additional information',
    ])
      expect(screen.getByLabelText(label), label).toBeDisabled();
    for (const name of ['Audio signal', 'Post-count-down screen'])
      expect(screen.getByRole('switch', { name })).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox', { name: /^I have updated/ }))
      expect(box).toBeDisabled();
    // the files can be looked at, not replaced or removed
    expect(screen.getByAltText('Pre-count-down image preview')).toBeVisible();
    for (const file of ['Package file', 'Pre-count-down image', 'Post-count-down image'])
      expect(button(`Replace ${file}`)).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Citation' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    expect(button('Activate as draft')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();
  });

  it('moves to draft after the question; name, Cat. No., range, unit and citation stay locked as it was released', async () => {
    const { user } = await open('/admin/editParameter/5');
    expect(await statusTag()).toHaveTextContent('Inactive');
    expect(screen.getByLabelText('URL to shop button')).toBeDisabled();
    await user.click(button('Activate as draft'));
    const confirm = await dialog('Activate as draft');
    expect(
      within(confirm).getByText('Are you sure you want to move this parameter to DRAFT status ?'),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Activate as draft' }));
    await waitFor(() => expect(parameter(5).status).toBe(1));
    await waitFor(async () => expect(await statusTag()).toHaveTextContent('Draft'));
    expect(screen.getByLabelText('Parameter name')).toBeDisabled();
    expect(screen.getByLabelText('Cat. No.')).toBeDisabled();
    expect(screen.getByLabelText('Name as displayed in app')).toBeEnabled();
    // a draft again: what an inactive parameter kept read-only can be edited
    expect(screen.getByLabelText('URL to shop button')).toBeEnabled();
    expect(screen.getByLabelText('Out-of-range entry min')).toBeEnabled();
    expect(button('Replace Pre-count-down image')).toBeEnabled();
    expect(screen.getByLabelText('Range')).toBeDisabled();
    expect(screen.getByLabelText('Unit')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Citation' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
  });
});

describe('a draft released before', () => {
  it('keeps its name, Cat. No., range, unit and citation locked; the rest stays editable', async () => {
    await open('/admin/editParameter/4');
    expect(await statusTag()).toHaveTextContent('Draft');
    expect(screen.getByLabelText('Parameter name')).toHaveValue('Ammonium');
    for (const label of ['Parameter name', 'Cat. No.', 'Range', 'Unit'])
      expect(screen.getByLabelText(label), label).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Citation' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    expect(screen.getByLabelText('Name as displayed in app')).toBeEnabled();
    expect(button('Save as draft')).toBeEnabled();
  });
});

describe("the server's rules", () => {
  it('a draft released meanwhile by someone else refuses the renamed draft with 422 on the field', async () => {
    const { user } = await open('/admin/editParameter/6');
    expect(await statusTag()).toHaveTextContent('Draft');
    const before = parameter(6).name;
    // another admin releases it while this form is open
    Object.assign(parameter(6), { status: 2, isReleased: true });
    const name = screen.getByLabelText('Parameter name');
    await user.clear(name);
    await user.type(name, 'Hardness GH');
    await user.click(button('Save as draft'));
    const error = await screen.findByText('Parameter name can no longer be changed.');
    expect(error).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
    expect(parameter(6).name).toBe(before);
    expect(name).toHaveValue('Hardness GH'); // the admin's input is kept
  });
});

describe('the files', () => {
  it('refuse what the product cannot use, with the messages of the form, and keep the previous file', async () => {
    const { user } = await open('/admin/editParameter/6');
    expect(await statusTag()).toHaveTextContent('Draft');
    const gif = new File(
      [new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0])],
      'renamed.png',
      { type: 'image/png' },
    );
    // a file that cannot be read is an info notification, not a message under the field
    const unreadable = () =>
      screen
        .queryAllByText('There was a problem reading the selected file.')
        .map((text) => (text.closest('.ant-notification-notice-info') ? 'notice' : 'field'));
    await user.upload(screen.getByTestId('parameter_preCountDownImage-input'), gif);
    await waitFor(() => expect(unreadable()).toEqual(['notice']));
    expect(screen.queryByAltText('Pre-count-down image preview')).toBeNull();

    await user.upload(screen.getByTestId('parameter_packageFile-input'), png(4, 4, 'pack.png'));
    await waitFor(() => expect(unreadable()).toEqual(['notice', 'notice']));
    await user.upload(
      screen.getByTestId('parameter_packageFile-input'),
      new File([new Uint8Array(204801).fill(65)], 'big.pkg'),
    );
    expect(await screen.findByText('The Package file must not be larger than 200kb')).toBeVisible();
    await user.upload(
      screen.getByTestId('parameter_packageFile-input'),
      new File([new Uint8Array(204800).fill(65)], 'limit.pkg'),
    );
    expect(await screen.findByText('limit.pkg')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText('The Package file must not be larger than 200kb')).toBeNull(),
    );
  });

  it("says 'Error reading file' in an info notification for a file the browser cannot read", async () => {
    const { user } = await open('/admin/editParameter/6');
    expect(await statusTag()).toHaveTextContent('Draft');
    const restore = failFileReads();
    try {
      await user.upload(screen.getByTestId('parameter_preCountDownImage-input'), png(4, 4));
      const notice = await screen.findByText('Error reading file');
      expect(notice.closest('.ant-notification-notice-info')).not.toBeNull();
      await user.upload(
        screen.getByTestId('parameter_packageFile-input'),
        new File(['x'], 'a.pkg'),
      );
      await waitFor(() => expect(screen.getAllByText('Error reading file')).toHaveLength(2));
    } finally {
      restore();
    }
    expect(screen.queryByText('There was a problem reading the selected file.')).toBeNull();
    expect(screen.queryByAltText('Pre-count-down image preview')).toBeNull();
    expect(screen.queryByText('a.pkg')).toBeNull();
  });

  it('shows the hint and the sample image', async () => {
    const { user } = await open('/admin/editParameter/1');
    expect(await statusTag()).toHaveTextContent('Released');
    expect(
      screen.getAllByText(/Not larger than 1488px \* 2480px or 2MB, PNG\/JPG only\./)[0],
    ).toBeVisible();
    expect(screen.getByAltText('Pre-count-down image preview')).toBeVisible();
    await user.click(screen.getByText('View sample image'));
    const sample = await dialog('Sample pre-count-down image');
    expect(within(sample).getByAltText(/^Sample pre-count-down screen/)).toHaveAttribute(
      'src',
      '/samples/pre-count-down-sample.svg',
    );
  });
});
