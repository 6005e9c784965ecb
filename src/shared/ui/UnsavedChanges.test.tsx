/**
 * The question before unsaved changes are lost, with a data router: leaving the page by a link
 * or the browser's back button, the form's own leaving (a dialog's close), the browser's
 * question on closing the tab; what passes without asking.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { renderWithProviders } from '@tests/utils/render';
import { UNSAVED_TEXTS, useUnsavedChanges } from './UnsavedChanges';

function Editor() {
  const [text, setText] = useState('');
  const [closed, setClosed] = useState(false);
  const navigate = useNavigate();
  const { confirmLeave, saved, guard } = useUnsavedChanges(text !== '');
  return (
    <div>
      <Input aria-label="Note" value={text} onChange={(e) => setText(e.target.value)} />
      <button onClick={() => confirmLeave(() => setClosed(true))}>Close</button>
      <button onClick={() => navigate('/editor?page=2')}>Page 2</button>
      <button onClick={() => navigate('/saved', { replace: true })}>Save</button>
      <button
        onClick={() => {
          saved();
          navigate('/saved');
        }}
      >
        Save and show
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      {closed && <p>Closed</p>}
      {guard}
    </div>
  );
}

const routes = [
  { path: '/editor', element: <Editor /> },
  { path: '/elsewhere', element: <h1>Elsewhere</h1> },
  { path: '/saved', element: <h1>Saved</h1> },
  { path: '/start', element: <Link to="/editor">Edit</Link> },
];

const question = () => screen.findByRole('dialog', { name: UNSAVED_TEXTS.title });
const answer = async (
  user: Awaited<ReturnType<typeof renderWithProviders>>['user'],
  name: string,
) => user.click(within(await question()).getByRole('button', { name }));
/** Whether the browser would ask before the tab closes. */
const tabAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('useUnsavedChanges', () => {
  it('lets everything pass while nothing is changed', async () => {
    const { user, router } = await renderWithProviders(null, { routes, url: '/editor' });
    expect(tabAsks()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Closed')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('asks before a link leaves changes behind: Keep editing stays, Leave without saving goes', async () => {
    const { user, router } = await renderWithProviders(null, { routes, url: '/editor' });
    await user.type(screen.getByLabelText('Note'), 'half a thought');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await answer(user, UNSAVED_TEXTS.stay);
    expect(router.state.location.pathname).toBe('/editor');
    expect(screen.getByLabelText('Note')).toHaveValue('half a thought');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await answer(user, UNSAVED_TEXTS.leave);
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it("asks on the browser's back button", async () => {
    const { user, router } = await renderWithProviders(null, { routes, url: '/start' });
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    await user.type(await screen.findByLabelText('Note'), 'x');
    await act(() => router.navigate(-1));
    await answer(user, UNSAVED_TEXTS.stay);
    expect(router.state.location.pathname).toBe('/editor');
    await act(() => router.navigate(-1));
    await answer(user, UNSAVED_TEXTS.leave);
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
  });

  it("asks before the form's own leaving", async () => {
    const { user } = await renderWithProviders(null, { routes, url: '/editor' });
    await user.type(screen.getByLabelText('Note'), 'x');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await answer(user, UNSAVED_TEXTS.stay);
    expect(screen.queryByText('Closed')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await answer(user, UNSAVED_TEXTS.leave);
    expect(screen.getByText('Closed')).toBeVisible();
  });

  it('lets the browser ask before the tab closes, only while something is changed', async () => {
    const { user } = await renderWithProviders(null, { routes, url: '/editor' });
    await user.type(screen.getByLabelText('Note'), 'x');
    expect(tabAsks()).toBe(true);
    await user.clear(screen.getByLabelText('Note'));
    expect(tabAsks()).toBe(false);
  });

  it('lets a move within the page and one the app makes in place pass', async () => {
    const { user, router } = await renderWithProviders(null, { routes, url: '/editor' });
    await user.type(screen.getByLabelText('Note'), 'x');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets any move pass once the form said its changes are saved', async () => {
    const { user, router } = await renderWithProviders(null, { routes, url: '/editor' });
    await user.type(screen.getByLabelText('Note'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save and show' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
