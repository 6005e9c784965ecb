import { screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { db } from '@mocks/db/store';
import { call } from '@tests/utils/apiClient';
import { findDialog, findTitle, openDetail } from '../testing/detailTestUtils';

const TOO_SHORT = 'This value is too short. It should have 3 characters or more.';
const LOT = 'Please make sure that your entered lot number has the format AB123456 or 1234567890';

async function openEdit() {
  const rendered = await openDetail('/results/1');
  await findTitle('Aquarium – pH');
  await rendered.user.click(screen.getByRole('button', { name: 'Edit result' }));
  const dialog = await findDialog('Edit Result');
  return { ...rendered, dialog };
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

describe('ResultDetailPage actions', () => {
  it('saves an edited name, comment and lot number', async () => {
    const { user, dialog } = await openEdit();
    const fill = async (label: string, text: string) => {
      const input = within(dialog).getByLabelText(label);
      await user.clear(input);
      await user.click(input);
      await user.paste(text);
    };
    await fill('Name', 'Garden pond');
    await fill('Comment', 'After the rain');
    await fill('Test Strip Lot No.', '1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Result was successfully updated.')).toBeInTheDocument();
    await findTitle('Garden pond');
    const saved = await call('GET', '/results/1');
    expect(saved.body).toMatchObject({
      measurementName: 'Garden pond',
      comment: 'After the rain',
      testStripLotNumber: '1234567890',
    });
  });

  it('asks before closing with changes not saved; unchanged it closes at once', async () => {
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));

    await user.click(screen.getByRole('button', { name: 'Edit result' }));
    const again = await findDialog('Edit Result');
    await user.type(within(again).getByLabelText('Comment'), 'Cloudy');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    const question = await findDialog('Unsaved changes');
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(within(again).getByLabelText('Comment')).toHaveValue('Cloudy');
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    await user.click(
      within(await findDialog('Unsaved changes')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    expect((await call('GET', '/results/1')).body.comment).not.toBe('Cloudy');
  });

  it('shows the rules of each field and sends nothing while they fail', async () => {
    const { user, dialog } = await openEdit();
    const before = db().results.find((r) => r.id === 1)!.updatedAt;
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This value should not be blank.')).toBeVisible();

    await user.type(name, 'ab');
    await user.type(within(dialog).getByLabelText('Comment'), 'ok');
    const lot = within(dialog).getByLabelText('Test Strip Lot No.');
    await user.clear(lot);
    await user.type(lot, 'HC12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText(TOO_SHORT)).toHaveLength(2));
    expect(await within(dialog).findByText(LOT)).toBeVisible();
    expect(db().results.find((r) => r.id === 1)!.updatedAt).toBe(before);
  });

  it('allows clearing the lot number (sent as null)', async () => {
    const { user, dialog } = await openEdit();
    await user.clear(within(dialog).getByLabelText('Test Strip Lot No.'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Result was successfully updated.');
    expect((await call('GET', '/results/1')).body.testStripLotNumber).toBeNull();
  });

  it('shows the stale-update message when the result changed in the meantime', async () => {
    const { user, dialog } = await openEdit();
    db().results.find((r) => r.id === 1)!.updatedAt += 60;
    await user.type(within(dialog).getByLabelText('Comment'), 'Too late');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The result was changed in the meantime. Please reload.'),
    ).toBeVisible();
    expect((await call('GET', '/results/1')).body.comment).toBeNull();
  });

  it('deletes the result and goes back with a success message', async () => {
    const { user, router } = await openDetail('/results/1');
    await findTitle('Aquarium – pH');
    await user.click(screen.getByRole('button', { name: 'Delete result' }));
    const dialog = await findDialog('Delete Result');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Successfully deleted Result.')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Results list' });
    expect(router.state.location.pathname).toBe('/results');
    expect((await call('GET', '/results/1')).status).toBe(404);
  });

  it('cancelling the delete dialog keeps the result', async () => {
    const { user } = await openDetail('/results/1');
    await findTitle('Aquarium – pH');
    await user.click(screen.getByRole('button', { name: 'Delete result' }));
    const dialog = await findDialog('Delete Result');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await call('GET', '/results/1')).status).toBe(200);
  });

  it('downloads the sample image as <name>.png', async () => {
    const { user } = await openDetail('/results/1');
    await findTitle('Aquarium – pH');
    await user.click(screen.getByRole('button', { name: /Image/ }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toBe('Aquarium – pH.png');
    expect(blob.type).toBe('image/png');
    expect([...(await bytesOf(blob)).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it.each([
    ['Excel', 'xlsx', 'PK'],
    ['ZIP', 'zip', 'PK'],
    ['CSV', 'csv', 'Name'],
  ])('downloads the %s export with the server file name', async (label, ext, start) => {
    const { user } = await openDetail('/results/1');
    await findTitle('Aquarium – pH');
    await user.click(screen.getByRole('button', { name: new RegExp(label) }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveAs).mock.calls[0] as [Blob, string];
    expect(name).toMatch(new RegExp(`^result_1_\\d{4}-\\d{2}-\\d{2}\\.${ext}$`));
    const head = new TextDecoder().decode((await bytesOf(blob)).slice(0, 16));
    expect(head.startsWith(start)).toBe(true);
  });
});
