import { screen, within } from '@testing-library/react';

import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/config/paths';
import { MobileMenu } from './MobileMenu';
import { SideNav } from './SideNav';
import { renderUi } from '@tests/utils/render';

const tabNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

async function renderNav(isAdmin: boolean, path: string) {
  await renderUi(
    <MemoryRouter initialEntries={[path]}>
      <SideNav isAdmin={isAdmin} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

const isSelected = (name: string) =>
  screen
    .getByRole('link', { name })
    .closest('[role="menuitem"]')
    ?.classList.contains('ant-menu-item-selected');

describe('SideNav', () => {
  it('shows the user tabs', async () => {
    const nav = await renderNav(false, paths.dashboard);
    expect(tabNames(nav)).toEqual(['Home', 'Results', 'Analyses', 'Manage Links']);
    expect(within(nav).getByRole('link', { name: 'Manage Links' })).toHaveAttribute(
      'href',
      paths.manageShareLinks(),
    );
  });

  it('shows the admin tabs', async () => {
    const nav = await renderNav(true, paths.adminHome);
    expect(tabNames(nav)).toEqual([
      'Home',
      'Manage Parameter',
      'Notifications',
      'Help',
      'Monitoring',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      paths.adminHome,
    );
  });

  it('highlights the tab of the current route, also on detail pages', async () => {
    await renderNav(false, paths.resultDetail(12));
    expect(isSelected('Results')).toBe(true);
    expect(isSelected('Home')).toBe(false);
  });

  it('highlights admin tabs of sub-pages', async () => {
    await renderNav(true, paths.adminEditParameter(3));
    expect(isSelected('Manage Parameter')).toBe(true);
  });

  it.each([
    paths.adminUsers,
    paths.adminResultListSuccessful,
    paths.adminResultListDiscarded,
    paths.adminAnalyses,
  ])('marks Home on %s, a list its tiles lead to', async (path) => {
    await renderNav(true, path);
    expect(isSelected('Home')).toBe(true);
  });
});

describe('MobileMenu', () => {
  it.each([
    [false, ['Home', 'Results', 'Analyses', 'Shared Links']],
    [true, ['Home', 'Manage Parameter', 'Notifications', 'Help']],
  ])('admin=%s shows its entries', async (isAdmin, expected) => {
    await renderUi(
      <MemoryRouter>
        <MobileMenu isAdmin={isAdmin} open onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(tabNames(screen.getByRole('navigation', { name: 'Mobile navigation' }))).toEqual(
      expected,
    );
  });
});
