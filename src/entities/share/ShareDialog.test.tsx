/**
 * The share dialogs through the real mock handlers: recipient rows, 'Invalid e-mail' and
 * 'Duplicate e-mail', Share disabled while any error exists, empty rows dropped, the link step
 * with copy to clipboard, invitations in the mock's outbox, and a fresh dialog after closing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { SharePanel } from './SharePanel';

const MY_RESULT = () => db().results.find((r) => r.userId === 1 && r.deletedAt === null)!;

async function openShare(button: RegExp) {
  await signIn('user@example.com');
  const result = MY_RESULT();
  const rendered = await renderWithProviders(
    <SharePanel resource="result" resourceId={result.id} />,
  );
  await rendered.user.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog, result };
}

const recipient = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('textbox', { name: `Recipient ${n}` });
const shareButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Share' });

describe('Share Snapshot dialog', () => {
  it('flags invalid and duplicate addresses per row and disables Share meanwhile', async () => {
    const { user, dialog } = await openShare(/Snapshot/);
    expect(within(dialog).getByText('Share Snapshot')).toBeVisible();
    await user.type(recipient(dialog, 1), 'ann@example');
    // while the field still has the focus: what disables Share is said at once
    expect(recipient(dialog, 1)).toHaveFocus();
    expect(shareButton(dialog)).toBeDisabled();
    expect(within(dialog).getByText('Invalid e-mail')).toBeVisible();
    await user.tab();
    expect(within(dialog).getByText('Invalid e-mail')).toBeVisible();

    await user.type(recipient(dialog, 1), '.com');
    await user.click(within(dialog).getByRole('button', { name: /Add recipient/ }));
    await user.type(recipient(dialog, 2), 'ANN@example.com');
    await user.tab();
    expect(await within(dialog).findByText('Duplicate e-mail')).toBeVisible();
    expect(within(dialog).queryByText('Invalid e-mail')).toBeNull();
    expect(shareButton(dialog)).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Remove recipient 2' }));
    expect(within(dialog).queryByText('Duplicate e-mail')).toBeNull();
    expect(shareButton(dialog)).toBeEnabled();
  });

  it('sends the filled rows, shows the link and mails the invitation', async () => {
    const { user, dialog, result } = await openShare(/Snapshot/);
    const before = db().shares.length;
    await user.type(recipient(dialog, 1), 'lab@example.net');
    await user.click(within(dialog).getByRole('button', { name: /Add recipient/ }));
    await user.click(within(dialog).getByRole('button', { name: /Add recipient/ }));
    await user.type(recipient(dialog, 3), 'office@example.org');
    await user.click(shareButton(dialog));

    const link = await within(dialog).findByRole('textbox', { name: 'Share link' });
    const created = db().shares[before]!;
    expect(db().shares).toHaveLength(before + 1);
    expect(created).toMatchObject({
      type: 'snapshot',
      resourceType: 'result',
      resourceId: result.id,
      emails: ['lab@example.net', 'office@example.org'], // the empty row was dropped
    });
    expect(link).toHaveValue(`${window.location.origin}/share/snapshot/results/${created.id}`);
    expect(within(dialog).getByText(/sent to 2 recipients\. It is valid until/)).toBeVisible();
    const mail = db().outbox.filter((m) => m.kind === 'share' && m.to === 'lab@example.net');
    expect(mail.at(-1)?.link).toBe(`/share/snapshot/results/${created.id}`);

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: /Copy/ }));
    expect(writeText).toHaveBeenCalledWith(link.getAttribute('value'));
    expect(await within(dialog).findByRole('button', { name: /Copied/ })).toBeVisible();
  });

  it('says so when the browser cannot copy', async () => {
    const { user, dialog } = await openShare(/Snapshot/);
    await user.click(shareButton(dialog));
    await within(dialog).findByRole('textbox', { name: 'Share link' });
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(within(dialog).getByRole('button', { name: /Copy/ }));
    expect(
      await screen.findByText('Copying to clipboard is not supported in your browser.'),
    ).toBeVisible();
  });

  it('starts afresh after closing', async () => {
    const { user, dialog } = await openShare(/Snapshot/);
    await user.type(recipient(dialog, 1), 'someone@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /Snapshot/ }));
    const again = await screen.findByRole('dialog');
    expect(recipient(again, 1)).toHaveValue('');
  });
});

describe('Share Dynamic dialog', () => {
  it('makes a link without expiry; the panel counts it', async () => {
    const { user, dialog } = await openShare(/Dynamic Share/);
    expect(within(dialog).getByText('Share Dynamic')).toBeVisible();
    await user.click(shareButton(dialog));
    expect(await within(dialog).findByText('It stays valid until you revoke it.')).toBeVisible();
    expect(await screen.findByRole('button', { name: /\(1\) Manage Shares$/ })).toBeVisible();
  });
});
