import { screen } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { IdleSessionDialog } from './IdleSessionDialog';
import { renderUi } from '@tests/utils/render';

describe('IdleSessionDialog', () => {
  it('shows the question, the countdown and the button', async () => {
    const onStillHere = vi.fn();
    await renderUi(<IdleSessionDialog open seconds={17} onStillHere={onStillHere} />);
    expect(screen.getByRole('dialog', { name: 'Are you still here?' })).toBeInTheDocument();
    expect(screen.getByText('Logging out in 17 seconds')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Im still here' }));
    expect(onStillHere).toHaveBeenCalledTimes(1);
  });

  it('has no close control and ignores Escape', async () => {
    const onStillHere = vi.fn();
    await renderUi(<IdleSessionDialog open seconds={5} onStillHere={onStillHere} />);
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('renders nothing when closed', async () => {
    await renderUi(<IdleSessionDialog open={false} seconds={5} onStillHere={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
