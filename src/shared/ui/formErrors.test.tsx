import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { showFormErrors, splitViolations } from './formErrors';

const violations = (...list: [string, string][]) => ({
  status: 422,
  data: { violations: list.map(([propertyPath, message]) => ({ propertyPath, message })) },
});

/** The app's store and notifications around an empty page, and a form that records setFields. */
async function setup() {
  const { store } = await renderWithProviders(null, { routes: [{ path: '*', element: null }] });
  const form = { setFields: vi.fn() };
  /** showFormErrors inside React's act scope (it may show notifications) */
  const show = async (error: unknown, fields: string[]) => {
    let placed = false;
    await act(async () => {
      placed = showFormErrors(store.dispatch, error, form, fields);
    });
    return placed;
  };
  return { store, form, show };
}

describe('form errors', () => {
  it('splits violations into those of the form fields and the rest', () => {
    const error = violations(['name', 'Too short.'], ['name', 'Odd.'], ['updatedAt', 'Stale.']);
    expect(splitViolations(error, ['name', 'comment'])).toEqual({
      onFields: [{ name: 'name', errors: ['Too short.', 'Odd.'] }],
      other: [{ propertyPath: 'updatedAt', message: 'Stale.' }],
    });
    expect(splitViolations({ status: 500 }, ['name'])).toEqual({ onFields: [], other: [] });
  });

  it('puts field violations on the fields and shows nothing else', async () => {
    const { form, show } = await setup();
    expect(await show(violations(['name', 'Too short.']), ['name'])).toBe(true);
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'name', errors: ['Too short.'] }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports the violations no field can show like the central handler', async () => {
    const { show } = await setup();
    await show(violations(['name', 'Too short.'], ['owner', 'Not yours.']), ['name']);
    expect(await screen.findByText('Not yours.')).toBeInTheDocument();
  });

  it('reports a failure without violations with the catalogue text', async () => {
    const { form, show } = await setup();
    expect(await show({ status: 503, data: {} }, ['name'])).toBe(false);
    expect(form.setFields).not.toHaveBeenCalled();
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
  });

  it('ends the session on a 401, like the central handler', async () => {
    await signIn('user@example.com');
    const { store, show } = await setup();
    const expired = {
      status: 401,
      data: { message: 'Your session has expired. Please log in again.' },
    };
    await show(expired, ['name']);
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.userId).toBeNull());
    expect(localStorage.getItem('userId')).toBeNull();
  });
});
