/**
 * antd Result's 404 illustration, loaded when a Result with status 404 shows (the not-found
 * page): scripts/antdLite.ts puts this in its place, so the pages that only show the error and
 * warning states do not carry it. antd gives the illustration's box a fixed size, so nothing
 * moves when it arrives.
 */
import { lazy, Suspense } from 'react';

const NoFound = lazy(() => import('antd/es/result/noFound'));

export default function LazyNotFoundImage() {
  return (
    <Suspense fallback={null}>
      <NoFound />
    </Suspense>
  );
}
