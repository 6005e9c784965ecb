import { db } from '@mocks/db/store';
import { screen, waitFor, within } from '@testing-library/react';
import { card, openDialog, openProfile, saveButton, warmUp } from '../testing/profileTest';

const userRecord = (email: string) => db().users.find((u) => u.email === email)!;

beforeAll(warmUp);

const me = () => userRecord('user@example.com');

describe('company', () => {
  it("saves the company and sends the '-' country as null", async () => {
    const { user } = await openProfile();
    const dialog = await openDialog(user, 'Edit company');
    const city = within(dialog).getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Mainz');
    await user.click(within(dialog).getByLabelText('Country'));
    await user.keyboard('-');
    await user.click(await screen.findByTitle('-'));
    await user.click(saveButton(dialog));
    expect(await screen.findByText('Profile was successfully updated.')).toBeVisible();
    expect(me().companyCity).toBe('Mainz');
    expect(me().companyCountry).toBeNull();
    await waitFor(() => expect(within(card('Company')).getByText('Mainz')).toBeVisible());
  });

  it('picks a country from the list of about 250 regions', async () => {
    const { user } = await openProfile('new@example.com');
    const dialog = await openDialog(user, 'Edit company');
    await user.click(within(dialog).getByLabelText('Country'));
    await user.keyboard('Switzer');
    await user.click(await screen.findByTitle('Switzerland'));
    await user.click(saveButton(dialog));
    expect(await screen.findByText('Profile was successfully updated.')).toBeVisible();
    expect(userRecord('new@example.com').companyCountry).toBe('ch');
  });

  it("refuses a phone number in the wrong format with 'Incorrect format'", async () => {
    const { user } = await openProfile();
    const dialog = await openDialog(user, 'Edit company');
    const phone = within(dialog).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(saveButton(dialog));
    expect(await within(dialog).findByText('Incorrect format')).toBeVisible();
    expect(me().companyPhone).toBe('+49 6151 720 400');
  });

  it('refuses a company name shorter than 3 characters', async () => {
    const { user } = await openProfile();
    const dialog = await openDialog(user, 'Edit company');
    const company = within(dialog).getByLabelText('Company');
    await user.clear(company);
    await user.type(company, 'AB');
    await user.click(saveButton(dialog));
    expect(
      await within(dialog).findByText('The company name has to be at least 3 characters long.'),
    ).toBeVisible();
  });
});

describe('segment', () => {
  it('saves segment and position from the lookups', async () => {
    const { user } = await openProfile();
    const dialog = await openDialog(user, 'Edit segment');
    await user.click(within(dialog).getByLabelText('Segment'));
    await user.click(await screen.findByTitle('Biotechnology'));
    await user.click(within(dialog).getByLabelText('Position'));
    await user.click(await screen.findByTitle('Professor'));
    await user.click(saveButton(dialog));
    expect(await screen.findByText('Profile was successfully updated.')).toBeVisible();
    expect(me().segment).toBe(8);
    expect(me().segmentPosition).toBe(8);
    await waitFor(() => expect(within(card('Segment')).getByText('Professor')).toBeVisible());
  });

  it('shows the failure of the server with the central handler', async () => {
    const { scenarios } = await import('@mocks/scenarios');
    const { user } = await openProfile();
    scenarios.failing('updateUser');
    const dialog = await openDialog(user, 'Edit segment');
    const dept = within(dialog).getByLabelText('Department');
    await user.type(dept, ' East');
    await user.click(saveButton(dialog));
    expect(await screen.findByText('Internal Server Error')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(me().segmentDepartment).toBe('Water Quality');
  });
});
