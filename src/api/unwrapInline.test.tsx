import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { scenarios } from '@mocks/scenarios';
import { useResendConfirmationMutation } from '@/api';
import { unwrapInline } from './errors';

/** Calls one endpoint twice: once centrally handled, once with unwrapInline. */
function Probe() {
  const [resend] = useResendConfirmationMutation();
  const [settled, setSettled] = useState(false);
  const call = () => resend({ resendConfirmationRequest: {} });
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void call()
            .unwrap()
            .catch(() => {})
        }
      >
        central
      </button>
      <button
        type="button"
        onClick={() =>
          void unwrapInline(call())
            .catch(() => {})
            .finally(() => setSettled(true))
        }
      >
        inline
      </button>
      {settled && <p>inline call settled</p>}
    </>
  );
}

const notice = () => document.querySelector('.ant-notification-notice');

describe('unwrapInline', () => {
  beforeEach(async () => {
    await signIn('user@example.com');
    scenarios.failing('resendConfirmation');
  });

  it('keeps the central handler away from that one call', async () => {
    const { user } = await renderWithProviders(<Probe />);
    await user.click(screen.getByRole('button', { name: 'inline' }));
    await screen.findByText('inline call settled');
    expect(notice()).toBeNull();
  });

  it('other calls of the endpoint still reach the central handler', async () => {
    const { user } = await renderWithProviders(<Probe />);
    await user.click(screen.getByRole('button', { name: 'central' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Internal Server Error'));
  });
});
