import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { call } from '@tests/utils/apiClient';
import { storeUserId } from '@/entities/session/storage';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { scenarios } from '@mocks/scenarios';
import { ConfirmAccountPage } from './ConfirmAccountPage';

const pending = () => db().users.find((u) => u.email === 'pending@example.com')!;
/** The link of the newest confirmation mail to an address, as the outbox holds it. */
const mailedLink = (to: string) =>
  db()
    .outbox.filter((m) => m.to === to && m.kind === 'confirmation')
    .at(-1)!.link;

const open = (url: string) => renderWithProviders(null, { url });

describe('ConfirmAccountPage', () => {
  it('confirms a visitor account from the mailed link, then offers the login', async () => {
    scenarios.slow(200); // long enough to see the spinner
    const r = await open(mailedLink('pending@example.com'));
    expect(await screen.findByText('Confirming account')).toBeInTheDocument();
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(pending().isActivated).toBe(true);
    expect(screen.queryByRole('button', { name: 'Proceed to dashboard' })).toBeNull();
    await r.user.click(screen.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/login'));
  });

  it('calls the server once under StrictMode', async () => {
    const token = pending().confirmationToken!;
    const confirmPath = `/api/register/confirm/${token}`;
    const started: string[] = [];
    const answered: string[] = [];
    const onStart = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === confirmPath) started.push(request.method);
    };
    const onAnswer = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === confirmPath) answered.push(request.method);
    };
    server.events.on('request:start', onStart);
    server.events.on('response:mocked', onAnswer);
    try {
      await renderWithProviders(<ConfirmAccountPage />, {
        url: `/register/confirm/${token}`,
        path: '/register/confirm/:token',
        strictMode: true,
      });
      expect(await screen.findByText('Welcome!')).toBeInTheDocument();
      // StrictMode runs the mount effect twice in the same commit, so a second call would have
      // started before the first answer arrived; every call started has been answered
      await waitFor(() => expect(answered).toHaveLength(started.length));
    } finally {
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('response:mocked', onAnswer);
    }
    expect(started).toEqual(['POST']);
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(screen.queryByText('Your account has already been confirmed!')).toBeNull();
  });

  it('a logged-in new user proceeds to the dashboard', async () => {
    const reg = await call('POST', '/register', {
      email: 'fresh@example.com',
      plainPassword: 'Secret123',
      passwordSecond: 'Secret123',
      firstName: 'Frida',
      lastName: 'Fresh',
      company: 'Fresh Labs',
      segment: 0,
      agbAccepted: true,
      newsletterActive: false,
    });
    storeUserId(reg.body.id as number);
    const r = await open(mailedLink('fresh@example.com'));
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    await r.user.click(await screen.findByRole('button', { name: 'Proceed to dashboard' }));
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/dashboard'));
  });

  it('says when the account is already confirmed', async () => {
    const link = mailedLink('pending@example.com');
    expect((await call('POST', link)).status).toBe(200);
    await open(link);
    expect(await screen.findByText('Your account has already been confirmed!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to login' })).toBeInTheDocument();
  });

  it("shows 'Wrong Link!' for an unknown token", async () => {
    await open('/register/confirm/not-a-token');
    expect(await screen.findByText('Wrong Link!')).toBeInTheDocument();
  });

  it("shows 'Missmatch of accounts!' when another user is logged in", async () => {
    await signIn('user@example.com');
    const r = await open(mailedLink('pending@example.com'));
    expect(await screen.findByText('Missmatch of accounts!')).toBeInTheDocument();
    expect(pending().isActivated).toBe(false);
    await r.user.click(await screen.findByRole('button', { name: 'Proceed to dashboard' }));
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows 'An unknown error occurred!' for any other failure", async () => {
    scenarios.failing('confirmRegistration');
    await open(mailedLink('pending@example.com'));
    expect(await screen.findByText('An unknown error occurred!')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });
});
