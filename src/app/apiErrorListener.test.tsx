import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { updateSettings } from '@mocks/db/store';
import {
  errorReportingOf,
  analysesApi,
  authApi,
  parametersApi,
  profileApi,
  sharesApi,
  useListAnalysesQuery,
} from '@/api';
import { sessionEndExpected } from '@/entities/session/sessionSlice';
import { routeReads } from './apiErrorListener';
import {
  attachErrorReporter,
  resetErrorReports,
  type ErrorReport,
} from '@/shared/monitoring/errorReports';
import { notify } from '@/shared/ui/notify';
import { QueryState } from '@/shared/ui/QueryState';
import { handlerHasLooked } from '@tests/utils/handlerLooked';

/** The app's real store and providers (notifications) around an empty page; MSW answers. */
async function setup(email: string | null = 'user@example.com') {
  const id = email ? await signIn(email) : 0;
  const { store } = await renderWithProviders(null, { routes: [{ path: '*', element: null }] });
  return { store, id };
}

const notices = () => document.querySelectorAll('.ant-notification-notice');

/**
 * The analyses list's read, asked on Load, and its failure drawn in place. `late`: drawn from a
 * state of its own one frame after the store told of it (as a busy frame on a phone draws it).
 */
function Analyses({ late = false }: { late?: boolean }) {
  const [asked, ask] = useState(false);
  const { isLoading, error } = useListAnalysesQuery({}, { skip: !asked });
  const [drawn, draw] = useState<unknown>(undefined);
  useEffect(() => {
    if (!late || !error) return;
    const frame = requestAnimationFrame(() => draw(error));
    return () => cancelAnimationFrame(frame);
  }, [late, error]);
  return (
    <>
      <button onClick={() => ask(true)}>Load</button>
      <QueryState isLoading={!late && isLoading} error={late ? drawn : error} onRetry={() => {}} />
    </>
  );
}

describe('central error handler', () => {
  it('shows Internal Server Error for a 5xx and keeps the session', async () => {
    const { store, id } = await setup();
    updateSettings({ failures: { getUser: '500' } });
    await act(async () => {
      await store.dispatch(profileApi.endpoints.getUser.initiate({ id }));
    });
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice-error')).not.toBeNull();
    expect(store.getState().session.userId).toBe(id);
  });

  it('shows the server message of a 401 as info and logs out locally', async () => {
    const { store, id } = await setup();
    await act(async () => {
      await store.dispatch(profileApi.endpoints.getUser.initiate({ id }));
    });
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    updateSettings({ failures: { listParameterOverview: '401' } });
    await act(async () => {
      await store.dispatch(parametersApi.endpoints.listParameterOverview.initiate());
    });
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice-info')).not.toBeNull();
    expect(store.getState().session.userId).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(Object.keys(store.getState().api.queries)).toHaveLength(0);
  });

  it('ends an expected session end with its notice, and forgets the expectation after', async () => {
    const { store } = await setup();
    updateSettings({ failures: { listParameterOverview: '401' } });
    store.dispatch(sessionEndExpected('Successfully logged out device.'));
    await act(async () => {
      await store.dispatch(parametersApi.endpoints.listParameterOverview.initiate());
    });
    expect(await screen.findByText('Successfully logged out device.')).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
    expect(store.getState().session).toEqual({ userId: null, expectedEndNotice: null });
  });

  it('shows the first violation of a 4xx', async () => {
    const { store } = await setup();
    await act(async () => {
      await store.dispatch(
        sharesApi.endpoints.listMyShareLinks.initiate({ type: 'weekly' as 'snapshot' }),
      );
    });
    expect(
      await screen.findByText('The share type must be snapshot or dynamic.'),
    ).toBeInTheDocument();
    expect(notices()).toHaveLength(1);
  });

  it('shows Invalid Request for a 4xx without violations', async () => {
    const { store } = await setup();
    await act(async () => {
      await store.dispatch(
        profileApi.endpoints.getUser.initiate({ id: 999999 }, { subscribe: false }),
      );
    });
    expect(await screen.findByText('Invalid Request')).toBeInTheDocument();
  });

  it("leaves a 404 to a read a screen watches to that screen (a dead link's not-found page)", async () => {
    const { store } = await setup();
    let error: unknown;
    await act(async () => {
      const read = store.dispatch(profileApi.endpoints.getUser.initiate({ id: 999999 }));
      error = (await read).error;
      read.unsubscribe();
    });
    expect(error).toMatchObject({ status: 404 });
    await act(async () => {});
    expect(notices()).toHaveLength(0);
  });

  it('gives a failure a screen shows in place no notice beside it (the analyses list)', async () => {
    await signIn('user@example.com');
    updateSettings({ failures: { listAnalyses: '500' } });
    const shown = vi.spyOn(notify, 'error');
    const { store, user } = await renderWithProviders(<Analyses />);
    // asked once the page is drawn: the answer comes as it comes in a browser, outside act()
    await user.click(screen.getByRole('button', { name: 'Load' }));
    const alert = await screen.findByRole('alert');
    // once, in place, in the catalogue's words
    expect(within(alert).getByText('An error occurred.')).toBeVisible();
    expect(within(alert).getByText('Internal Server Error')).toBeVisible();
    // the handler has looked on every frame it waits for
    await act(handlerHasLooked);
    expect(shown).not.toHaveBeenCalled();
    // the same failure with no view to show it: the notice (a one-off read)
    await act(async () => {
      await store.dispatch(
        analysesApi.endpoints.listAnalyses.initiate({ page: 2 }, { subscribe: false }),
      );
    });
    await waitFor(() => expect(shown).toHaveBeenCalledWith('Internal Server Error'));
    shown.mockRestore();
  });

  it('gives no notice beside a failure a view draws a frame late', async () => {
    await signIn('user@example.com');
    updateSettings({ failures: { listAnalyses: '500' } });
    const shown = vi.spyOn(notify, 'error');
    const { user } = await renderWithProviders(<Analyses late />);
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await within(await screen.findByRole('alert')).findByText('Internal Server Error');
    // the handler has looked on every frame it waits for
    await act(handlerHasLooked);
    expect(shown).not.toHaveBeenCalled();
    shown.mockRestore();
  });

  it('says no failure after the 401 that came after it: the session is over', async () => {
    const { store, id } = await setup();
    updateSettings({ failures: { getUser: '500', listParameterOverview: '401' } });
    await act(async () => {
      await store.dispatch(profileApi.endpoints.getUser.initiate({ id }, { subscribe: false }));
      await store.dispatch(parametersApi.endpoints.listParameterOverview.initiate());
    });
    await act(handlerHasLooked);
    expect(screen.getByText('Your session has expired. Please log in again.')).toBeVisible();
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });

  it('reports a network failure', async () => {
    const { store, id } = await setup();
    updateSettings({ failures: { getUser: 'network' } });
    await act(async () => {
      await store.dispatch(profileApi.endpoints.getUser.initiate({ id }));
    });
    expect(
      await screen.findByText('Network Error. Please check your internet connection.'),
    ).toBeInTheDocument();
  });

  it('clears notifications before showing the next one', async () => {
    const { store, id } = await setup();
    updateSettings({ failures: { getUser: '500' } });
    await act(async () => {
      await store.dispatch(profileApi.endpoints.getUser.initiate({ id }));
    });
    await screen.findByText('Internal Server Error');
    updateSettings({ failures: { getUser: 'network' } });
    await act(async () => {
      await store.dispatch(profileApi.endpoints.getUser.initiate({ id }, { forceRefetch: true }));
    });
    await screen.findByText('Network Error. Please check your internet connection.');
    await waitFor(() =>
      expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument(),
    );
  });

  it('leaves endpoints that report inline or quietly to their screens', async () => {
    expect(errorReportingOf('login')).toBe('inline');
    expect(errorReportingOf('updateUser')).toBe('inline');
    expect(errorReportingOf('logout')).toBe('quiet');
    expect(errorReportingOf('getUser')).toBe('central');
    const { store } = await setup(null);
    let error: unknown;
    await act(async () => {
      const result = await store.dispatch(
        authApi.endpoints.login.initiate({
          loginRequest: { email: 'user@example.com', password: 'wrong' },
        }),
      );
      error = result.error;
    });
    expect(error).toMatchObject({ status: 401 });
    // a central failure afterwards is the only notice: the login failure raised none
    updateSettings({ failures: { searchCompanies: '500' } });
    await act(async () => {
      await store.dispatch(authApi.endpoints.searchCompanies.initiate({ term: 'Aqua' }));
    });
    await screen.findByText('Internal Server Error');
    expect(notices()).toHaveLength(1);
  });
});

describe('error reporting of API failures', () => {
  const reported: ErrorReport[] = [];
  beforeEach(() => {
    reported.length = 0;
    attachErrorReporter((r) => reported.push(r));
  });
  afterEach(resetErrorReports);

  it('reports a 5xx and a call that got no answer, by operation and method, central or inline', async () => {
    const { store, id } = await setup();
    updateSettings({ failures: { getUser: '500' } });
    await act(async () => {
      await store.dispatch(profileApi.endpoints.getUser.initiate({ id }));
    });
    // a form's call (it reports inline); the user's record is read again after it, and answers
    updateSettings({ failures: { updateUser: 'network' } });
    await act(async () => {
      await store.dispatch(
        profileApi.endpoints.updateUser.initiate({ id, userUpdate: { displayName: 'Anna' } }),
      );
    });
    expect(reported).toEqual([
      { kind: 'api', operation: 'getUser', status: 500, method: 'GET' },
      { kind: 'api', operation: 'updateUser', status: 'network', method: 'PUT' },
    ]);
  });

  it("reports a route read's failure once, though the page then asks again; a Retry again", async () => {
    const { store, id } = await setup();
    updateSettings({ failures: { getUser: '500' } });
    const getUser = (forceRefetch = false) =>
      store.dispatch(profileApi.endpoints.getUser.initiate({ id }, { forceRefetch }));
    await act(async () => {
      // as a route loader reads (routeLoaders.ts): failed before the page's code is there
      const read = getUser();
      routeReads.add(read.requestId);
      await read;
      routeReads.delete(read.requestId);
      read.unsubscribe();
      // the page then reads the entry, which has no answer: RTK Query asks the server again
      const ask = getUser();
      await ask;
      ask.unsubscribe();
    });
    expect(reported).toHaveLength(1);
    // the user's Retry is a new failure
    await act(async () => {
      await getUser(true);
    });
    expect(reported).toEqual([
      { kind: 'api', operation: 'getUser', status: 500, method: 'GET' },
      { kind: 'api', operation: 'getUser', status: 500, method: 'GET' },
    ]);
  });

  it('reports no 4xx, no 401 and nothing that succeeded', async () => {
    const { store, id } = await setup();
    await act(async () => {
      await store.dispatch(profileApi.endpoints.getUser.initiate({ id }));
      await store.dispatch(profileApi.endpoints.getUser.initiate({ id: 999999 }));
    });
    updateSettings({ failures: { listParameterOverview: '401' } });
    await act(async () => {
      await store.dispatch(parametersApi.endpoints.listParameterOverview.initiate());
    });
    await screen.findByText('Your session has expired. Please log in again.');
    expect(reported).toEqual([]);
  });
});
