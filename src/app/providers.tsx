/**
 * Everything around the router: Redux, antd (theme, locale), the country-code context and the
 * notification bridge.
 */
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { lazy, Suspense, useSyncExternalStore, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { FixedCountryCode } from '@/shared/config/countryCode';
import { useNotifierWanted } from '@/shared/ui/notify';
import { theme } from '@/shared/ui/theme';
import { CountryCodeProvider } from './CountryCodeProvider';
import { makeStore, type AppStore } from './store';

// antd's notification code loads with the first notice, not with the first page (see notify.ts)
const NotificationBridge = lazy(() =>
  import('./NotificationBridge').then((m) => ({ default: m.NotificationBridge })),
);

const noMotion = { ...theme, token: { ...theme.token, motion: false } };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};
/** True when the user asked the system for less motion: antd then skips its animations. */
const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );

interface UiProps {
  children: ReactNode;
  motion?: boolean;
}

/**
 * antd's theme and locale. Animations are off when the user prefers reduced motion, and with
 * `motion={false}` (tests: closed notices leave at once). Also around what src/main.tsx draws
 * beside the app (the mock's controls in a build with the mock), so it has the app's colours
 * and their contrast.
 */
export function UiTheme({ children, motion = true }: UiProps) {
  const reduced = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={motion && !reduced ? theme : noMotion} locale={enUS}>
      {children}
    </ConfigProvider>
  );
}

/** antd parts only: the theme and the notices' bridge. */
export function UiProviders({ children, motion = true }: UiProps) {
  const notices = useNotifierWanted();
  return (
    <UiTheme motion={motion}>
      {notices && (
        <Suspense fallback={null}>
          <NotificationBridge />
        </Suspense>
      )}
      {children}
    </UiTheme>
  );
}

export interface AppProvidersProps {
  children: ReactNode;
  /** An existing store (tests, stories); default a new one. */
  store?: AppStore;
  /** A fixed country code instead of asking the server (tests). */
  countryCode?: string | null;
  /** false turns antd animations off (tests). */
  motion?: boolean;
}

export function AppProviders({ children, store, countryCode, motion }: AppProvidersProps) {
  const [appStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={appStore}>
      <UiProviders motion={motion}>
        {countryCode === undefined ? (
          <CountryCodeProvider>{children}</CountryCodeProvider>
        ) : (
          <FixedCountryCode code={countryCode}>{children}</FixedCountryCode>
        )}
      </UiProviders>
    </Provider>
  );
}
