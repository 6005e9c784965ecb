import { screen, waitFor, within } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { DAY, now } from '../db/clock';
import { db, getSettings, nextId, reportStoreNotice, storeNotice } from '../db/store';
import { MockControls } from './MockControls';
import { appHref } from './OutboxTab';
import { renderUi } from '@tests/utils/render';
import { allowConsole } from '@tests/utils/console';

function mail(subject: string, sentAt: number, link: string) {
  db().outbox.push({
    id: nextId('outbox'),
    kind: 'reset',
    to: 'user@example.com',
    subject,
    body: '',
    link,
    sentAt,
  });
}

async function renderPanel() {
  const reload = vi.fn();
  const openLink = vi.fn();
  await renderUi(<MockControls defaultOpen reload={reload} openLink={openLink} />);
  return { reload, openLink, user: userEvent.setup() };
}

describe('MockControls', () => {
  it('shows the mock clock and moves it forward', async () => {
    const { user } = await renderPanel();
    const clock = screen.getByTestId('mock-clock');
    expect(clock).toHaveTextContent(dayjs.unix(now()).format('YYYY-MM-DD HH:mm:ss'));
    await user.click(screen.getByRole('button', { name: '+1 day' }));
    expect(getSettings().clockOffset).toBe(DAY);
    await waitFor(() =>
      expect(clock).toHaveTextContent(dayjs.unix(now()).format('YYYY-MM-DD HH:mm:ss')),
    );
    await user.click(screen.getByRole('button', { name: 'Reset clock' }));
    expect(getSettings().clockOffset).toBe(0);
  });

  it('sets the latency', async () => {
    const { user } = await renderPanel();
    await user.click(within(screen.getByRole('group', { name: 'Latency' })).getByText('1000 ms'));
    expect(getSettings().latency).toBe(1000);
  });

  it('switches the country and reloads', async () => {
    const { user, reload } = await renderPanel();
    await user.click(screen.getByText('US (us)'));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(getSettings().countryCode).toBe('us');
  });

  it('forces a failure on an operation and clears it', async () => {
    const { user } = await renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Failures' }));
    await user.type(screen.getByRole('combobox', { name: 'Operation' }), 'getUserAch');
    await user.click(await screen.findByTitle('getUserAchievements'));
    await user.click(screen.getByRole('button', { name: 'Add failure' }));
    expect(getSettings().failures).toEqual({ getUserAchievements: '500' });
    expect(screen.getByRole('listitem')).toHaveTextContent('getUserAchievements: 500');
    await user.click(screen.getByRole('button', { name: 'Clear failures' }));
    expect(getSettings().failures).toEqual({});
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('lists the outbox newest first and opens a link in the app', async () => {
    db().outbox.length = 0;
    mail('Older mail', now() - DAY, '/password/reset/old');
    mail('Newer mail', now(), '/register/confirm/new');
    const { user, openLink } = await renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Outbox (2)' }));
    const items = within(screen.getByRole('list', { name: 'Outbox' })).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/mail$/).textContent)).toEqual([
      'Newer mail',
      'Older mail',
    ]);
    await user.click(screen.getByRole('link', { name: '/register/confirm/new' }));
    expect(openLink).toHaveBeenCalledWith('/register/confirm/new');
  });
});

describe('appHref', () => {
  it('puts an absolute base path in front of app links', () => {
    expect(appHref('/register/confirm/x', '/')).toBe('/register/confirm/x');
    expect(appHref('/register/confirm/x', '/demo/')).toBe('/demo/register/confirm/x');
    expect(appHref('shared/abc', '/demo/')).toBe('/demo/shared/abc');
  });

  it('leaves links alone under a relative base and full URLs always', () => {
    expect(appHref('/register/confirm/x', './')).toBe('/register/confirm/x');
    expect(appHref('https://example.com/x', '/demo/')).toBe('https://example.com/x');
  });
});

describe('the notice of a reset', () => {
  const NOTICE =
    'The stored demo data came from another version of the mock (1, now 2) and has been reset.';

  it('shows on the page with the panel closed, once: closed, it does not come back', async () => {
    allowConsole(/\[mock\] The stored demo data/);
    reportStoreNotice(NOTICE);
    const user = userEvent.setup();
    const { unmount } = await renderUi(<MockControls />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOTICE);
    await user.click(within(alert).getByRole('button', { name: 'Close the notice' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(storeNotice()).toBeNull();
    unmount();
    await renderUi(<MockControls />);
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
