/** Hands antd's context-aware notification API (App.useApp) to the `notify` facade. */
import { App } from 'antd';
import { useEffect } from 'react';
import { registerNotifier } from '@/shared/ui/notify';

export function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => registerNotifier(notification), [notification]);
  return null;
}
