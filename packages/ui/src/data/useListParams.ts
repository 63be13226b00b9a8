import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

export type ListParamValue = string | number | undefined;

/** Reads one parameter from the URL; the default's type decides how the text is parsed. */
function readParam(raw: string | null, fallback: ListParamValue): ListParamValue {
  if (raw === null) return fallback;
  if (typeof fallback === 'number') {
    // A hand-edited link (`?page=abc`, `?page=`) falls back to the default rather than NaN.
    const parsed = raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return raw;
}

/** Whether a value adds nothing to the link (it is the default, or empty). */
function isDefault(value: ListParamValue, fallback: ListParamValue): boolean {
  return value === undefined || value === '' || value === fallback;
}

/**
 * List parameters (search, filters, sort, page…) mirrored in the URL's search params, so a
 * filtered list is a shareable link and the back button restores the previous list.
 *
 * - Values equal to the defaults are left out of the URL; numbers come back as numbers (the
 *   default's type decides) and an invalid number falls back to the default.
 * - A patch that does not set `page` sends the list back to page 1 (when `page` is a parameter).
 * - Each change is a history entry, except typing in the search (`q` alone), which replaces the
 *   current one so the back button does not replay every keystroke (and `{ replace: true }`,
 *   for a correction such as the last-page guard's).
 *
 * `defaults` is read on the first render only (pass a constant).
 */
export function useListParams<P extends Record<string, ListParamValue>>(
  defaults: P,
): [P, (patch: Partial<P>, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(defaults);
  const search = searchParams.toString();

  // One object per distinct URL, so views can depend on `params` in effects.
  const params = useMemo(() => {
    const fromUrl = new URLSearchParams(search);
    const read: Record<string, ListParamValue> = {};
    for (const key of Object.keys(initial)) read[key] = readParam(fromUrl.get(key), initial[key]);
    return read as P;
  }, [initial, search]);

  const setParams = useCallback(
    (patch: Partial<P>, options: { replace?: boolean } = {}) => {
      const next: Record<string, ListParamValue> = { ...params, ...patch };
      if ('page' in initial && !('page' in patch)) next.page = 1;

      const changed = Object.keys(patch).filter((key) => patch[key] !== params[key]);
      const url = new URLSearchParams(search);
      for (const key of Object.keys(initial)) {
        const value = next[key];
        if (isDefault(value, initial[key])) url.delete(key);
        else url.set(key, String(value));
      }
      if (url.toString() === search) return;
      const typing = changed.length > 0 && changed.every((key) => key === 'q');
      setSearchParams(url, { replace: options.replace ?? typing });
    },
    [initial, params, search, setSearchParams],
  );

  return [params, setParams];
}
