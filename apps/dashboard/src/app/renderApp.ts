import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';

/** Resolves once the router has loaded what the first page needs (its lazy routes). */
function whenRouterReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders the app into `container`. A page the build rendered ahead of time (src/prerender.tsx;
 * `data-prerendered`) is hydrated: React takes its markup over, with what the visitor has typed,
 * and replays the forms sent meanwhile. Its lazy routes come first: the router would otherwise
 * render its loading fallback, not the page. Any other page, and a visitor the saved page does not
 * fit (who got the loading screen instead: index.html's scripts), is rendered from scratch, in a
 * transition (React yields to the browser while it renders the first page).
 */
export function renderApp(
  container: HTMLElement,
  app: ReactNode,
  router: Pick<DataRouter, 'state' | 'subscribe'>,
): void {
  if (!container.hasAttribute('data-prerendered')) {
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return;
  }
  void whenRouterReady(router).then(() => {
    container.removeAttribute('data-prerendered');
    hydrateRoot(container, app);
  });
}
