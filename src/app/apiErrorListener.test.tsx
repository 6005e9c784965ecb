import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { updateSettings } from '@mocks/db/store';
import { errorReportingOf, authApi, parametersApi, profileApi, sharesApi } from '@/api';
import { sessionEndExpected } from '@/entities/session/sessionSlice';
import {
  attachErrorReporter,
  resetErrorReports,
  type ErrorReport,
} from '@/shared/monitoring/errorReports';

/** The app's real store and providers (notifications) around an empty page; MSW answers. */
async function setup(email: string | null = 'user@example.com') {
  const id = email ? await signIn(email) : 0;
  const { store } = await renderWithProviders(null, { routes: [{ path: '*', element: null }] });
  return { store, id };
}

const notices = () => document.querySelectorAll('.ant-notification-notice');

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
