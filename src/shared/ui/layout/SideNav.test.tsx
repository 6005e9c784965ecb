import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/config/paths';
import { MobileMenu } from './MobileMenu';
import { SideNav } from './SideNav';

const tabNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

function renderNav(isAdmin: boolean, path: string) {
  render(
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
  it('shows the user tabs', () => {
    const nav = renderNav(false, paths.dashboard);
    expect(tabNames(nav)).toEqual(['Home', 'Results', 'Analyses', 'Manage Links']);
    expect(within(nav).getByRole('link', { name: 'Manage Links' })).toHaveAttribute(
      'href',
      paths.manageShareLinks(),
    );
  });

  it('shows the admin tabs', () => {
    const nav = renderNav(true, paths.adminHome);
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

  it('highlights the tab of the current route, also on detail pages', () => {
    renderNav(false, paths.resultDetail(12));
    expect(isSelected('Results')).toBe(true);
    expect(isSelected('Home')).toBe(false);
  });

  it('highlights admin tabs of sub-pages', () => {
    renderNav(true, paths.adminEditParameter(3));
    expect(isSelected('Manage Parameter')).toBe(true);
  });
});

describe('MobileMenu', () => {
  it.each([
    [false, ['Home', 'Results', 'Analyses', 'Shared Links']],
    [true, ['Home', 'Manage Parameter', 'Notifications', 'Help']],
  ])('admin=%s shows its entries', (isAdmin, expected) => {
    render(
      <MemoryRouter>
        <MobileMenu isAdmin={isAdmin} open onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(tabNames(screen.getByRole('navigation', { name: 'Mobile navigation' }))).toEqual(
      expected,
    );
  });
});
