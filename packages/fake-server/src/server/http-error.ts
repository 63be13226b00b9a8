/** Thrown by handlers to answer with an error status; the router turns it into the reply. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** An error answer with the usual `{ message }` body. */
export function httpError(status: number, message: string): HttpError {
  return new HttpError(status, { message });
}

export const badRequest = (message: string) => httpError(400, message);

/**
 * A 400 for values the server refuses (a name in use…): each field's message under `error`,
 * for the form to show beside its field, and all of them as the usual `message`.
 */
export function fieldsRefused(errors: Record<string, string>): HttpError {
  return new HttpError(400, { message: Object.values(errors).join(' '), error: errors });
}
export const unauthorized = (message: string) => httpError(401, message);
export const notFound = (message: string) => httpError(404, message);
export const forbidden = (message: string) => httpError(403, message);
