import { act, screen } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState } from './QueryState';
import { renderUi } from '@tests/utils/render';

describe('QueryState', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the loader only after 350 ms, holding its height from the start', async () => {
    vi.useFakeTimers();
    const { container } = await renderUi(
      <QueryState isLoading minHeight={420}>
        <p>Loaded</p>
      </QueryState>,
    );
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    // the place of what loads is held before the spinner shows (no layout shift when it does)
    expect(container.firstElementChild).toHaveStyle({ minHeight: '420px' });
    act(() => vi.advanceTimersByTime(349));
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveStyle({ minHeight: '420px' });
    expect(screen.queryByText('Loaded')).not.toBeInTheDocument();
  });

  it('shows the error with a Retry action', async () => {
    const onRetry = vi.fn();
    await renderUi(
      <QueryState isLoading={false} error={{ status: 500 }} onRetry={onRetry}>
        <p>Loaded</p>
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An error occurred.');
    // the failed call in the central handler's words
    expect(alert).toHaveTextContent('Internal Server Error');
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Loaded')).not.toBeInTheDocument();
  });

  it('names a network failure, and nothing more for a failure that is not a call', async () => {
    const { rerender } = await renderUi(
      <QueryState isLoading={false} error={{ status: 'FETCH_ERROR', error: 'Failed to fetch' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Network Error. Please check your internet connection.',
    );
    rerender(<QueryState isLoading={false} error />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^An error occurred\.$/);
  });

  it("shows 'No Data' when empty, or the given text", async () => {
    const { rerender } = await renderUi(<QueryState isLoading={false} isEmpty />);
    expect(screen.getByText('No Data')).toBeInTheDocument();
    rerender(<QueryState isLoading={false} isEmpty emptyText="No filters applied" />);
    expect(screen.getByText('No filters applied')).toBeInTheDocument();
  });

  it('shows the children when loaded', async () => {
    await renderUi(
      <QueryState isLoading={false} isEmpty={false}>
        <p>Loaded</p>
      </QueryState>,
    );
    expect(screen.getByText('Loaded')).toBeInTheDocument();
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });
});
