import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/utils/render';
import { DashboardCard } from './DashboardCard';

let crash = true;
function Fragile() {
  const [n] = useState(1);
  if (crash) throw new Error('boom');
  return <p>Drawn {n}</p>;
}

describe('DashboardCard', () => {
  it('keeps its title and offers Reload when the content crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onReset = vi.fn();
    crash = true;
    const { user } = await renderWithProviders(
      <DashboardCard title="Weekly Performance" onReset={onReset}>
        <Fragile />
      </DashboardCard>,
    );
    const region = screen.getByRole('region', { name: 'Weekly Performance' });
    expect(region).toHaveTextContent('An error occurred.');
    crash = false;
    await user.click(screen.getByRole('button', { name: /Reload/ }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(await screen.findByText('Drawn 1')).toBeVisible();
    vi.restoreAllMocks();
  });
});
