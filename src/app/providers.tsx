/**
 * Everything around the router: Redux, antd (theme, App context for notifications and modals),
 * the country-code context and the notification bridge.
 */
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CountryCodeProvider, FixedCountryCode } from '@/shared/config/countryCode';
import { NOTIFICATION_DURATION_S } from '@/shared/ui/notify';
import { theme } from '@/shared/ui/theme';
import { NotificationBridge } from './NotificationBridge';
import { makeStore, type AppStore } from './store';

const noMotion = { ...theme, token: { ...theme.token, motion: false } };

/** antd parts only. `motion={false}` turns animations off (tests: closed notices leave at once). */
export function UiProviders({
  children,
  motion = true,
}: {
  children: ReactNode;
  motion?: boolean;
}) {
  return (
    <ConfigProvider theme={motion ? theme : noMotion} locale={enUS}>
      <AntApp notification={{ duration: NOTIFICATION_DURATION_S, placement: 'topRight' }}>
        <NotificationBridge />
        {children}
      </AntApp>
    </ConfigProvider>
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
