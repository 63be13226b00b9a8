import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { useSessionAccess } from '@tessera/feature-auth';
import { AccessProvider, ErrorBoundary, FeaturesProvider, ThemeProvider } from '@tessera/ui';
import type { Shell } from './shell';

interface AppProps {
  shell: Pick<Shell, 'features' | 'store' | 'i18n'>;
  /** The router's provider: the browser's, or the static one the build renders pages with. */
  children: ReactNode;
  /** antd's styles were written at build time (scripts/antd-css-plugin.ts). */
  staticAntdStyles?: boolean;
}

/**
 * The providers around the router of the shell composed before the first render.
 *
 * No `Suspense` boundary wraps the router. React hydrates what sits inside a boundary apart from
 * the root, in slices at low priority, and a press landing between two slices reaches a button it
 * has claimed but not mounted, and is dropped: the saved sign-in page lost a quick visitor's
 * "Sign in". Without one, a part that suspends (a namespace still loading) keeps the screen as it
 * was until it is ready: index.html's loading screen at the start, the last page afterwards.
 */
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
              <FeaturesProvider features={features}>{children}</FeaturesProvider>
            </AccessProvider>
          </ErrorBoundary>
        </ThemeProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
