/** The signed-in shell with the notifications feature's panel in its bell (a lazy chunk). */
import { NotificationPanel } from '@/features/notifications';
import { AppLayout } from './layout/AppLayout';

export default function SignedInShell() {
  return <AppLayout notificationPanel={<NotificationPanel />} />;
}
