import type { z } from 'zod';
import { fieldErrorsOf, formatZodError, issueMessage } from '@tessera/api-client/validation';
import { fieldsRefused } from './http-error';

// The contract words a refused input (api-client's validation): the server says it in a 400.
export { fieldErrorsOf, formatZodError, issueMessage };

/**
 * Validates a request's input; a bad one becomes the one 400 of every call:
 * `{ message: 'page: must be a positive integer', fieldErrors: { page: '…' } }`.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  rootName?: string,
): z.output<S> {
  const result = schema.safeParse(input, { error: issueMessage });
  if (!result.success) {
    throw fieldsRefused(
      fieldErrorsOf(result.error, rootName),
      formatZodError(result.error, rootName),
    );
  }
  return result.data;
}
