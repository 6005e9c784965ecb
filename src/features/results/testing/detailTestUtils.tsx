/** Helpers of the result detail tests: the page at a URL with stub neighbours to navigate to. */
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { paths, routePatterns } from '@/shared/config/paths';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { ResultDetailPage } from '../pages/ResultDetailPage';
import { ResultImagePage } from '../pages/ResultImagePage';

export const detailRoutes: RouteObject[] = [
  { path: routePatterns.resultDetail, element: <ResultDetailPage /> },
  { path: routePatterns.image, element: <ResultImagePage /> },
  { path: paths.results, element: <h1>Results list</h1> },
  { path: paths.notFound, element: <h1>Not found route</h1> },
  { path: routePatterns.manageShareLinks, element: <h1>Manage share links</h1> },
];

/** Signs `email` in and opens `url` (default: result 1 of user@example.com). */
export async function openDetail(url = '/results/1', email = 'user@example.com') {
  await signIn(email);
  const rendered = await renderWithProviders(null, { url, routes: detailRoutes });
  return rendered;
}

/** Waits until the result's name is the page heading. */
export const findTitle = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The open dialog with this title (antd reuses title ids in tests, so match the text). */
export function findDialog(title: string) {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText(title));
    if (!dialog) throw new Error(`no dialog "${title}"`);
    return dialog;
  });
}

/** The value cell of a Descriptions row by its label. */
export function fieldValue(label: string, container: HTMLElement = document.body): string {
  const th = within(container)
    .getAllByText(label, { selector: 'th, th *' })
    .map((el) => el.closest('th'))
    .find(Boolean);
  return th?.nextElementSibling?.textContent ?? '';
}
