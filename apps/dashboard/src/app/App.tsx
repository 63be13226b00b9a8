import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { useSessionAccess } from '@tessera/feature-auth';
import {
  AccessProvider,
  BootFallback,
  ErrorBoundary,
  FeaturesProvider,
  ThemeProvider,
} from '@tessera/ui';
import type { Shell } from './shell';

interface AppProps {
  shell: Pick<Shell, 'features' | 'store' | 'i18n'>;
  /** The router's provider: the browser's, or the static one the build renders pages with. */
  children: ReactNode;
  /** antd's styles were written at build time (scripts/antd-css-plugin.ts). */
  staticAntdStyles?: boolean;
}

/** The providers around the router of the shell composed before the first render. */
export function App({
  shell: { features, store, i18n },
  children,
  staticAntdStyles = false,
}: AppProps) {
  const access = useSessionAccess();
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider staticStyles={staticAntdStyles}>
          <ErrorBoundary>
            <AccessProvider value={access}>
              <FeaturesProvider features={features}>
                <Suspense fallback={<BootFallback />}>{children}</Suspense>
              </FeaturesProvider>
            </AccessProvider>
          </ErrorBoundary>
        </ThemeProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
