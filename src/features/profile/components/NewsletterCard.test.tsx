import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { configureClock, DAY, now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { call } from '@tests/utils/apiClient';
import { formatDateTime } from '@/shared/lib/format';
import { card, openProfile, warmUp } from '../testing/profileTest';

const userRecord = (email: string) => db().users.find((u) => u.email === email)!;

beforeAll(warmUp);

const parts = () => {
  const c = card('Newsletter');
  return {
    toggle: within(c).getByRole('switch', { name: 'Subscribe to the newsletter' }),
    save: within(c).getByRole('button', { name: 'Save' }),
  };
};

describe('newsletter', () => {
  it('enables Save only while the toggle differs from the saved value', async () => {
    const { user } = await openProfile();
    expect(parts().toggle).toBeChecked();
    expect(parts().save).toBeDisabled();
    await user.click(parts().toggle);
    expect(parts().save).toBeEnabled();
    await user.click(parts().toggle);
    expect(parts().save).toBeDisabled();
  });

  it('unsubscribes at once', async () => {
    const { user } = await openProfile();
    await user.click(parts().toggle);
    await user.click(parts().save);
    expect(await screen.findByText('Successfully unsubscribed from newsletter.')).toBeVisible();
    expect(userRecord('user@example.com').newsletterActive).toBe(false);
    await waitFor(() => expect(parts().save).toBeDisabled());
    expect(parts().toggle).not.toBeChecked();
  });

  it('subscribes with a confirmation mail whose link expires in 24 hours', async () => {
    const { user } = await openProfile('new@example.com');
    const mails = db().outbox.length;
    expect(parts().toggle).not.toBeChecked();
    await user.click(parts().toggle);
    await user.click(parts().save);
    expect(
      await screen.findByText(
        'You will receive an e-mail to confirm your newsletter subscription. The link in it expires in 24 hours.',
      ),
    ).toBeVisible();
    expect(db().outbox.length).toBe(mails + 1);
    // active only once the mailed link is confirmed
    expect(userRecord('new@example.com').newsletterActive).toBe(false);
    await waitFor(() => expect(parts().save).toBeDisabled());
    expect(parts().toggle).toBeChecked();
  });

  it('says that a subscription waits for its confirmation, after a reload too, until the link is opened', async () => {
    const { user } = await openProfile('new@example.com');
    const subscribedAt = now();
    await user.click(parts().toggle);
    await user.click(parts().save);
    const waiting = `We mailed a confirmation link to new@example.com. The subscription starts once you open it; the link expires on ${formatDateTime(subscribedAt + DAY)}.`;
    expect(await within(card('Newsletter')).findByText(waiting)).toBeVisible();
    expect(within(card('Newsletter')).getByText('Waiting for confirmation')).toBeVisible();

    // the page loaded again: the server still knows the link waiting
    cleanup();
    const again = await openProfile('new@example.com');
    expect(await within(card('Newsletter')).findByText(waiting)).toBeVisible();
    expect(parts().toggle).toBeChecked();
    expect(parts().save).toBeDisabled();

    // mailed again on request, with a new 24 hours
    const mails = db().outbox.length;
    await again.user.click(
      within(card('Newsletter')).getByRole('button', { name: 'Send the link again' }),
    );
    await waitFor(() => expect(db().outbox.length).toBe(mails + 1));

    // opened: subscribed
    const token = userRecord('new@example.com').newsletterToken;
    expect((await call('POST', '/newsletter/confirm', { token })).status).toBe(200);
    cleanup();
    await openProfile('new@example.com');
    expect(await within(card('Newsletter')).findByText('Subscribed')).toBeVisible();
    expect(within(card('Newsletter')).queryByText(/We mailed a confirmation link/)).toBeNull();
  });

  it('forgets a link that expired: not subscribed', async () => {
    const { user } = await openProfile('new@example.com');
    await user.click(parts().toggle);
    await user.click(parts().save);
    expect(await within(card('Newsletter')).findByText('Waiting for confirmation')).toBeVisible();
    configureClock({ offset: DAY + 60 });
    cleanup();
    await openProfile('new@example.com');
    expect(await within(card('Newsletter')).findByText('Not subscribed')).toBeVisible();
    expect(parts().toggle).not.toBeChecked();
  });
});
