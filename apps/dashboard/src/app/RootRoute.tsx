import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle, RouteProgress } from '@tessera/ui';

/** Above both layouts: the thin progress bar of lazy route loads, titles and scroll restoration. */
export function RootRoute() {
  return (
    <>
      <RouteProgress />
      <DocumentTitle />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
