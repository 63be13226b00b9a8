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
export const unauthorized = (message: string) => httpError(401, message);
export const notFound = (message: string) => httpError(404, message);
