import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { configureApi } from '@tessera/api-client';
import { installRipple } from '@tessera/ui';
import '@tessera/ui/styles.css';
import { App } from './app/App';
import { hasStaticAntdStyles } from './app/antdStylesheet';
import { renderApp } from './app/renderApp';
import { createShell } from './app/shell';
import { features } from './features';

// A stale service worker from an earlier deployment must not serve old chunks.
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister();
});

const apiUrl = import.meta.env.VITE_API_URL as string | undefined;
configureApi({
  baseURL: apiUrl ?? '',
  // Without a backend, the fake server (jose, sample data) answers; like axios itself, it loads
  // with the first request, not with the first page. Another tab's change refreshes this one.
  beforeFirstRequest: apiUrl
    ? undefined
    : async (http) => {
        const { startDemoServer } = await import('./app/demoServer');
        startDemoServer(http, shell.store);
      },
});

installRipple(document);

// The router exists before the first render, so the first route's chunk, store part and
// translations start loading now, while React renders.
const shell = createShell(features, { devTools: import.meta.env.DEV });

renderApp(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <App shell={shell} staticAntdStyles={hasStaticAntdStyles()}>
      <RouterProvider router={shell.router} />
    </App>
  </StrictMode>,
  shell.router,
);
