/**
 * The notification panel as the signed-in shell holds it: its code (the list, the broadcast
 * view with its HTML sanitizer) loads when the bell is first opened, not with every signed-in
 * page; until it arrives the panel's box shows the loading spinner. `preload` starts the
 * download early, when the pointer or the focus reaches the bell.
 */
import { Suspense } from 'react';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import { lazyWithPreload } from '@/shared/ui/lazyWithPreload';
import { PANEL_BOX } from './panelBox';

const { Lazy: NotificationPanel, preload } = lazyWithPreload(() =>
  import('./NotificationPanel').then((m) => m.NotificationPanel),
);

export function LazyNotificationPanel() {
  return (
    <Suspense
      fallback={
        <div style={PANEL_BOX}>
          <DelayedSpinner minHeight={120} />
        </div>
      }
    >
      <NotificationPanel />
    </Suspense>
  );
}

LazyNotificationPanel.preload = () => void preload();
