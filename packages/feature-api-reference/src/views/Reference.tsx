import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useLayoutSetting, useMediaQuery } from '@tessera/ui';
// Defines <rapi-doc> (a web component: it runs beside React 19, not inside it).
import 'rapidoc';

/** What RapiDoc's element offers beyond its attributes. */
interface RapiDocElement extends HTMLElement {
  loadSpec(document: object): void;
}

/**
 * RapiDoc's settings: a reader's view (no "try it" console, which would send requests past the
 * in-browser server, no server or token entry, no loading another document), the page's address
 * left alone (RapiDoc would write each section into the URL's hash otherwise), and each call
 * listed by its path.
 */
const fixedAttributes = {
  'show-header': 'false',
  'allow-try': 'false',
  'allow-authentication': 'false',
  'allow-server-selection': 'false',
  'allow-spec-url-load': 'false',
  'allow-spec-file-load': 'false',
  'update-route': 'false',
  'use-path-in-nav-bar': 'true',
  'schema-description-expanded': 'true',
  'font-size': 'default',
  // Its own font would be fetched from the web: it takes the theme's (below).
  'load-fonts': 'false',
};

/** The OpenAPI document, read with RapiDoc in the app's skin (colours and fonts from the theme). */
export default function Reference({ document }: { document: Record<string, unknown> }) {
  const frame = useRef<HTMLDivElement>(null);
  const element = useRef<RapiDocElement>(null);
  const { token } = theme.useToken();
  const [skin] = useLayoutSetting('skin');
  // One call at a time beside the list of calls; on a narrow screen, where RapiDoc hides that
  // list, every call folded in one column.
  const wide = useMediaQuery('(min-width: 768px)', true);

  useEffect(() => {
    const reference = window.document.createElement('rapi-doc') as RapiDocElement;
    reference.className = 'api-reference__frame';
    for (const [name, value] of Object.entries(fixedAttributes))
      reference.setAttribute(name, value);
    frame.current?.append(reference);
    element.current = reference;
    return () => {
      reference.remove();
      element.current = null;
    };
  }, []);

  // The theme's colours and fonts, on any skin, and the layout that fits the screen.
  useEffect(() => {
    const settings = {
      'render-style': wide ? 'focused' : 'view',
      theme: skin === 'dark' ? 'dark' : 'light',
      'bg-color': token.colorBgContainer,
      'text-color': token.colorText,
      // The link colour: the brand colour, or its tint where the brand is too dark to read.
      'primary-color': token.colorLink,
      'nav-bg-color': token.colorBgLayout,
      'nav-text-color': token.colorText,
      'nav-hover-bg-color': token.colorFillSecondary,
      'nav-accent-color': token.colorLink,
      'regular-font': token.fontFamily,
      'mono-font': token.fontFamilyCode,
    };
    // RapiDoc derives its other colours from those, some too faint to read (methods, types and
    // code against its backgrounds): its own variables, set on the element, take the theme's
    // text colours, which keep to the contrast every page keeps.
    const readable = {
      '--fg': token.colorText,
      '--fg2': token.colorText,
      '--fg3': token.colorTextSecondary,
      '--light-fg': token.colorTextSecondary,
      '--code-fg': token.colorText,
      '--inline-code-fg': token.colorText,
      '--blue': token.colorInfoText,
      '--green': token.colorSuccessText,
      '--orange': token.colorWarningText,
      '--red': token.colorErrorText,
    };
    const reference = element.current;
    if (!reference) return;
    for (const [name, value] of Object.entries(settings)) reference.setAttribute(name, value);
    for (const [name, value] of Object.entries(readable)) reference.style.setProperty(name, value);
  }, [skin, token, wide]);

  useEffect(() => {
    element.current?.loadSpec(document);
  }, [document]);

  // Calls and schemas read left to right, in a right-to-left page too.
  return <div ref={frame} dir="ltr" lang="en" data-testid="api-reference" />;
}
