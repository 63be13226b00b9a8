export type FieldErrors = Record<string, string>;

/** The one error every api function rejects with. `status` 0 means no answer from the server. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fieldErrors?: FieldErrors;

  constructor(status: number, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.status = status;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }
}

export const networkErrorMessage = 'Cannot reach the server. Check your connection and try again.';

const statusMessages: Record<number, string> = {
  400: 'The request was not valid.',
  401: 'Please sign in again.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  500: 'The server failed to answer. Please try again.',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringEntries(record: Record<string, unknown>): FieldErrors | undefined {
  const entries = Object.entries(record).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * Reads an error body in any of the server's shapes: `{ message }`, a refused input's
 * `{ message, fieldErrors: { field: 'text' } }`, and SPEC §8's `{ error: 'text' }` or
 * `{ error: { field: 'text' } }` (login, register). Fields come from the structure, never from
 * the wording of a message.
 */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const fallback = statusMessages[status] ?? `The request failed (status ${status}).`;
  if (!isRecord(body)) return new ApiError(status, fallback);
  const fieldRecord = isRecord(body.fieldErrors) ? body.fieldErrors : body.error;
  const fieldErrors = isRecord(fieldRecord) ? stringEntries(fieldRecord) : undefined;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const message =
    text(body.message) ?? text(body.error) ?? (fieldErrors && Object.values(fieldErrors).join(' '));
  return new ApiError(status, message ?? fallback, fieldErrors);
}

// axios's isCancel and isAxiosError, by the same marks: this module is in the first page and
// must not bring axios there (axios loads with the first request).
const isCancelled = (error: unknown) => isRecord(error) && error.__CANCEL__ === true;
const isAxiosFailure = (
  error: unknown,
): error is { response?: { status: number; data: unknown } } =>
  isRecord(error) && error.isAxiosError === true;

/** Normalises anything a request can throw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancelled(error)) return new ApiError(0, 'The request was cancelled.');
  if (isAxiosFailure(error)) {
    if (error.response) return apiErrorFromBody(error.response.status, error.response.data);
    return new ApiError(0, networkErrorMessage);
  }
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}
