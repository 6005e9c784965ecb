/**
 * Hosts antd's context-aware notifications (themed, inside the React tree) and hands their API
 * to the `notify` facade. Uses the notification hook alone rather than antd's `App`, which would
 * also pull the modal and message code into every page's first load.
 */
import { notification } from 'antd';
import { useEffect } from 'react';
import { NOTIFICATION_DURATION_S, NOTIFICATION_TOP, registerNotifier } from '@/shared/ui/notify';

export function NotificationBridge() {
  const [api, holder] = notification.useNotification({
    duration: NOTIFICATION_DURATION_S,
    placement: 'topRight',
    top: NOTIFICATION_TOP,
  });
  useEffect(() => registerNotifier(api), [api]);
  return holder;
}
