import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { scenarios } from '@mocks/scenarios';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { DashboardCard } from './DashboardCard';
import { PackageCounterCard } from './PackageCounterCard';

const LOT = 'Please make sure that your entered lot number has the format HC123456 or 1234567890';
const STRIPS_LEFT =
  'Test strips left has to be more than measurements already taken (1) and at maximum (100)';

const renderCard = async () =>
  await renderWithProviders(
    <DashboardCard title="Package Counter">
      <PackageCounterCard />
    </DashboardCard>,
    { url: '/dashboard' },
  );

const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('PackageCounterCard', () => {
  it('lists the package with lot, strips left and replenish date', async () => {
    await signIn('user@example.com');
    await renderCard();
    const row = await screen.findByRole('listitem', { name: 'pH' });
    expect(within(row).getByText('64 / 100')).toBeVisible();
    expect(within(row).getByText('Lot number: HC123456')).toBeVisible();
    // server clock today (TZ UTC) plus 64 days
    const res = await call('GET', '/test_strip_packages');
    expect(res.body['hydra:member'][0].amount_of_test_strips_left).toBe(64);
    const today = new Date(Date.parse(res.headers.get('date')!));
    today.setUTCHours(0, 0, 0, 0);
    const due = new Date(today.getTime() + 64 * 86400000);
    const mmddyyyy = `${String(due.getUTCMonth() + 1).padStart(2, '0')}/${String(due.getUTCDate()).padStart(2, '0')}/${due.getUTCFullYear()}`;
    expect(within(row).getByText(`Replenish date: ${mmddyyyy}`)).toBeVisible();
  });

  it('adds a package: parameter required, lot rule, strip rule, then saved', async () => {
    await signIn('new@example.com');
    const { user } = await renderCard();
    await user.click(await screen.findByRole('button', { name: /Add parameter/ }));
    const modal = await dialog('Add parameter');
    const strips = within(modal).getByLabelText('Test strips left');
    expect(strips).toHaveValue('100');

    await user.type(within(modal).getByLabelText('Lot number'), 'AB123456');
    await user.clear(strips);
    await user.type(strips, '101');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('Parameter is required')).toBeVisible();
    expect(within(modal).getByText(LOT)).toBeVisible();
    expect(within(modal).getByText(STRIPS_LEFT)).toBeVisible();
    expect(db().packages.filter((p) => p.userId === 4)).toHaveLength(0);

    await user.click(within(modal).getByRole('combobox', { name: 'Parameter' }));
    await user.click(await screen.findByTitle('Nitrate (0-500 mg/l)'));
    await user.clear(within(modal).getByLabelText('Lot number'));
    await user.type(within(modal).getByLabelText('Lot number'), '1234567890');
    await user.clear(strips);
    await user.type(strips, '80');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    const row = await screen.findByRole('listitem', { name: 'Nitrate' });
    expect(within(row).getByText('80 / 100')).toBeVisible();
    const res = await call('GET', '/test_strip_packages');
    expect(res.body['hydra:member']).toMatchObject([
      {
        parameter_id: 2,
        batch_number: '1234567890',
        start_amount: 100,
        amount_of_test_strips_left: 80,
      },
    ]);
  });

  it('edits a package: empty lot allowed, strips left updated', async () => {
    await signIn('user@example.com');
    const { user } = await renderCard();
    await user.click(await screen.findByRole('button', { name: 'Edit package pH' }));
    const modal = await dialog('Edit Package');
    const lot = within(modal).getByLabelText('Lot number');
    expect(lot).toHaveValue('HC123456');
    const strips = within(modal).getByLabelText('Test strips left');
    expect(strips).toHaveValue('64');
    await user.clear(strips);
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const message =
      'Test strips left has to be more than measurements already taken (1) and at maximum (100)';
    expect(await within(modal).findByText(message)).toBeVisible();
    // one strip is not more than the one measurement already taken
    await user.type(strips, '1');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(modal).getByText(message)).toBeVisible());
    expect(db().packages.find((p) => p.id === 1)?.amountOfTestStripsLeft).toBe(64);

    await user.clear(lot);
    await user.clear(strips);
    await user.type(strips, '12');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    const row = await screen.findByRole('listitem', { name: 'pH' });
    await waitFor(() => expect(within(row).getByText('12 / 100')).toBeVisible());
    expect(within(row).getByText('Lot number: -')).toBeVisible();
    expect(db().packages.find((p) => p.id === 1)).toMatchObject({
      batchNumber: null,
      amountOfTestStripsLeft: 12,
    });
  });

  it('puts server violations on the field', async () => {
    await signIn('new@example.com');
    const { user } = await renderCard();
    await user.click(await screen.findByRole('button', { name: /Add parameter/ }));
    const modal = await dialog('Add parameter');
    await user.click(within(modal).getByRole('combobox', { name: 'Parameter' }));
    await user.click(await screen.findByTitle('Nitrite (0-80 mg/l)'));
    // withdrawn on the server after the list was loaded: 422 on parameterId
    db().parameters.find((p) => p.id === 3)!.status = 1;
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('The parameter is not available.')).toBeVisible();
    expect(db().packages.filter((p) => p.userId === 4)).toHaveLength(0);
  });

  it('shows a server failure once and keeps the dialog open', async () => {
    await signIn('user@example.com');
    scenarios.failing('updateTestStripPackage');
    const { user } = await renderCard();
    await user.click(await screen.findByRole('button', { name: 'Edit package pH' }));
    const modal = await dialog('Edit Package');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Internal Server Error')).toHaveLength(1));
    expect(modal).toBeVisible();
    expect(db().packages[0].amountOfTestStripsLeft).toBe(64);
  });
});
