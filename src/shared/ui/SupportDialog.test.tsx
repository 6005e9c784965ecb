import { screen, within } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FixedCountryCode } from '@/shared/config/countryCode';
import { SupportDialog } from './SupportDialog';
import { buildSupportMailto } from './supportMail';
import { renderUi } from '@tests/utils/render';

async function renderDialog(code: string | null) {
  const openMail = vi.fn<(href: string) => void>();
  const onClose = vi.fn();
  await renderUi(
    <FixedCountryCode code={code}>
      <SupportDialog open onClose={onClose} openMail={openMail} />
    </FixedCountryCode>,
  );
  return { openMail, onClose };
}

async function fillAndSend() {
  const user = userEvent.setup({ delay: null });
  const dialog = screen.getByRole('dialog');
  const fill = async (label: string, text: string) => {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(text);
  };
  await fill('Device name', 'Pixel 8');
  await user.click(within(dialog).getByLabelText('Device type'));
  await user.click(await screen.findByTitle('iOS'));
  await fill('OS version', '17.2');
  await fill('Description', 'App crashes & closes');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
}

describe('SupportDialog', () => {
  it('opens the mail client with the fields and the default recipient', async () => {
    const { openMail } = await renderDialog('de');
    await fillAndSend();
    expect(openMail).toHaveBeenCalledTimes(1);
    const href = openMail.mock.calls[0][0];
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@stripscan.example');
    expect(url.searchParams.get('subject')).toBe('Technical Support');
    const body = url.searchParams.get('body');
    expect(body).toContain('Device name: Pixel 8');
    expect(body).toContain('Device type: iOS');
    expect(body).toContain('OS version: 17.2');
    expect(body).toContain('App crashes & closes');
  });

  it('keeps what was typed after Send, says where to write without a mail program, clears on close', async () => {
    const { openMail, onClose } = await renderDialog('de');
    await fillAndSend();
    expect(openMail).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'Technical Support' });
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Device name')).toHaveValue('Pixel 8');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('App crashes & closes');
    const note = within(dialog).getByRole('status');
    expect(note).toHaveTextContent(
      /Your mail program should open a message to support@stripscan\.example/,
    );
    expect(within(note).getByRole('link', { name: 'support@stripscan.example' })).toHaveAttribute(
      'href',
      openMail.mock.calls[0]![0],
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByLabelText('Device name')).toHaveValue('');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('');
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('writes to the US/Canada recipient there', async () => {
    const { openMail } = await renderDialog('us');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(new URL(openMail.mock.calls[0][0]).pathname).toBe('support-us@stripscan.example');
  });

  it('sends empty fields without validation', async () => {
    const { openMail } = await renderDialog(null);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(openMail).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('buildSupportMailto', () => {
  it('encodes subject and body', () => {
    const href = buildSupportMailto('a@b.example', { description: 'x&y=z\nnext' });
    expect(href.startsWith('mailto:a@b.example?subject=Technical%20Support&body=')).toBe(true);
    expect(href).toContain(encodeURIComponent('x&y=z\nnext'));
  });
});
