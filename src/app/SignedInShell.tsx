/**
 * The signed-in shell (a lazy chunk) with the notifications feature's panel in its bell (whose
 * code loads when the bell is first opened, or when the pointer or the focus reaches it).
 */
import { LazyNotificationPanel } from '@/features/notifications';
import { AppLayout } from './layout/AppLayout';

// the signed-in pages' first reads travel in this chunk (see pagePrefetch.ts)
export { pagePrefetches } from './pagePrefetch';

export default function SignedInShell() {
  return (
    <AppLayout
      notificationPanel={<LazyNotificationPanel />}
      preloadNotificationPanel={LazyNotificationPanel.preload}
    />
  );
}
