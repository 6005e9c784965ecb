/**
 * What Manage Parameters carries on the wire, through the page and the real mock handlers: ten
 * parameters with pictures and package files of the largest allowed size (2 MB each picture,
 * 200 kB the package file) must not make a page of cards, or a flip of a card's visibility
 * switch, heavier than 1 MB: the list answers without the files, and the switch sends the
 * visibility alone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { MAX_IMAGE_BYTES, MAX_PACKAGE_BYTES } from '@/domain/parameterRules';

const MB = 1024 * 1024;

/** Base64 of a file of `bytes` bytes starting with `head` (what the server stores). */
function base64File(head: number[], bytes: number): string {
  const start = btoa(String.fromCharCode(...head, ...Array<number>(12 - head.length).fill(0)));
  return start + 'A'.repeat(Math.floor((bytes - 12) / 3) * 4);
}
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The bytes of every request body and answer body the mock handles, counted until read. */
function wire() {
  const pending: Promise<number>[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    pending.push(
      request
        .clone()
        .arrayBuffer()
        .then((b) => b.byteLength),
    );
  };
  const onAnswer = ({ response }: { response: Response }) => {
    pending.push(
      response
        .clone()
        .arrayBuffer()
        .then((b) => b.byteLength),
    );
  };
  server.events.on('request:start', onRequest);
  server.events.on('response:mocked', onAnswer);
  return {
    /** The bytes counted since the last call. */
    take: async () => {
      const all = await Promise.all(pending.splice(0));
      return all.reduce((sum, n) => sum + n, 0);
    },
    stop: () => {
      server.events.removeListener('request:start', onRequest);
      server.events.removeListener('response:mocked', onAnswer);
    },
  };
}

it('keeps a page of 10 parameters and a flip of the visibility switch each under 1 MB', async () => {
  const d = db();
  const released = d.parameters.find((p) => p.id === 1)!;
  for (let n = 1; n <= 4; n++) d.parameters.push({ ...released, id: 100 + n, name: `Extra ${n}` });
  for (const p of d.parameters) {
    p.preCountDownImage = base64File(PNG_HEAD, MAX_IMAGE_BYTES);
    p.postCountDownImage = base64File(PNG_HEAD, MAX_IMAGE_BYTES);
    p.packageFile = base64File([0x53, 0x74], MAX_PACKAGE_BYTES);
  }
  await signIn('admin@example.com');
  const counted = wire();
  try {
    const { user } = await renderWithProviders(null, { url: '/admin/manageParameters' });
    const list = await screen.findByRole('list', { name: 'Parameters' });
    await waitFor(() => expect(within(list).getAllByRole('switch')).toHaveLength(10));
    const page = await counted.take();

    const toggle = within(list).getByRole('switch', { name: 'Visible: Nitrate' });
    await user.click(toggle);
    await waitFor(() => expect(d.parameters.find((p) => p.id === 2)!.visible).toBe(false));
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() => expect(toggle.closest('.ant-switch-loading')).toBeNull());
    const flip = await counted.take();

    expect(page).toBeLessThan(MB);
    expect(flip).toBeLessThan(MB);
    // the files are kept: the switch changed the visibility alone
    expect(d.parameters.find((p) => p.id === 2)!.packageFile).toHaveLength(
      base64File([0x53, 0x74], MAX_PACKAGE_BYTES).length,
    );
  } finally {
    counted.stop();
  }
});
