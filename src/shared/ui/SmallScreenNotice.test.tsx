import { act, screen } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SmallScreenNotice } from './SmallScreenNotice';
import { renderUi } from '@tests/utils/render';
import { setWindowWidth } from '@tests/utils/windowWidth';

const NOTICE =
  'This web app works best on large screens. Please use landscape mode or a desktop device.';

const originalWidth = window.innerWidth;
function resizeTo(width: number) {
  act(() => {
    setWindowWidth(width);
    window.dispatchEvent(new Event('resize'));
  });
}

describe('SmallScreenNotice', () => {
  afterEach(() => resizeTo(originalWidth));

  it('shows below 1354 px and hides above', async () => {
    resizeTo(1353);
    await renderUi(<SmallScreenNotice />);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    resizeTo(1354);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('uses 1423 px on table screens', async () => {
    resizeTo(1400);
    await renderUi(<SmallScreenNotice table />);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    resizeTo(1423);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('stays dismissed for the session', async () => {
    resizeTo(800);
    const { unmount } = await renderUi(<SmallScreenNotice />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    unmount();
    await renderUi(<SmallScreenNotice />);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
