import type { AxiosInstance } from 'axios';
import type { EndpointGroup } from './domain';
import type { ApiOf, Endpoint, EndpointTable } from './endpoint';
import { fillPath } from './endpoint';
import { apiErrorFromBody } from './errors';

const bodyMethods: ReadonlySet<string> = new Set(['post', 'put', 'patch']);

/**
 * Sends one call as its declaration says: path parameters filled in, the rest of the input as the
 * query (get, delete) or the JSON body. Resolves with the body; a declared 200 rejection (SPEC
 * §8, register) throws as an ApiError. Other failures arrive as ApiError already (refresh.ts).
 */
export async function send(
  http: AxiosInstance,
  declaration: Endpoint,
  input?: Record<string, unknown>,
): Promise<unknown> {
  const [url, rest] = fillPath(declaration.path, input);
  const { data } = await http.request<unknown>({
    method: declaration.method,
    url,
    ...(bodyMethods.has(declaration.method)
      ? { data: input === undefined ? undefined : rest }
      : { params: rest }),
  });
  if (declaration.rejection?.safeParse(data).success) throw apiErrorFromBody(200, data);
  return data;
}

type Call = (input?: Record<string, unknown>) => Promise<unknown>;

/**
 * `api.<domain>.<name>(input)` for every call of the table, typed from the table alone. At run
 * time the functions need nothing but their names: a domain's calls (and zod with them) load
 * with its first call, and axios with the first call of all, so a page carries only the domains
 * it calls. Each function is made once, so it keeps its identity (sagas and tests compare
 * `call(api.users.list, …)`).
 */
export function createApi<Table extends EndpointTable>(
  loadCalls: (domain: string) => Promise<EndpointGroup | undefined>,
  loadHttp: () => Promise<AxiosInstance>,
): ApiOf<Table> {
  const callOf = (domain: string, name: string): Call => {
    return async (input) => {
      const [calls, http] = await Promise.all([loadCalls(domain), loadHttp()]);
      const declaration = calls?.[name];
      if (!declaration) throw new Error(`api.${domain}.${name} is not in the endpoint table`);
      return send(http, declaration, input);
    };
  };
  // Only string keys name calls; `then` stays undefined so nothing mistakes these for promises.
  // Each value is stored on the target once made: a plain property from then on, which tests
  // may spy on (jest.spyOn(api.users, 'list')).
  const lazyRecord = <Value>(make: (key: string) => Value): Record<string, Value> =>
    new Proxy({} as Record<string, Value>, {
      get(target, key) {
        if (typeof key !== 'string' || key === 'then') return undefined;
        if (!(key in target)) target[key] = make(key);
        return target[key];
      },
    });
  return lazyRecord((domain) => lazyRecord((name) => callOf(domain, name))) as ApiOf<Table>;
}
