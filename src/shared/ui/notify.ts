/**
 * The notifier the central error handler and features use. It is backed by antd's
 * `notification.useNotification()` (themed, inside the React tree), which the NotificationBridge
 * of src/app registers once its chunk has loaded; notices raised before that wait in a queue and
 * appear as soon as it registers. Notifications stay 200 s (messages auto-remove after 200000 ms).
 */
import type { ReactNode } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';

export const NOTIFICATION_DURATION_S = 200;

type Notifier = Pick<NotificationInstance, 'success' | 'error' | 'info' | 'warning' | 'destroy'>;
type Level = 'success' | 'error' | 'info' | 'warning';
type Pending = { level: Level; title: ReactNode; description?: ReactNode } | 'destroy';

let instance: Notifier | null = null;
let pending: Pending[] = [];

/** Called by the NotificationBridge; shows what waited; returns an unregister function. */
export function registerNotifier(next: Notifier) {
  instance = next;
  const waiting = pending;
  pending = [];
  for (const p of waiting) {
    if (p === 'destroy') next.destroy();
    else show(p.level, p.title, p.description);
  }
  return () => {
    if (instance === next) instance = null;
  };
}

function show(level: Level, title: ReactNode, description?: ReactNode) {
  if (!instance) {
    pending.push({ level, title, description });
    return;
  }
  instance[level]({
    title,
    description,
    duration: NOTIFICATION_DURATION_S,
    placement: 'topRight',
  });
}

export const notify = {
  success: (title: ReactNode, description?: ReactNode) => show('success', title, description),
  error: (title: ReactNode, description?: ReactNode) => show('error', title, description),
  info: (title: ReactNode, description?: ReactNode) => show('info', title, description),
  warning: (title: ReactNode, description?: ReactNode) => show('warning', title, description),
  destroyAll: () => {
    if (instance) instance.destroy();
    else pending = ['destroy'];
  },
};
