import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { scenarios } from '@mocks/scenarios';
import { useResendConfirmationMutation } from '@/api';
import { unwrapInline } from './errors';

/** Calls one endpoint twice: once centrally handled, once with unwrapInline. */
function Probe() {
  const [resend] = useResendConfirmationMutation();
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
      <button type="button" onClick={() => void unwrapInline(call()).catch(() => {})}>
        inline
      </button>
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
    const { user } = renderWithProviders(<Probe />);
    await user.click(screen.getByRole('button', { name: 'inline' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notice()).toBeNull();
  });

  it('other calls of the endpoint still reach the central handler', async () => {
    const { user } = renderWithProviders(<Probe />);
    await user.click(screen.getByRole('button', { name: 'central' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Internal Server Error'));
  });
});
