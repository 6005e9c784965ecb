/**
 * Marks a notification read (spec 2, section 4): the server update first, then the local one —
 * the cached notification list is patched at once (the bell's count and the panel's sections
 * follow), and the notification's tag the mutation invalidates refetches the list.
 * A failure is shown by the central error handler; the notification then stays unread.
 */
import { useCallback, useState } from 'react';
import { useReadNotificationMutation, notificationsApi } from '@/api';
import type { Notification } from '../lib/groupNotifications';
import { useAppDispatch } from '@/shared/store/hooks';

export function useMarkNotificationRead() {
  const [readNotification] = useReadNotificationMutation();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<number[]>([]);

  const markRead = useCallback(
    async (notification: Notification) => {
      if (notification.isRead) return;
      const { id, type } = notification;
      setPending((ids) => [...ids, id]);
      try {
        const updated = await readNotification({ type, id }).unwrap();
        dispatch(
          notificationsApi.util.updateQueryData('listNotifications', undefined, (draft) => {
            const cached = draft['hydra:member'].find((n) => n.id === id && n.type === type);
            if (cached) cached.isRead = updated.isRead;
          }),
        );
      } catch {
        // shown by the central error handler (src/app/apiErrorListener.ts)
      } finally {
        setPending((ids) => ids.filter((x) => x !== id));
      }
    },
    [readNotification, dispatch],
  );

  const isMarking = useCallback((id: number) => pending.includes(id), [pending]);
  return { markRead, isMarking };
}
