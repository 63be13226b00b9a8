/** Where relative URLs go: this page's origin (a fixed stand-in outside a browser). */
const pageOrigin = () => globalThis.location?.origin ?? 'http://localhost';

/** 'https://x/…' or '//x/…': axios sends these as they are, whatever the base URL. */
const isAbsolute = (url: string) => /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);

/**
 * Whether a request goes to the API itself: the base URL's origin, under its path (a request
 * without base URL: this page's origin). The bearer token goes nowhere else.
 */
export function isApiRequest({ baseURL = '', url = '' }: { baseURL?: string; url?: string }) {
  // The URL as axios builds it: the base URL joined to a relative one.
  const joined =
    isAbsolute(url) || !baseURL ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const target = new URL(joined, pageOrigin());
  const base = new URL(baseURL || '/', pageOrigin());
  const basePath = base.pathname.replace(/\/*$/, '/');
  return (
    target.origin === base.origin &&
    (target.pathname === base.pathname || target.pathname.startsWith(basePath))
  );
}
