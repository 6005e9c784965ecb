import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
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
});
