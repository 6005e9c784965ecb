import { screen } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardErrorBoundary } from './CardErrorBoundary';
import { renderUi } from '@tests/utils/render';

let shouldCrash = true;
function Flaky() {
  if (shouldCrash) throw new Error('boom');
  return <p>Card content</p>;
}

describe('CardErrorBoundary', () => {
  beforeEach(() => {
    shouldCrash = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the crash text and recovers on Reload', async () => {
    const onReset = vi.fn();
    await renderUi(
      <CardErrorBoundary onReset={onReset}>
        <Flaky />
      </CardErrorBoundary>,
    );
    expect(screen.getByText('An error occurred.')).toBeInTheDocument();
    expect(screen.queryByText('Card content')).not.toBeInTheDocument();

    shouldCrash = false;
    await userEvent.click(screen.getByRole('button', { name: /reload/i }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Card content')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred.')).not.toBeInTheDocument();
  });

  it('shows the error again when the child still crashes', async () => {
    await renderUi(
      <CardErrorBoundary>
        <Flaky />
      </CardErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: /reload/i }));
    expect(screen.getByText('An error occurred.')).toBeInTheDocument();
  });

  it('renders its children when nothing crashes', async () => {
    shouldCrash = false;
    await renderUi(
      <CardErrorBoundary>
        <Flaky />
      </CardErrorBoundary>,
    );
    expect(screen.getByText('Card content')).toBeInTheDocument();
  });
});
