import { screen, waitFor } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/config/paths';
import { NotFoundPage } from './NotFoundPage';
import { renderUi } from '@tests/utils/render';

async function renderAt(entries: string[]) {
  await renderUi(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path={paths.notFound} element={<NotFoundPage />} />
        <Route path={paths.root} element={<p>Root page</p>} />
        <Route path={paths.results} element={<p>Results page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NotFoundPage', () => {
  it('says the page does not exist', async () => {
    await renderAt([paths.notFound]);
    expect(screen.getByText('Page not found!')).toBeInTheDocument();
    expect(
      screen.getByText(/does not exist.*typo in the url.*resource is gone/),
    ).toBeInTheDocument();
  });

  it("draws antd's 404 illustration, whose code loads with the page (scripts/antdLite.ts)", async () => {
    await renderAt([paths.notFound]);
    await waitFor(() => expect(document.querySelector('.ant-result-image svg')).not.toBeNull());
  });

  it('goes to the root when there is no history', async () => {
    await renderAt([paths.notFound]);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Root page')).toBeInTheDocument();
  });

  it('goes back when there is an earlier page', async () => {
    await renderAt([paths.results, paths.notFound]);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Results page')).toBeInTheDocument();
  });
});
