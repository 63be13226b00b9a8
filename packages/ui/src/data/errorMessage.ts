/** Shown when a failure carries no message of its own. */
export const genericErrorMessage = 'Something went wrong. Please try again.';

/**
 * The text to show for a failed call. api-client already normalises every failure into an
 * ApiError whose `message` is the server's sentence (ui may not import api-client, so this reads
 * the message structurally; it also accepts the serialisable `{ message }` copies slices keep).
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return genericErrorMessage;
}
