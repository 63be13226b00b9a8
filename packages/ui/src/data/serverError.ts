/**
 * A failed call as the store keeps it: api-client's ApiError (`status` 0: no answer), copied into
 * a plain object (class instances do not belong in Redux). ui may not import api-client, so the
 * error is read by its shape.
 */
export interface ServerError {
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function toServerError(error: unknown): ServerError {
  if (!isRecord(error)) return { status: 0, message: String(error) };
  const status = typeof error.status === 'number' ? error.status : 0;
  const message = typeof error.message === 'string' ? error.message : '';
  const fieldErrors = isRecord(error.fieldErrors)
    ? (error.fieldErrors as Record<string, string>)
    : undefined;
  return fieldErrors ? { status, message, fieldErrors } : { status, message };
}
