import { z } from 'zod';
import { userPasswordMinLength, usernamePattern } from './constants';

// What every domain's contract shares: account field rules, list queries, ids, error bodies.
export * from './constants';

const positiveIntegerMessage = 'must be a positive integer';

/** An id or count in a JSON body: a real number, 1 or more. */
export const positiveInt = () =>
  z
    // A missing value falls through to the parser's own "is required" message.
    .number({ error: (issue) => (issue.input === undefined ? undefined : positiveIntegerMessage) })
    .int({ error: positiveIntegerMessage })
    .positive({
      error: positiveIntegerMessage,
    });

// The rules of a person's account fields, the same wherever an account is made or changed
// (register, add user, edit user, change password).
export const usernameSchema = () =>
  z.string().trim().regex(usernamePattern, {
    error: 'must be 3 to 30 letters, digits, dots, dashes or underscores',
  });
export const emailSchema = () => z.email({ error: 'must be a valid email address' });
export const newPasswordSchema = () =>
  z
    .string()
    .min(userPasswordMinLength, { error: `must be at least ${userPasswordMinLength} characters` })
    .regex(/[a-z]/i, { error: 'must contain a letter' })
    .regex(/\d/, { error: 'must contain a digit' });

/** A plain confirmation: the body of a call that has nothing else to say. */
export const messageResponseSchema = z.object({ message: z.string().min(1) });

/** The body of most error answers. */
export const errorMessageSchema = z.object({ message: z.string().min(1) });

/**
 * The body of every 400 that refuses an input: all problems in one sentence, and each field's
 * own message (keyed by the field's path, e.g. 'email' or 'permissions.0.read').
 */
export const validationErrorSchema = z.object({
  message: z.string().min(1),
  fieldErrors: z.record(z.string(), z.string()),
});

export const sortDirectionSchema = z.enum(['asc', 'desc']);

/** The largest page any list answers (a bigger `perPage` is refused with 400). */
export const maxPerPage = 100;

/** A page size: 1 to maxPerPage. */
export const perPageSchema = (fallback: number) =>
  positiveInt()
    .max(maxPerPage, { error: `must be at most ${maxPerPage}` })
    .default(fallback);

/**
 * The query every list endpoint shares: free-text `q`, paging from page 1, and a
 * sort. A domain extends it with its filters and its own defaults, e.g.
 * `listQuerySchema.extend({ role: roleSchema.optional(), perPage: perPageSchema(9) })`.
 * Values are typed (page is a number): reading them from query text is the server's job.
 */
export const listQuerySchema = z.object({
  q: z.string().trim().default(''),
  page: positiveInt().default(1),
  perPage: perPageSchema(10),
  sort: sortDirectionSchema.default('asc'),
  sortColumn: z.string().min(1).optional(),
});

/** The input of a call about one record: its id. */
export const idInputSchema = z.object({ id: positiveInt() });
/** What a delete answers: the id that is gone. */
export const deletedSchema = z.object({ id: positiveInt() });

export type SortDirection = z.output<typeof sortDirectionSchema>;
/** What a caller may send to a list endpoint (all optional, defaults applied by the server). */
export type ListQuery = z.input<typeof listQuerySchema>;
/** The body of a 400 that refuses an input. */
export type ValidationError = z.output<typeof validationErrorSchema>;
export type MessageResponse = z.output<typeof messageResponseSchema>;
export type Deleted = z.output<typeof deletedSchema>;
