import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, type Rendered } from '@tests/utils/render';
import { pasteInto } from '@tests/utils/pasteInto';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { errorHandlers, scenarios } from '@mocks/scenarios';

async function openRegister() {
  const r = await renderWithProviders(null, { url: '/register' });
  await screen.findByRole('button', { name: 'Sign Up' });
  return r;
}

const signUp = () => screen.getByRole('button', { name: 'Sign Up' });
const field = (label: string) => screen.getByLabelText(label);

/** A field filled in one go (a paste): what the tests around it check is the form, not typing. */
const paste = (r: Rendered, label: string, value: string) => pasteInto(r.user, field(label), value);

async function fillValid(r: Rendered, email = 'fresh@example.com') {
  await paste(r, 'Work e-mail', `  ${email} `);
  await paste(r, 'Password', 'Secret123');
  await paste(r, 'Repeat password', 'Secret123');
  await paste(r, 'First name', 'Frida');
  await paste(r, 'Last name', 'Fresh');
  await paste(r, 'Company', 'Fresh Water Labs');
  await r.user.click(field('Segment'));
  await r.user.click(await screen.findByTitle('Diagnostics'));
  await r.user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
}

describe('RegisterPage', () => {
  it('keeps Sign Up disabled until the password checklist passes', async () => {
    const r = await openRegister();
    const list = within(screen.getByRole('list', { name: 'Password requirements' }));
    expect(signUp()).toBeDisabled();
    expect(await list.findByLabelText('8 to 64 characters: not met')).toBeInTheDocument();
    await r.user.type(field('Password'), 'abcdefgh');
    expect(await list.findByLabelText('8 to 64 characters: met')).toBeInTheDocument();
    expect(await list.findByLabelText('At least one digit: not met')).toBeInTheDocument();
    expect(signUp()).toBeDisabled();
    await r.user.type(field('Password'), '1');
    expect(await list.findByLabelText('At least one digit: met')).toBeInTheDocument();
    expect(
      await list.findByLabelText('At least one uppercase letter: not met'),
    ).toBeInTheDocument();
    expect(signUp()).toBeDisabled();
    await r.user.type(field('Password'), 'X');
    expect(await list.findByLabelText('At least one uppercase letter: met')).toBeInTheDocument();
    expect(signUp()).toBeEnabled();
    await paste(r, 'Password', 'y'.repeat(60)); // past 64 characters
    expect(await list.findByLabelText('8 to 64 characters: not met')).toBeInTheDocument();
    expect(signUp()).toBeDisabled();
  });

  it('shows every validation message', async () => {
    const r = await openRegister();
    await r.user.type(field('Password'), 'Secret123');
    await waitFor(() => expect(signUp()).toBeEnabled()); // the checklist passes
    await r.user.click(signUp());
    expect(await screen.findByText('Work e-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Repeat password is required')).toBeInTheDocument();
    // no names at all: the e-mail names the user, neither name is required
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(screen.queryByText('Last name is required')).toBeNull();
    expect(screen.getByText('Company is required')).toBeInTheDocument();
    expect(screen.getByText('The terms of use have to be accepted.')).toBeInTheDocument();

    await r.user.type(field('Work e-mail'), 'not-an-email');
    expect(await screen.findByText('Invalid e-mail')).toBeInTheDocument();
    await r.user.type(field('Repeat password'), 'Secret124');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await r.user.type(field('Company'), 'AB');
    expect(
      await screen.findByText('The company name has to be at least 3 characters long.'),
    ).toBeInTheDocument();
    expect(db().users.some((u) => u.email === 'not-an-email')).toBe(false);
  });

  it('marks no name required; a last name needs the first name it follows', async () => {
    const r = await openRegister();
    const requiredMark = (label: string) =>
      screen.getByText(label, { selector: 'label' }).classList.contains('ant-form-item-required');
    expect(requiredMark('Last name')).toBe(false);
    expect(requiredMark('First name')).toBe(false);
    expect(requiredMark('Work e-mail')).toBe(true);

    await r.user.type(field('Last name'), 'Fresh');
    await waitFor(() => expect(requiredMark('First name')).toBe(true));
    expect(requiredMark('Last name')).toBe(false);
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await r.user.type(field('First name'), 'Frida');
    await waitFor(() => expect(screen.queryByText('First name is required')).toBeNull());
  });

  it('registers without any name: the display name is the e-mail', async () => {
    const r = await openRegister();
    await fillValid(r);
    await r.user.clear(field('Last name'));
    await r.user.clear(field('First name'));
    await r.user.click(signUp());
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/dashboard'));
    const created = db().users.find((u) => u.email === 'fresh@example.com')!;
    expect(created).toMatchObject({ firstName: null, lastName: null, displayName: null });
  });

  it('suggests companies from the company search', async () => {
    const r = await openRegister();
    await r.user.type(field('Company'), 'Aqua');
    expect(await screen.findByTitle('AquaPure Analytics')).toBeInTheDocument();
    await r.user.click(screen.getByTitle('AquaPure Analytics'));
    expect(field('Company')).toHaveValue('AquaPure Analytics');
  });

  it('registers, logs the new user in and enters the app', async () => {
    const r = await openRegister();
    await fillValid(r);
    await r.user.click(screen.getByRole('checkbox', { name: /receive the newsletter/ }));
    await r.user.click(signUp());
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/dashboard'));
    const created = db().users.find((u) => u.email === 'fresh@example.com')!;
    expect(created).toMatchObject({
      firstName: 'Frida',
      lastName: 'Fresh',
      company: 'Fresh Water Labs',
      segment: 3,
      isActivated: false,
    });
    expect(localStorage.getItem('userId')).toBe(String(created.id));
    expect(db().sessions.find((s) => s.id === db().cookieSession)?.userId).toBe(created.id);
    const kinds = db()
      .outbox.filter((m) => m.to === 'fresh@example.com')
      .map((m) => m.kind);
    expect(kinds).toEqual(['confirmation', 'newsletter']);
  });

  it('registers without a last name', async () => {
    const r = await openRegister();
    await fillValid(r);
    await r.user.clear(field('Last name'));
    await r.user.click(signUp());
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/dashboard'));
    expect(db().users.find((u) => u.email === 'fresh@example.com')?.lastName).toBeNull();
  });

  it('puts "The e-mail is already used." on the e-mail field and notifies', async () => {
    const r = await openRegister();
    await fillValid(r, 'user@example.com');
    await r.user.click(signUp());
    await waitFor(() =>
      expect(screen.getAllByText('The e-mail is already used.').length).toBeGreaterThanOrEqual(2),
    );
    expect(document.querySelector('.ant-notification-notice')).toHaveTextContent(
      'The e-mail is already used.',
    );
    expect(document.querySelector('#register_email_help')).toHaveTextContent(
      'The e-mail is already used.',
    );
    expect(r.router.state.location.pathname).toBe('/register');
    expect(localStorage.getItem('userId')).toBeNull();

    // corrected and sent again: the refusal does not follow the user into the app
    await r.user.clear(field('Work e-mail'));
    await r.user.type(field('Work e-mail'), 'fresh@example.com');
    await r.user.click(signUp());
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(screen.queryByText('The e-mail is already used.')).toBeNull());
  });

  it.each([
    [
      'a 4xx without violations',
      () => server.use(...errorHandlers(403, 'register')),
      'Invalid Request',
    ],
    ['a server error', () => scenarios.failing('register'), 'Internal Server Error'],
  ])('notifies %s', async (_, fail, text) => {
    const r = await openRegister();
    await fillValid(r);
    fail();
    await r.user.click(signUp());
    await waitFor(() =>
      expect(document.querySelector('.ant-notification-notice')).toHaveTextContent(text),
    );
    expect(r.router.state.location.pathname).toBe('/register');
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('Cancel goes back to login', async () => {
    const r = await openRegister();
    await r.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/login'));
  });
});
