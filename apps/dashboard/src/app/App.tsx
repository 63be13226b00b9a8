import { Suspense, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { i18n } from 'i18next';
import { useSessionAccess } from '@tessera/feature-auth';
import {
  AccessProvider,
  BootFallback,
  FeaturesProvider,
  ThemeProvider,
  type Feature,
} from '@tessera/ui';
import { loadFeatureNamespaces } from './i18n';
import { buildRoutes } from './routes';
import type { AppStore } from './store';

interface AppProps {
  features: Feature[];
  store: AppStore;
  i18n: i18n;
  /** antd's styles were written at build time (scripts/antd-css-plugin.ts). */
  staticAntdStyles?: boolean;
}

export function App({ features, store, i18n, staticAntdStyles = false }: AppProps) {
  const router = useMemo(() => {
    // Before the signed-in layout first renders: the features' lazy store parts and namespaces.
    const beforeAppLayout = async () => {
      await Promise.all([store.loadFeatureStores(), loadFeatureNamespaces(i18n, features)]);
    };
    return createBrowserRouter(buildRoutes(features, beforeAppLayout));
  }, [features, store, i18n]);
  const access = useSessionAccess();
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider staticStyles={staticAntdStyles}>
          <AccessProvider value={access}>
            <FeaturesProvider features={features}>
              <Suspense fallback={<BootFallback />}>
                <RouterProvider router={router} />
              </Suspense>
            </FeaturesProvider>
          </AccessProvider>
        </ThemeProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
