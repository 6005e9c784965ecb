import { screen } from '@testing-library/react';
import { scenarios } from '@mocks/scenarios';
import { findTitle, openDetail } from '../testing/detailTestUtils';

describe('ResultImagePage', () => {
  it('shows the sample image in full size with a back link to the result', async () => {
    const { user, router } = await openDetail('/image/1');
    await findTitle('Aquarium – pH');
    const image = screen.getByRole('img', { name: 'Sample image of Aquarium – pH' });
    expect(image).toHaveAttribute('src', '/api/results/1/image');
    expect(screen.getByRole('link', { name: 'Open original' })).toHaveAttribute(
      'href',
      '/api/results/1/image',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('result-view')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/results/1');
  });

  it('keeps its heading and the way back when the result cannot be loaded', async () => {
    scenarios.failing('getResult');
    const { user, router } = await openDetail('/image/1');
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sample Image' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/results/1');
  });

  it('is reached from the detail page and goes back there', async () => {
    const { user, router } = await openDetail('/results/1');
    await findTitle('Aquarium – pH');
    await user.click(screen.getByRole('link', { name: 'Open the sample image in full size' }));
    await screen.findByRole('link', { name: 'Open original' });
    expect(router.state.location.pathname).toBe('/image/1');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByTestId('result-view');
    expect(router.state.historyAction).toBe('POP');
  });

  it('goes to the not-found route for a result the user may not see', async () => {
    const { router } = await openDetail('/image/644');
    await screen.findByRole('heading', { name: 'Not found route' });
    expect(router.state.location.pathname).toBe('/404');
  });
});
