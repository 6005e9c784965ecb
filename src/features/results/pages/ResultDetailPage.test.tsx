import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '@mocks/db/store';
import { scenarios } from '@mocks/scenarios';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { fieldValue, findTitle, openDetail } from '../testing/detailTestUtils';
import { ResultDetailPage } from './ResultDetailPage';

const section = (title: string) =>
  screen
    .getByText(title, { selector: '.ant-descriptions-title' })
    .closest('.ant-descriptions') as HTMLElement;

describe('ResultDetailPage', () => {
  it('shows every field of result 1', async () => {
    await signIn('user@example.com');
    await renderWithProviders(<ResultDetailPage />, { url: '/results/1', path: '/results/:id' });
    await findTitle('Aquarium – pH');
    expect(screen.getByTestId('result-value')).toHaveTextContent('7.4 pH');
    expect(screen.getByTestId('result-parameter')).toHaveTextContent(/^pH$/);
    expect(screen.getByText('Range: 0-14 pH')).toBeInTheDocument();
    expect(screen.getByText('Cat. No.: 1.09535.0001')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Scale from 0 to 14 pH, value 7.4 pH' })).toBeVisible();

    expect(fieldValue('ID')).toBe('M-000001');
    expect(fieldValue('Citation')).toBe('pH');
    expect(fieldValue('Parameter Name')).toBe('pH');
    // 1763666095 = 11/20/2025 19:14:55 UTC (tests run in UTC)
    expect(fieldValue('Date')).toBe('11/20/2025 07:14 pm');
    expect(fieldValue('Location')).toBe("50°6.6'N 8°40.9'E");
    expect(fieldValue('Comment')).toBe('-');
    expect(screen.queryByText('Creator')).toBeNull();

    expect(fieldValue('Cat. No.', section('Test Strip'))).toBe('1.09535.0001');
    expect(fieldValue('Lot No.', section('Test Strip'))).toBe('HC123456');
    expect(fieldValue('Cat. No.', section('Card'))).toBe('1.17920.0001');
    expect(fieldValue('Lot No.', section('Card'))).toBe('CL240815');
    expect(fieldValue('Name', section('Phone'))).toBe('iPhone 15 Pro');
    expect(fieldValue('OS', section('Phone'))).toBe('iOS 18.1');
    expect(fieldValue('Camera', section('Phone'))).toBe('Back Triple Camera 48 MP');

    const image = screen.getByRole('img', { name: 'Sample image of Aquarium – pH' });
    expect(image).toHaveAttribute('src', '/api/results/1/image');
    expect(image.closest('a')).toHaveAttribute('href', '/image/1');
    for (const label of ['Image', 'Excel', 'CSV', 'ZIP']) {
      expect(screen.getByRole('button', { name: new RegExp(label) })).toBeEnabled();
    }
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit result' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete result' })).toBeVisible();
  });

  it('shows the share panel with the number of share links', async () => {
    const shared = db().shares.find(
      (s) => s.resourceType === 'result' && s.userId === 1 && !s.revoked,
    )!;
    const count = db().shares.filter(
      (s) => s.resourceType === 'result' && s.resourceId === shared.resourceId && !s.revoked,
    ).length;
    await openDetail(`/results/${shared.resourceId}`);
    expect(
      await screen.findByRole('button', { name: new RegExp(`\\(${count}\\) Manage Shares$`) }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: /Snapshot/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Dynamic Share/ })).toBeEnabled();
  });

  it("Manage Shares lists the result's links; a revoked link leaves the list", async () => {
    const shared = db().shares.find(
      (s) => s.resourceType === 'result' && s.userId === 1 && !s.revoked,
    )!;
    const before = db().shares.filter(
      (s) => s.resourceType === 'result' && s.resourceId === shared.resourceId && !s.revoked,
    ).length;
    const { user } = await openDetail(`/results/${shared.resourceId}`);
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`\\(${before}\\) Manage Shares$`) }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Manage Share Links' });
    const revoke = await within(dialog).findAllByRole('button', { name: /^Revoke the / });
    expect(revoke).toHaveLength(before);
    await user.click(revoke[0]!);
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(within(dialog).queryAllByRole('button', { name: /^Revoke the / })).toHaveLength(
        before - 1,
      ),
    );
    expect(
      await screen.findByRole('button', { name: new RegExp(`\\(${before - 1}\\) Manage Shares$`) }),
    ).toBeVisible();
  });

  it("shows a '<' reading pinned to the bottom with its message in an error box", async () => {
    await openDetail('/results/37');
    await screen.findByTestId('result-value');
    expect(screen.getByTestId('result-value')).toHaveTextContent('<0 mg/l');
    expect(screen.getByRole('alert')).toHaveTextContent('Value below measuring range');
    expect(screen.getByTestId('scale-marker')).toHaveAttribute('data-fraction', '0.0000');
    expect(screen.getByTestId('result-parameter')).toHaveTextContent('Nitrate (NO3-)');
    expect(screen.getByTestId('result-parameter').querySelector('sub')).toHaveTextContent('3');
    expect(screen.getByTestId('result-parameter').querySelector('sup')).toHaveTextContent('-');
  });

  it("shows an NO2 reading with '!' and the error box", async () => {
    await openDetail('/results/384');
    await screen.findByTestId('result-value');
    expect(screen.getByTestId('result-value')).toHaveTextContent('!30.4 mg/l');
    expect(screen.getByRole('alert')).toHaveTextContent('NO2 detected');
  });

  it("shows 'Not recorded' for a result without location and no box without a code", async () => {
    await openDetail('/results/27');
    await screen.findByTestId('result-value');
    expect(fieldValue('Location')).toBe('Not recorded');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the not-found route for an unknown result', async () => {
    const { router } = await openDetail('/results/999999');
    await screen.findByRole('heading', { name: 'Not found route' });
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("goes to the not-found route for another user's result", async () => {
    const { router } = await openDetail('/results/644');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(screen.queryByText('Invalid Request')).toBeNull();
  });

  it('is a route of the app; a malformed id shows the real not-found page', async () => {
    await signIn('user@example.com');
    const { router } = await renderWithProviders(null, { url: '/results/1' });
    await screen.findByRole('heading', { level: 1, name: 'Aquarium – pH' });
    await act(() => router.navigate('/results/abc'));
    expect(await screen.findByText('Page not found!', {})).toBeInTheDocument();
  });

  it('shows the error state and the central message when loading fails', async () => {
    scenarios.failing('getResult');
    await openDetail('/results/1');
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeVisible();
    // the page keeps its heading and the way back
    expect(screen.getByRole('heading', { level: 1, name: 'Result' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  it('hides sharing and delete for the restricted user kind', async () => {
    await openDetail('/results/644', 'restricted@example.com');
    await screen.findByTestId('result-value');
    expect(screen.queryByText('Share')).toBeNull();
    expect(screen.queryByRole('button', { name: /Manage Shares/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete result' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit result' })).toBeVisible();
  });

  it('hides sharing for admins, who may open any result', async () => {
    await openDetail('/results/1', 'admin@example.com');
    await findTitle('Aquarium – pH');
    expect(screen.queryByRole('button', { name: /Manage Shares/ })).toBeNull();
    expect(within(screen.getByTestId('result-view')).queryByText('Share')).toBeNull();
  });
});
