import { StrictMode } from 'react';
import { configureApi } from '@tessera/api-client';
import { installRipple } from '@tessera/ui';
import '@tessera/ui/styles.css';
import { App } from './app/App';
import { renderApp } from './app/renderApp';
import { hasStaticAntdStyles } from './app/antdStylesheet';
import { createI18n } from './app/i18n';
import { createAppStore } from './app/store';
import { fakeServerOptions } from './app/fake-server-options';
import { features } from './features';

// A stale service worker from an earlier deployment must not serve old chunks.
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister();
});

const apiUrl = import.meta.env.VITE_API_URL as string | undefined;
configureApi({
  baseURL: apiUrl ?? '',
  // Without a backend, the fake server (jose, sample data) answers; like axios itself, it loads
  // with the first request, not with the first page.
  beforeFirstRequest: apiUrl
    ? undefined
    : async (http) => {
        const { registerFakeServer } = await import('@tessera/fake-server');
        registerFakeServer(http, fakeServerOptions());
      },
});

installRipple(document);

const store = createAppStore(features);
const i18n = createI18n();

renderApp(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <App features={features} store={store} i18n={i18n} staticAntdStyles={hasStaticAntdStyles()} />
  </StrictMode>,
);
