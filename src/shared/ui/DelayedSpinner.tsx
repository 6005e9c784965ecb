import { Flex } from 'antd';
import { lazy, Suspense } from 'react';
import { LOADER_DEBOUNCE_MS, useDebouncedFlag } from './useDebouncedFlag';

// antd's spinner loads the first time one is shown: most first pages (the login) never show one
const Spin = lazy(() => import('antd/es/spin'));

export interface DelayedSpinnerProps {
  /** Show nothing until this many ms have passed (default 350). */
  delayMs?: number;
  size?: 'small' | 'medium' | 'large';
  /** Minimum height of the area the spinner is centred in. */
  minHeight?: number | string;
}

/**
 * A centred spinner that appears only after the loader debounce. Its area is there from the
 * start: what loads in it takes the place held for it, instead of pushing the page down when it
 * arrives (layout shift).
 */
export function DelayedSpinner({
  delayMs = LOADER_DEBOUNCE_MS,
  size = 'large',
  minHeight = 160,
}: DelayedSpinnerProps) {
  const visible = useDebouncedFlag(true, delayMs);
  if (!visible) return <div style={{ minHeight }} />;
  return (
    <Flex role="status" aria-label="Loading" align="center" justify="center" style={{ minHeight }}>
      <Suspense fallback={null}>
        <Spin size={size} />
      </Suspense>
    </Flex>
  );
}
