import { z } from 'zod';
import { userPasswordMinLength, usernamePattern } from '../contract/constants';

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

/** The same in a query string, where every value arrives as text: "2" is read as 2. */
export const queryPositiveInt = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    positiveInt(),
  );

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

export const sortDirectionSchema = z.enum(['asc', 'desc']);

/**
 * The query every list endpoint shares (SPEC §7): free-text `q`, paging from page 1, and a
 * sort. A domain extends it with its filters and its own defaults, e.g.
 * `listQuerySchema.extend({ role: roleSchema.optional(), perPage: queryPositiveInt().default(9) })`.
 */
export const listQuerySchema = z.object({
  q: z.string().trim().default(''),
  page: queryPositiveInt().default(1),
  perPage: queryPositiveInt().default(10),
  sort: sortDirectionSchema.default('asc'),
  sortColumn: z.string().min(1).optional(),
});

/** An optional list filter; '' (an empty select, an empty URL parameter) means "any". */
export const optionalFilter = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A path or query id: numeric text is read as a number. */
export const idQuerySchema = z.object({ id: queryPositiveInt() });
export const idBodySchema = z.object({ id: positiveInt() });
/** What a delete answers: the id that is gone. */
export const deletedSchema = z.object({ id: positiveInt() });
