import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderUi } from '@tests/utils/render';
import { ImageProblem, type ImageRules, type PickedFile } from '@/shared/lib/readImage';
import { ImagePicker } from './ImagePicker';

const GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) =>
  c.charCodeAt(0),
);
const gif = (name = 'dot.gif') => new File([GIF as BlobPart], name, { type: 'image/gif' });

type Reader =
  { rules: ImageRules } | { read: (file: File) => Promise<PickedFile>; accept?: string };

async function renderPicker(reader: Reader = { rules: { types: 'any', maxBytes: 1000 } }) {
  const onPick = vi.fn<(picked: PickedFile) => void>();
  const onProblem = vi.fn<(error: unknown) => void>();
  await renderUi(
    <ImagePicker {...reader} inputLabel="Picture file" onPick={onPick} onProblem={onProblem}>
      {(open, reading) => (
        <button type="button" onClick={open}>
          {reading ? 'Reading' : 'Choose picture'}
        </button>
      )}
    </ImagePicker>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Picture file');
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { onPick, onProblem, input, choose };
}

describe('ImagePicker', () => {
  it("opens the browser's file chooser from the caller's control, offering what the rules take", async () => {
    const { input } = await renderPicker();
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Choose picture' }));
    expect(click).toHaveBeenCalled();
    expect(input.accept).toBe('image/*');
    expect(input.type).toBe('file');
  });

  it('hands over the picture read as base64 with its name', async () => {
    const { onPick, onProblem, choose } = await renderPicker();
    choose(gif());
    await waitFor(() =>
      expect(onPick).toHaveBeenCalledWith({
        base64: btoa(String.fromCharCode(...GIF)),
        name: 'dot.gif',
      }),
    );
    expect(onProblem).not.toHaveBeenCalled();
  });

  it('reports a refused file and hands nothing over', async () => {
    const { onPick, onProblem, choose } = await renderPicker();
    choose(new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onProblem).toHaveBeenCalledTimes(1));
    expect(onProblem.mock.calls[0]![0]).toBeInstanceOf(ImageProblem);
    expect((onProblem.mock.calls[0]![0] as ImageProblem).reason).toBe('type');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('reads the same file again when it is chosen again', async () => {
    const { onPick, input, choose } = await renderPicker();
    choose(gif());
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(input.value).toBe('');
    choose(gif());
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(2));
  });

  it('reads with a reader of its own, offering the types it is given', async () => {
    const read = vi.fn(async (file: File) => ({ base64: 'cGtn', name: file.name }));
    const { onPick, input, choose } = await renderPicker({
      rules: undefined,
      read,
      accept: '.pkg',
    });
    expect(input.accept).toBe('.pkg');
    choose(new File(['pkg'], 'strip.pkg'));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith({ base64: 'cGtn', name: 'strip.pkg' }));
  });
});
