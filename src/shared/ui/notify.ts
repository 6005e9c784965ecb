/**
 * The notifier the central error handler and features use. It is backed by antd's
 * `App.useApp().notification` (themed, inside the React tree), which the NotificationBridge of
 * src/app registers; before that (or without it, e.g. a bare test) antd's static API is used.
 * Notifications stay 200 s (spec: messages auto-remove after 200000 ms).
 */
import { notification } from 'antd';
import type { ReactNode } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';

export const NOTIFICATION_DURATION_S = 200;

let instance: NotificationInstance | null = null;

/** Called by the NotificationBridge; returns an unregister function. */
export function registerNotifier(next: NotificationInstance) {
  instance = next;
  return () => {
    if (instance === next) instance = null;
  };
}

const current = (): Pick<
  NotificationInstance,
  'success' | 'error' | 'info' | 'warning' | 'destroy'
> => instance ?? notification;

type Level = 'success' | 'error' | 'info' | 'warning';

function show(level: Level, title: ReactNode, description?: ReactNode) {
  current()[level]({
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
  destroyAll: () => current().destroy(),
};
