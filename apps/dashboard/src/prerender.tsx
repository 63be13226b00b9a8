// The build's entry for pages rendered ahead of time (scripts/prerender.mjs loads it in Node):
// the same app as main.tsx, around a static router, rendered to HTML that the browser then
// hydrates (src/app/renderApp.ts). It renders what every visitor of the page sees alike: the
// default skin, left to right, English, no session.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { productName, type RouteMeta } from '@tessera/ui';
import { App } from './app/App';
import { composeShell } from './app/shell';
import { features } from './features';

export interface RenderedPage {
  /** The document's title, as the app sets it on that page. */
  title: string;
  /** antd's theme (its CSS variables, which it writes at runtime), as `<style>` tags. */
  styles: string;
  /** The page: what the app renders into `#root`. */
  html: string;
}

/** The deepest matched route's translated title, as the app's DocumentTitle writes it. */
function titleOf(context: StaticHandlerContext, translate: (key: string) => string): string {
  const meta = context.matches
    .map((match) => (match.route.handle as { meta?: RouteMeta } | undefined)?.meta)
    .findLast((found) => found?.title);
  return meta?.title ? `${translate(meta.title)} · ${productName}` : productName;
}

/** Renders the page at `path` once every part of it (lazy routes, translations) is there. */
export async function renderPage(origin: string, path: string): Promise<RenderedPage> {
  const shell = composeShell(features);
  const { i18n } = shell;
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
  const handler = createStaticHandler(shell.routes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`${path} answers a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={cache}>
        <App shell={shell} staticAntdStyles>
          {/* No hydration data: the page's routes have no loaders. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </StyleProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { title: titleOf(context, (key) => i18n.t(key)), styles: extractStyle(cache), html };
}
