import type { Share } from '@/api';
import { paths } from '@/shared/config/paths';

/** The app path where a share link opens: /share/<snapshot|dynamic>/<analyses|results>/<id>. */
export const shareViewPath = (s: Pick<Share, 'type' | 'resourceType' | 'id'>) =>
  paths.share(s.type, s.resourceType === 'analysis' ? 'analyses' : 'results', s.id);
