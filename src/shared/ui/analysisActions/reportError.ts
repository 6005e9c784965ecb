import { describeApiError } from '@/api/errors';
import { notify } from '@/shared/ui/notify';

/**
 * createAnalysis and updateAnalysis are inline-error endpoints (src/api/errors.ts): failures that
 * belong to no field are shown here the way the central handler would show them.
 */
export function reportApiError(error: unknown) {
  const { level, message } = describeApiError(error);
  notify.destroyAll();
  notify[level](message);
}
