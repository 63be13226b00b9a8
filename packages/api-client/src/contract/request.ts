import type { AxiosRequestConfig } from 'axios';

/**
 * The axios instance, loaded with the first request: axios and the interceptors stay out of the
 * first page (the login form needs them only once it is sent).
 */
const loadHttp = () => import('../http').then((module) => module.http);

// One-line helpers the endpoint functions share: send, then hand back the body. Failures
// arrive as ApiError already (the response interceptor in refresh.ts converts them).

export async function getData<T>(url: string, params?: AxiosRequestConfig['params']): Promise<T> {
  const http = await loadHttp();
  const { data } = await http.get<T>(url, { params });
  return data;
}

export async function postData<T>(url: string, body?: unknown): Promise<T> {
  const http = await loadHttp();
  const { data } = await http.post<T>(url, body);
  return data;
}

export async function deleteData<T>(
  url: string,
  params?: AxiosRequestConfig['params'],
): Promise<T> {
  const http = await loadHttp();
  const { data } = await http.delete<T>(url, { params });
  return data;
}
