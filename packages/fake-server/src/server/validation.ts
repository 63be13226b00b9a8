import type { z } from 'zod';
import { fieldsRefused } from './http-error';

type RawIssue = z.core.$ZodRawIssue;

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

function sizeMessage(issue: RawIssue & { code: 'too_small' | 'too_big' }): string | undefined {
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  const small = issue.code === 'too_small';
  switch (issue.origin) {
    case 'string':
      if (small && limit === 1) return 'must not be empty';
      return `must be ${small ? 'at least' : 'at most'} ${limit} characters long`;
    case 'array':
    case 'set':
      if (small && limit === 1) return 'must not be empty';
      return `must have ${small ? 'at least' : 'at most'} ${limit} items`;
    case 'number':
    case 'int':
    case 'bigint':
    case 'date':
      if (small) return `must be ${inclusive ? 'at least' : 'greater than'} ${limit}`;
      return `must be ${inclusive ? 'at most' : 'less than'} ${limit}`;
    default:
      return undefined;
  }
}

/**
 * Short, field-relative messages for the common issues ("is required", "must be a string");
 * anything else keeps zod's own wording. Messages a schema sets itself take precedence.
 */
export function issueMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      if (issue.expected === 'int') return 'must be an integer';
      return `must be ${article(issue.expected)}`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return issue.format === 'email'
        ? 'must be a valid email address'
        : `must be a valid ${issue.format}`;
    case 'invalid_value':
      if (issue.input === undefined) return 'is required';
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `has unknown field(s) ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

/** "email: must be a valid email address; password: is required" */
export function formatZodError(error: z.ZodError, rootName = 'input'): string {
  return error.issues.map((issue) => `${fieldOf(issue, rootName)}: ${issue.message}`).join('; ');
}

const fieldOf = (issue: z.core.$ZodIssue, rootName: string) =>
  issue.path.length ? issue.path.join('.') : rootName;

/** Each field's first problem: `{ email: 'must be a valid email address' }`. */
export function fieldErrorsOf(error: z.ZodError, rootName = 'input'): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[fieldOf(issue, rootName)] ??= issue.message;
  return fieldErrors;
}

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
