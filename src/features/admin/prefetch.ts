/** The admin's pages' first reads (loaded with the signed-in shell: src/app/pagePrefetch.ts). */
import { adminApi } from '@/api';
import type { PagePrefetches } from '@/shared/config/featureRoute';
import { paths } from '@/shared/config/paths';

export const adminPrefetches: PagePrefetches = {
  [paths.adminHome]: ({ dispatch }) => [dispatch(adminApi.endpoints.getAdminDashboard.initiate())],
};
