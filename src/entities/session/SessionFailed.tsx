/**
 * What a private screen shows while the session could not be loaded because of a failure that
 * may pass (a server error, no network; status 'failed'): the error with Retry, and the user
 * stays signed in. The failure itself was reported by the central handler.
 * It takes `onRetry` (the session's retry) from the screen that shows it rather than asking the
 * session itself: a new subscription to a failed query would fetch it again at once, in a loop.
 */
import { QueryState } from '@/shared/ui/QueryState';

export function SessionFailed({ onRetry }: { onRetry: () => void }) {
  return <QueryState isLoading={false} error onRetry={onRetry} minHeight="60vh" />;
}
