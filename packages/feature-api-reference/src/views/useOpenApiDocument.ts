import { useCallback, useEffect, useState } from 'react';

/** Where the build ships the contract's OpenAPI document (apps/dashboard's openapi plugin). */
export const openApiUrl = '/openapi.json';

/** A failed fetch, shaped as every failed call is (`status` 0: no answer), for ui's sentence. */
export interface FetchFailure {
  status: number;
  message: string;
}

export type OpenApiDocumentState =
  | { status: 'loading' }
  | { status: 'loaded'; document: Record<string, unknown> }
  | { status: 'failed'; error: FetchFailure };

const isDocument = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && 'openapi' in value && 'paths' in value;

/** The document, or the failure: no answer (0), an error status, or a body that is no document. */
async function fetchDocument(url: string, signal: AbortSignal): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  } catch {
    throw { status: 0, message: '' } satisfies FetchFailure;
  }
  if (!response.ok) throw { status: response.status, message: '' } satisfies FetchFailure;
  // A host without the file may answer the app's index.html (a single-page fallback): that is
  // the server's failure, not the network's.
  const body: unknown = await response.json().catch(() => undefined);
  if (!isDocument(body)) throw { status: 500, message: '' } satisfies FetchFailure;
  return body;
}

/**
 * Fetches the OpenAPI document once the page shows, and again on `retry()`. Not server state
 * (RTK Query): a static file of the build, which no change of data invalidates.
 */
export function useOpenApiDocument(url = openApiUrl): OpenApiDocumentState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: OpenApiDocumentState }>();

  useEffect(() => {
    const controller = new AbortController();
    fetchDocument(url, controller.signal).then(
      (document) => setResult({ attempt, state: { status: 'loaded', document } }),
      (error: FetchFailure) => {
        if (!controller.signal.aborted) setResult({ attempt, state: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);
  // A retry shows the loading state again until its own answer.
  const state = result?.attempt === attempt ? result.state : { status: 'loading' as const };
  return { ...state, retry };
}
