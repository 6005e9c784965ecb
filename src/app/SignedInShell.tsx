/** The signed-in shell with the notifications feature's panel in its bell (a lazy chunk). */
import { NotificationPanel } from '@/features/notifications';
import { AppLayout } from './layout/AppLayout';

// the signed-in pages' first reads travel in this chunk (see pagePrefetch.ts)
export { pagePrefetches } from './pagePrefetch';

export default function SignedInShell() {
  return <AppLayout notificationPanel={<NotificationPanel />} />;
}
