/**
 * The notification panel as the signed-in shell holds it: its code (the list, the broadcast
 * view with its HTML sanitizer) loads when the bell is first opened, not with every signed-in
 * page; until it arrives the panel's box shows the loading spinner. `preload` starts the
 * download early, when the pointer or the focus reaches the bell.
 */
import { lazy, Suspense } from 'react';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import { PANEL_BOX } from './panelBox';

let loading: Promise<typeof import('./NotificationPanel')> | undefined;
const load = () => (loading ??= import('./NotificationPanel'));
const NotificationPanel = lazy(() => load().then((m) => ({ default: m.NotificationPanel })));

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

LazyNotificationPanel.preload = () => void load();
