/**
 * Manage Links and the public share views through the app's route table and the real mock
 * handlers: the four link lists with their columns and Revoke, read-only views for anyone with
 * a link, and not-found for expired, revoked or unknown links.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { configureClock, DAY, now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import type { ShareRecord } from '@mocks/db/types';
import { scenarios } from '@mocks/scenarios';
import { renderWithProviders, signIn } from '@tests/utils/render';

afterEach(() => configureClock({ offset: 0 }));

const open = (url: string) => renderWithProviders(null, { url });
const live = (s: ShareRecord) => !s.revoked && (s.validUntil === null || s.validUntil >= now());
const seeded = (p: (s: ShareRecord) => boolean) => db().shares.find((s) => live(s) && p(s))!;
const nameOf = (s: ShareRecord) =>
  s.frozen?.name ?? db().analyses.find((a) => a.id === s.resourceId)?.name;
/** What the page asks of search engines (a robots meta tag, which React puts into the head). */
const robots = () =>
  document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;

describe('Manage Links', () => {
  it("lists the user's snapshot links with every column; tabs switch the list", async () => {
    await signIn('user@example.com');
    const { user, router } = await open('/manage-share-links');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Links' })).toBeVisible();
    // the user's own pages are no share views: nothing asked of search engines
    expect(robots()).toBeNull();
    const table = await screen.findByRole('table', { name: 'Shared snapshot links' });
    for (const title of ['Name', 'Type', 'Creation Date', 'Expiring In', 'Sent to', 'Revoke'])
      expect(within(table).getByRole('columnheader', { name: title })).toBeVisible();
    const s = seeded(
      (x) => x.userId === 1 && x.type === 'snapshot' && x.resourceType === 'analysis',
    );
    const link = await within(table).findByRole('link', { name: nameOf(s) });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(new RegExp(`/share/snapshot/analyses/${s.id}$`));
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('Analysis');
    expect(row).toHaveTextContent(/\d+ days?/);
    expect(row).toHaveTextContent(s.emails[0]!);
    expect(screen.queryByRole('searchbox')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Dynamic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-share-links/dynamic'));
    const dynamic = await screen.findByRole('table', { name: 'Shared dynamic links' });
    expect(await within(dynamic).findAllByText('-')).not.toHaveLength(0); // no expiry

    await user.click(screen.getByRole('tab', { name: 'Received Links' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/manage-share-links-menu/dynamic'),
    );
    const received = await screen.findByRole('table', { name: 'Received dynamic links' });
    expect(within(received).getByRole('columnheader', { name: 'Received from' })).toBeVisible();
    expect(within(received).queryByRole('columnheader', { name: 'Revoke' })).toBeNull();
    expect(await within(received).findByText('roy.harber7@example.org')).toBeVisible();
  });

  it("lists received links with the shared list's columns, Revoke left out, then 'Received from'", async () => {
    await signIn('user@example.com');
    await open('/manage-share-links-menu/snapshot');
    const received = await screen.findByRole('table', { name: 'Received snapshot links' });
    const s = seeded((x) => x.userId !== 1 && x.type === 'snapshot' && x.emails.length > 1);
    const link = await within(received).findByRole('link', { name: nameOf(s) });
    expect(
      within(received)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Type', 'Creation Date', 'Expiring In', 'Sent to', 'Received from']);
    // every recipient of the link, the user among them, as the sender addressed it
    const cells = within(link.closest('tr')!).getAllByRole('cell');
    expect(cells[4]!.textContent).toBe(s.emails.join(''));
    expect(cells[4]).toHaveTextContent('user@example.com');
    expect(cells[5]).toHaveTextContent(db().users.find((u) => u.id === s.userId)!.email);
  });

  it('the restricted kind sees only its Received Links, no Shared Links with Revoke', async () => {
    await signIn('restricted@example.com');
    const { router } = await open('/manage-share-links/dynamic');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/manage-share-links-menu/dynamic'),
    );
    const received = await screen.findByRole('table', { name: 'Received dynamic links' });
    expect(await within(received).findByText('user@example.com')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Received Links' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Shared Links' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Revoke' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Revoke / })).toBeNull();
  });

  it('revokes a link: it leaves the list and its view is not found', async () => {
    await signIn('user@example.com');
    const s = seeded(
      (x) => x.userId === 1 && x.type === 'dynamic' && x.resourceType === 'analysis',
    );
    const { user } = await open('/manage-share-links/dynamic');
    const table = await screen.findByRole('table', { name: 'Shared dynamic links' });
    const row = (await within(table).findByRole('link', { name: nameOf(s) })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Revoke / }));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: nameOf(s) })).toBeNull());
    expect(db().shares.find((x) => x.id === s.id)!.revoked).toBe(true);
  });

  it('does not exist for admins', async () => {
    await signIn('admin@example.com');
    await open('/manage-share-links');
    expect(await screen.findByText('Page not found!')).toBeVisible();
  });
});

describe('share views', () => {
  it('a visitor opens a result snapshot: read-only, with Creator and downloads', async () => {
    const s = seeded((x) => x.userId === 1 && x.type === 'snapshot' && x.resourceType === 'result');
    await open(`/share/snapshot/results/${s.id}`);
    const view = await screen.findByTestId('result-view');
    expect(within(view).getByRole('heading', { level: 1, name: s.frozen!.name })).toBeVisible();
    expect(within(view).getByText('Creator')).toBeVisible();
    for (const name of ['Back', 'Edit result', 'Delete result'])
      expect(within(view).queryByRole('button', { name })).toBeNull();
    expect(within(view).queryByText('Share')).toBeNull();
    expect(within(view).getByRole('button', { name: /Excel/ })).toBeVisible();
    expect(
      within(view).getByRole('link', { name: 'Open the sample image in full size' }),
    ).toHaveAttribute('href', `/share/image/${s.id}`);
    expect(robots()).toBe('noindex, nofollow');
  });

  it("a failed download of a shared result's image is reported once", async () => {
    const s = seeded((x) => x.userId === 1 && x.type === 'snapshot' && x.resourceType === 'result');
    const { user } = await open(`/share/snapshot/results/${s.id}`);
    const view = await screen.findByTestId('result-view');
    scenarios.failing('getSharedImage');
    await user.click(within(view).getByRole('button', { name: /Image/ }));
    expect(await screen.findByText('Internal Server Error')).toBeVisible();
    expect(screen.getAllByText('Internal Server Error')).toHaveLength(1);
  });

  it('a snapshot expires after 30 days: not found', async () => {
    const s = seeded((x) => x.userId === 1 && x.type === 'snapshot' && x.resourceType === 'result');
    configureClock({ offset: 31 * DAY });
    await open(`/share/snapshot/results/${s.id}`);
    expect(await screen.findByText('Page not found!')).toBeVisible();
  });

  it('an analysis share: the analysis read-only; its results open inside the share', async () => {
    const s = seeded(
      (x) => x.userId === 1 && x.type === 'dynamic' && x.resourceType === 'analysis',
    );
    const a = db().analyses.find((x) => x.id === s.resourceId)!;
    const { user, router } = await open(`/share/dynamic/analyses/${s.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: a.name })).toBeVisible();
    expect(robots()).toBe('noindex, nofollow');
    expect(screen.getByText(/Creator: /)).toBeVisible();
    for (const name of ['Back', 'Edit analysis', 'Delete analysis'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    const table = await screen.findByRole('table', { name: 'Analysis results' });
    const first = (await within(table).findAllByRole('link'))[0]!;
    await user.click(first);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        new RegExp(`^/share/dynamic/analyses/${s.id}/result/\\d+$`),
      ),
    );
    expect(await screen.findByTestId('result-view')).toBeVisible();
    expect(robots()).toBe('noindex, nofollow');
  });

  it('a result of a snapshot analysis share carries the share in ?share=', async () => {
    const s = seeded(
      (x) => x.userId === 1 && x.type === 'snapshot' && x.resourceType === 'analysis',
    );
    const id = s.snapshotResultIds![0];
    await open(`/share/snapshot/analyses/result/${id}?share=${s.id}`);
    expect(await screen.findByTestId('result-view')).toBeVisible();
    // only the image: the analysis view offers the exports
    expect(screen.queryByRole('button', { name: /Excel/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Image/ })).toBeVisible();
    expect(robots()).toBe('noindex, nofollow');
  });

  it('unknown links, resources and images are not found', async () => {
    for (const url of [
      `/share/snapshot/results/${'0'.repeat(32)}`,
      '/share/snapshot/things/abc',
      '/share/weekly/results/abc',
      `/share/image/${'0'.repeat(32)}`,
    ]) {
      const { unmount } = await open(url);
      expect(await screen.findByText('Page not found!')).toBeVisible();
      unmount();
    }
  });

  it("an analysis share's image address without its result is not found, without a notice", async () => {
    const s = seeded((x) => x.resourceType === 'analysis');
    await open(`/share/image/${s.id}`);
    expect(await screen.findByText('Page not found!')).toBeVisible();
    expect(screen.queryByText('An error occurred.')).toBeNull();
    expect(screen.queryByText('This value should not be blank.')).toBeNull();
  });

  it('the full-size image of a shared result', async () => {
    const s = seeded((x) => x.type === 'snapshot' && x.resourceType === 'result');
    await open(`/share/image/${s.id}`);
    expect(await screen.findByRole('img', { name: 'Shared sample image' })).toBeVisible();
    expect(robots()).toBe('noindex, nofollow');
  });
});
