export type Notification = BroadcastNotification;
import type { BroadcastNotification } from '@/api';

export interface GroupedNotifications {
  /** 'New notifications': unread, newest first. */
  unread: Notification[];
  /** 'Previous notifications': read, newest first. */
  read: Notification[];
}

/** Newest sent first; the higher id first when sent at the same second. */
export const byNewest = (a: Notification, b: Notification) =>
  b.sentDate - a.sentDate || b.id - a.id;

/** Splits the list into the panel's two sections, each sorted newest first. */
export function groupNotifications(list: readonly Notification[]): GroupedNotifications {
  const sorted = [...list].sort(byNewest);
  return {
    unread: sorted.filter((n) => !n.isRead),
    read: sorted.filter((n) => n.isRead),
  };
}

export const countUnread = (list: readonly Notification[] | undefined): number =>
  list?.filter((n) => !n.isRead).length ?? 0;
