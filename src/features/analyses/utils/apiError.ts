/**
 * Errors of the analysis calls the screens handle themselves (createAnalysis and updateAnalysis
 * are inline-error endpoints, see src/api/errors.ts): a violation of the name goes onto the
 * field; anything else is shown like the central handler would.
 */
import { describeApiError, violationsOf } from '@/api/errors';
import { notify } from '@/shared/ui/notify';

export { violationsOf };

/** The message of a violation on `field`, or null. */
export function fieldError(error: unknown, field: string): string | null {
  return violationsOf(error).find((v) => v.propertyPath === field)?.message ?? null;
}

/** Shows a failure the way the central error handler does (clears other notifications first). */
export function reportError(error: unknown): void {
  const { level, message } = describeApiError(error);
  notify.destroyAll();
  notify[level](message);
}
