import type { z } from 'zod';

// How the contract words a refused input, shared by whatever checks it: the server (its 400
// `{ message, fieldErrors }`) and a form checking the same schema in the browser, so both say
// the same thing about the same value.

type RawIssue = z.core.$ZodRawIssue;

/** Each refused field's message, keyed by its path (`email`, `items.0.cost`). */
export type InputProblems = Record<string, string>;

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

const fieldOf = (issue: z.core.$ZodIssue, rootName: string) =>
  issue.path.length ? issue.path.join('.') : rootName;

/** "email: must be a valid email address; password: is required" */
export function formatZodError(error: z.ZodError, rootName = 'input'): string {
  return error.issues.map((issue) => `${fieldOf(issue, rootName)}: ${issue.message}`).join('; ');
}

/** Each field's first problem: `{ email: 'must be a valid email address' }`. */
export function fieldErrorsOf(error: z.ZodError, rootName = 'input'): InputProblems {
  const fieldErrors: InputProblems = {};
  for (const issue of error.issues) fieldErrors[fieldOf(issue, rootName)] ??= issue.message;
  return fieldErrors;
}

/**
 * What the server would refuse in `input`, field by field, in its words; undefined when it would
 * take it. A form runs it to say so before sending: `inputProblems(newUserSchema, values)`.
 */
export function inputProblems(schema: z.ZodType, input: unknown): InputProblems | undefined {
  const result = schema.safeParse(input, { error: issueMessage });
  return result.success ? undefined : fieldErrorsOf(result.error);
}
