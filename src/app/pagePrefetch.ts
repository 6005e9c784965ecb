/**
 * The signed-in pages' first reads by route path, from each feature's prefetch.ts. The signed-in
 * shell's chunk carries them (SignedInShell re-exports them): a stored user's first page starts
 * that chunk at once (rootLoader) and needs it to draw, and the API parts they name stay out of
 * the files a visitor's login loads.
 */
import { adminPrefetches } from '@/features/admin/prefetch';
import { analysisPrefetches } from '@/features/analyses/prefetch';
import { dashboardPrefetches } from '@/features/dashboard/prefetch';
import { resultPrefetches } from '@/features/results/prefetch';
import type { PagePrefetches } from '@/shared/config/featureRoute';

export const pagePrefetches: PagePrefetches = {
  ...adminPrefetches,
  ...analysisPrefetches,
  ...dashboardPrefetches,
  ...resultPrefetches,
};
