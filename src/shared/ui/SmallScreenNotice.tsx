import { Alert } from 'antd';
import { useState } from 'react';
import { useWindowWidth } from './useWindowWidth';

/** Widths below which the notice shows (spec 1, section 9): layout and table screens. */
export const SMALL_SCREEN_WIDTH = 1354;
export const SMALL_SCREEN_TABLE_WIDTH = 1423;
const DISMISSED_KEY = 'smallScreenNoticeDismissed';

export const SMALL_SCREEN_TEXT =
  'This web app works best on large screens. Please use landscape mode or a desktop device.';

export interface SmallScreenNoticeProps {
  /** Screens with wide tables use the larger breakpoint (1423 px). */
  table?: boolean;
}

const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** Asks for landscape mode or a desktop device on small screens; dismissible for the session. */
export function SmallScreenNotice({ table = false }: SmallScreenNoticeProps) {
  const width = useWindowWidth();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const limit = table ? SMALL_SCREEN_TABLE_WIDTH : SMALL_SCREEN_WIDTH;
  if (dismissed || width >= limit) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // storage unavailable: dismissed until reload only
    }
  };
  return (
    <Alert
      banner
      type="info"
      showIcon
      title={SMALL_SCREEN_TEXT}
      closable={{ closeIcon: true, 'aria-label': 'Dismiss', onClose: dismiss }}
    />
  );
}
