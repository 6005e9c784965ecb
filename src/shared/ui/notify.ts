/**
 * The notifier the central error handler and features use. It is backed by antd's
 * `notification.useNotification()` (themed, inside the React tree), which the NotificationBridge
 * of src/app registers once its chunk has loaded. The bridge is mounted when the first notice is
 * raised (`useNotifierWanted`), not with the first page; notices raised before it registers wait
 * in a queue and appear as soon as it does. Notifications stay 200 s (messages auto-remove after
 * 200000 ms), so a notice must not outlive what it says:
 * - a success replaces every notice shown (they were about what has now worked);
 * - a notice about a state the user can correct gets a `key`, and `dismiss(key)` removes it once
 *   corrected (a refused date range, once a valid one is picked).
 * Notices sit below the header (NOTIFICATION_TOP), never over the account menu.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';

export const NOTIFICATION_DURATION_S = 200;
/** px from the top: below the 64 px header. */
export const NOTIFICATION_TOP = 72;

type Notifier = Pick<NotificationInstance, 'success' | 'error' | 'info' | 'warning' | 'destroy'>;
type Level = 'success' | 'error' | 'info' | 'warning';
type Pending =
  | { level: Level; title: ReactNode; description?: ReactNode; key?: string }
  | 'destroy'
  | { dismiss: string };

let instance: Notifier | null = null;
let pending: Pending[] = [];
/** A notice has been raised: the bridge that shows notices is needed from now on. */
let wanted = false;
const wantedListeners = new Set<() => void>();

/** True from the first notice on: the app mounts the NotificationBridge then. */
export function useNotifierWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      wantedListeners.add(listener);
      return () => wantedListeners.delete(listener);
    },
    () => wanted,
    () => wanted,
  );
}

/** Called by the NotificationBridge; shows what waited; returns an unregister function. */
export function registerNotifier(next: Notifier) {
  instance = next;
  const waiting = pending;
  pending = [];
  for (const p of waiting) {
    if (p === 'destroy') next.destroy();
    else if ('dismiss' in p) next.destroy(p.dismiss);
    else show(p.level, p.title, p.description, p.key);
  }
  return () => {
    if (instance === next) instance = null;
  };
}

function show(level: Level, title: ReactNode, description?: ReactNode, key?: string) {
  if (!instance) {
    pending.push({ level, title, description, key });
    if (!wanted) {
      wanted = true;
      for (const listener of wantedListeners) listener();
    }
    return;
  }
  instance[level]({
    key,
    title,
    description,
    duration: NOTIFICATION_DURATION_S,
    placement: 'topRight',
  });
}

function destroyAll() {
  if (instance) instance.destroy();
  else pending = ['destroy'];
}

export const notify = {
  success: (title: ReactNode, description?: ReactNode) => {
    destroyAll();
    show('success', title, description);
  },
  error: (title: ReactNode, description?: ReactNode, key?: string) =>
    show('error', title, description, key),
  info: (title: ReactNode, description?: ReactNode) => show('info', title, description),
  warning: (title: ReactNode, description?: ReactNode) => show('warning', title, description),
  /** Removes the notice shown with this key (nothing when there is none). */
  dismiss: (key: string) => {
    if (instance) instance.destroy(key);
    else pending.push({ dismiss: key });
  },
  destroyAll,
};
