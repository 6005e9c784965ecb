/**
 * The monitoring screen through the app's route table and the real mock handlers, as
 * admin@example.com (mock clock 2026-11-20): the default call (six months, whole months for
 * downloads, Month grouping, DD-MM-YYYY path), the tiles, the three views and what each shows,
 * a short range asking by week, the CSVs of the country table and of the ring, an empty range. A failure (the
 * central error notification and Retry) is shown in the browser: tests/e2e/monitoring.e2e.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { server } from '@mocks/node';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn, type Rendered } from '@tests/utils/render';

const MONITORING = '/info/webview/get-analysis-json/';

/** The monitoring calls made while the test runs (paths after the prefix). */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    const at = path.indexOf(MONITORING);
    if (at >= 0) calls.push(path.slice(at + MONITORING.length));
  });
  return calls;
}

const open = async () => {
  await signIn('admin@example.com');
  return renderWithProviders(null, { url: '/admin/statistics' });
};

const panel = (title: string) =>
  screen
    .findByRole('heading', { level: 2, name: title })
    .then((h) => h.closest('.ant-card')! as HTMLElement);

/** The lazily loaded chart and map have mounted (nothing left to resolve after the test). */
async function lazyPartsLoaded() {
  expect(await screen.findByTestId('series-line-canvas')).toBeInTheDocument();
  if (screen.queryByTestId('country-map'))
    expect(await screen.findByTestId('country-map-target')).toBeInTheDocument();
}

/** Types both ends into the range picker (MM/DD/YYYY), each confirmed with Enter. */
async function pickRange(user: Rendered['user'], from: string, to: string) {
  const start = screen.getByPlaceholderText('Start date');
  await user.click(start);
  await user.clear(start);
  await user.type(start, `${from}{Enter}`);
  const end = screen.getByPlaceholderText('End date');
  await user.clear(end);
  await user.type(end, `${to}{Enter}`);
}

async function savedCsv(): Promise<{ name: string; text: string }> {
  await waitFor(() => expect(saveAs).toHaveBeenCalled());
  const [blob, name] = vi.mocked(saveAs).mock.calls.at(-1) as [Blob, string];
  return { name, text: await blob.text() };
}

describe('monitoring', () => {
  it('opens on app downloads of the last six months, in whole months, grouped by month', async () => {
    const calls = recordCalls();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'No. of App Downloads' })).toBeChecked();
    await waitFor(() =>
      expect(calls).toContain(
        'fromDate/01-05-2026/toDate/20-11-2026/filter/Month/type/appDownload',
      ),
    );
    expect(screen.getByText('Per month')).toBeVisible();
    const tiles = screen.getByRole('region', { name: 'App downloads counts' });
    for (const title of [
      'Last year',
      'Last 6 months',
      'Last 3 months',
      'Last 1 month',
      'Total',
      'Last 7 days',
      'Last 1 day',
    ])
      expect(within(tiles).getByText(title)).toBeVisible();
    await waitFor(() => expect(within(tiles).queryByText('-')).toBeNull());

    const byRegion = await panel('App downloads by region');
    const rows = within(byRegion).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      'APAC',
      'EMEA',
      'LATAM',
      'NA',
    ]);
    expect(await panel('App downloads over time')).toBeVisible();
    expect(await panel('App downloads on the map')).toBeVisible();
  });

  it('switches views: active users show the pie, scans the bars and the parameter table', async () => {
    const calls = recordCalls();
    const { user, router } = await open();
    await panel('App downloads by country');

    await user.click(screen.getByRole('radio', { name: 'No. of Active Users' }));
    await waitFor(() =>
      expect(calls).toContain('fromDate/20-05-2026/toDate/20-11-2026/filter/Month/type/activeUser'),
    );
    expect(await panel('Active versus new users')).toBeVisible();
    // the view and range are in the address, for a reload or a shared link
    expect(router.state.location.search).toBe('?view=activeUser&from=2026-05-20&to=2026-11-20');
    expect(screen.queryByRole('heading', { name: /by country/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Total no. of scans' }));
    const parameters = await panel('Parameter scan count');
    expect(within(parameters).getByRole('cell', { name: 'Nitrate' })).toBeVisible();
    expect(await panel('Scan Start and Scan Finish')).toBeVisible();
    const byCountry = await panel('Scans by country');
    for (const title of ['Country', 'Scan Start', 'Scan Finish', 'Total', 'Region'])
      expect(
        within(byCountry).getByRole('columnheader', { name: new RegExp(title) }),
      ).toBeVisible();
  });

  it('asks by week for a range of up to 28 days', async () => {
    const calls = recordCalls();
    const { user } = await open();
    await user.click(await screen.findByRole('radio', { name: 'Total no. of scans' }));
    await panel('Scans by country');
    await pickRange(user, '11/01/2026', '11/20/2026');
    await waitFor(() =>
      expect(calls).toContain('fromDate/01-11-2026/toDate/20-11-2026/filter/Week/type/totalScan'),
    );
    expect(await screen.findByText('Per week')).toBeVisible();
    const overTime = await panel('Scans over time');
    expect(overTime).toBeVisible();
  });

  it('exports the country table as CSV: every country, the figures of the table', async () => {
    const { user } = await open();
    const byCountry = await panel('App downloads by country');
    const firstRow = within(byCountry).getAllByRole('row')[1];
    const [country, ios, android, total, region] = within(firstRow)
      .getAllByRole('cell')
      .map((c) => c.textContent!.replace(/,/g, ''));
    await user.click(
      within(byCountry).getByRole('button', { name: 'Export CSV: App downloads by country' }),
    );
    const { name, text } = await savedCsv();
    expect(name).toBe('monitoring_app-downloads_by-country_2026-05-01_2026-11-20.csv');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Country,iOS,Android,Total,Region');
    expect(lines[1]).toBe([country, ios, android, total, region].join(','));
    // 25 countries, more than the table's first page
    expect(lines).toHaveLength(26);
  });

  it('the ring compares active and new users; its CSV holds the same two figures', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('radio', { name: 'No. of Active Users' }));
    const ring = await panel('Active versus new users');
    const answer = await call(
      'GET',
      `${MONITORING}fromDate/20-05-2026/toDate/20-11-2026/filter/Month/type/activeUser`,
    );
    const { active, new: fresh } = answer.body.activeUsers as { active: number; new: number };
    expect(fresh).toBeGreaterThan(0);
    vi.mocked(saveAs).mockClear();
    await user.click(
      within(ring).getByRole('button', { name: 'Export CSV: Active users active and new' }),
    );
    const { text } = await savedCsv();
    expect(text.trim().split('\r\n')).toEqual([
      'Users,Count',
      `Active users,${active}`,
      `New users,${fresh}`,
    ]);
    await lazyPartsLoaded();
  });

  it('shows No Data for a range before the app existed, with the tiles still counted', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('radio', { name: 'No. of Active Users' }));
    await panel('Active versus new users');
    await pickRange(user, '01/01/2022', '06/30/2022');
    expect(await screen.findByText('No Data')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    const tiles = screen.getByRole('region', { name: 'Active users counts' });
    expect(within(tiles).queryByText('-')).toBeNull();
  });

  it('opens the view and range of its address', async () => {
    const calls = recordCalls();
    await signIn('admin@example.com');
    await renderWithProviders(null, {
      url: '/admin/statistics?view=totalScan&from=2026-11-02&to=2026-11-15',
    });
    expect(await panel('Parameter scan count')).toBeVisible();
    expect(calls).toContain('fromDate/02-11-2026/toDate/15-11-2026/filter/Week/type/totalScan');
    await lazyPartsLoaded();
  });
});
