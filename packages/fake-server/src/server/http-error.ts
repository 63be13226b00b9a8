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

/**
 * The one 400 for a refused input, whether the schema refused it or the server did (a name in
 * use…): each field's message under `fieldErrors`, for the form to show beside its field, and
 * all of them as the usual `message`.
 */
export function fieldsRefused(fieldErrors: Record<string, string>, message?: string): HttpError {
  return new HttpError(400, {
    message: message ?? Object.values(fieldErrors).join(' '),
    fieldErrors,
  });
}
export const unauthorized = (message: string) => httpError(401, message);
export const notFound = (message: string) => httpError(404, message);
export const forbidden = (message: string) => httpError(403, message);

/** The record with this id, or a 404 whose message `notFoundMessage(id)` gives. */
export function findById<Record extends { id: number }>(
  records: readonly Record[],
  id: number,
  notFoundMessage: (id: number) => string,
): Record {
  const record = records.find((candidate) => candidate.id === id);
  if (!record) throw notFound(notFoundMessage(id));
  return record;
}
