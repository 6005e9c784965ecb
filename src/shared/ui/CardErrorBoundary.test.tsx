import { screen } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardErrorBoundary } from './CardErrorBoundary';
import { renderUi } from '@tests/utils/render';
import { attachErrorReporter, resetErrorReports } from '@/shared/monitoring/errorReports';

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
  afterEach(() => {
    vi.restoreAllMocks();
    resetErrorReports();
  });

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

  it('hands each crash to the error reporting, with the component stack', async () => {
    const reporter = vi.fn();
    attachErrorReporter(reporter);
    await renderUi(
      <CardErrorBoundary>
        <Flaky />
      </CardErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: /reload/i }));
    expect(reporter).toHaveBeenCalledTimes(2);
    expect(reporter).toHaveBeenCalledWith({
      kind: 'render',
      boundary: 'card',
      error: expect.objectContaining({ message: 'boom' }),
      componentStack: expect.stringContaining('Flaky'),
    });
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
