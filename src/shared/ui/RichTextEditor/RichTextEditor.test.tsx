import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { dialog, paste } from '@tests/utils/dialogs';
import { renderUi } from '@tests/utils/render';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

function Field(props: Partial<RichTextEditorProps> & { onHtml?: (html: string) => void }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <RichTextEditor
      ariaLabel="Text"
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onHtml?.(html);
      }}
    />
  );
}

describe('RichTextEditor', () => {
  it('is a text box named by its label, with its formatting toolbar', async () => {
    await renderUi(<Field />);
    expect(screen.getByRole('textbox', { name: 'Text' })).toBeVisible();
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    for (const name of ['Bold', 'Italic', 'H2 heading', 'H3 heading', 'Link', 'Undo', 'Redo'])
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Image' })).toBeNull();
  });

  it('offers pictures only where they are allowed', async () => {
    await renderUi(<Field allowImages />);
    expect(screen.getByRole('button', { name: 'Image' })).toBeInTheDocument();
    expect(screen.getByTestId('text-image-input')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg',
    );
  });

  it('gives HTML and counts down the visible characters left', async () => {
    const onHtml = vi.fn();
    await renderUi(<Field id="body" maxLength={300} onHtml={onHtml} />);
    expect(screen.getByTestId('body-counter')).toHaveTextContent('300 / 300 characters left');
    await paste(screen.getByRole('textbox', { name: 'Text' }), 'Keep cold.');
    await waitFor(() =>
      expect(screen.getByTestId('body-counter')).toHaveTextContent('290 / 300 characters left'),
    );
    expect(onHtml).toHaveBeenLastCalledWith('<p>Keep cold.</p>');
  });

  it('takes only web and mail addresses for a link', async () => {
    const user = userEvent.setup();
    await renderUi(<Field />);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const linkDialog = await dialog('Link');
    const address = within(linkDialog).getByLabelText('Link address');
    const apply = within(linkDialog).getByRole('button', { name: 'Apply' });
    await user.type(address, 'javascript:alert(1)');
    expect(
      within(linkDialog).getByText('Only web (https://) and mail (mailto:) addresses.'),
    ).toBeVisible();
    expect(apply).toBeDisabled();
    await user.clear(address);
    await user.type(address, 'example.com');
    expect(apply).toBeEnabled();
  });
});
