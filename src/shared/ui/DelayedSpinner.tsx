import { lazy, Suspense, type CSSProperties } from 'react';
import { LOADER_DEBOUNCE_MS, useDebouncedFlag } from './useDebouncedFlag';

// antd's spinner loads the first time one is shown: most first pages (the login) never show one
const Spin = lazy(() => import('antd/es/spin'));

const CENTRED: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'center' };

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
 * arrives (layout shift). The area is a plain element, not antd's Flex: antd hides an empty Flex
 * (display: none), and the area is empty while the spinner's code loads, which gave the held
 * height back for that moment (the cards below a shared analysis's chart moved up, then down).
 */
export function DelayedSpinner({
  delayMs = LOADER_DEBOUNCE_MS,
  size = 'large',
  minHeight = 160,
}: DelayedSpinnerProps) {
  const visible = useDebouncedFlag(true, delayMs);
  if (!visible) return <div style={{ minHeight }} />;
  return (
    <div role="status" aria-label="Loading" style={{ ...CENTRED, minHeight }}>
      <Suspense fallback={null}>
        <Spin size={size} />
      </Suspense>
    </div>
  );
}
