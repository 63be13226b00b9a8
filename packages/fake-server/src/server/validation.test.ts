import { positiveInt } from '@tessera/api-client/schemas';
import { z } from 'zod';
import { HttpError } from './http-error';
import { parseInput } from './validation';

/** The 400 body parseInput answers for `input`. */
function bodyFor(schema: z.ZodType, input: unknown, rootName?: string): unknown {
  try {
    parseInput(schema, input, rootName);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    return error.body;
  }
  throw new Error('expected a 400');
}

/** The 400 message parseInput answers for `input`. */
const messageFor = (schema: z.ZodType, input: unknown, rootName?: string) =>
  (bodyFor(schema, input, rootName) as { message: string }).message;

const login = z.object({ email: z.email(), password: z.string().min(1) });

describe('parseInput', () => {
  it('returns the parsed data of a good input', () => {
    expect(parseInput(login, { email: 'a@b.co', password: 'x', extra: 1 })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });

  it('names each bad field with a short message', () => {
    expect(messageFor(login, { password: 7 })).toBe(
      'email: is required; password: must be a string',
    );
    expect(messageFor(login, { email: 'nope', password: '' })).toBe(
      'email: must be a valid email address; password: must not be empty',
    );
  });

  it('says "must be a positive integer" for ids and page sizes', () => {
    const paging = z.object({ perPage: positiveInt() });
    expect(messageFor(paging, { perPage: 0 })).toBe('perPage: must be a positive integer');
    expect(messageFor(paging, { perPage: '2.5' })).toBe('perPage: must be a positive integer');
    expect(messageFor(paging, { perPage: 'ten' })).toBe('perPage: must be a positive integer');
    expect(messageFor(paging, {})).toBe('perPage: is required');
    expect(parseInput(paging, { perPage: 25 })).toEqual({ perPage: 25 });
  });

  it('describes sizes, choices, integers and nested paths', () => {
    expect(messageFor(z.object({ name: z.string().min(3) }), { name: 'ab' })).toBe(
      'name: must be at least 3 characters long',
    );
    expect(messageFor(z.object({ age: z.number().max(9) }), { age: 10 })).toBe(
      'age: must be at most 9',
    );
    expect(messageFor(z.object({ n: z.number().gt(0) }), { n: 0 })).toBe(
      'n: must be greater than 0',
    );
    expect(messageFor(z.object({ n: z.number().int() }), { n: 1.5 })).toBe('n: must be an integer');
    expect(messageFor(z.object({ role: z.enum(['admin', 'client']) }), { role: 'x' })).toBe(
      'role: must be one of "admin", "client"',
    );
    expect(messageFor(z.object({ role: z.enum(['admin', 'client']) }), {})).toBe(
      'role: is required',
    );
    expect(messageFor(z.object({ tags: z.array(z.string()).min(1) }), { tags: [] })).toBe(
      'tags: must not be empty',
    );
    expect(
      messageFor(z.object({ to: z.array(z.object({ email: z.email() })) }), {
        to: [{ email: 'x' }],
      }),
    ).toBe('to.0.email: must be a valid email address');
    expect(messageFor(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe(
      'input: has unknown field(s) b',
    );
  });

  it('answers every refusal in one shape: { message, fieldErrors }', () => {
    expect(bodyFor(login, { email: 'nope', password: 3 }, 'body')).toEqual({
      message: 'email: must be a valid email address; password: must be a string',
      fieldErrors: { email: 'must be a valid email address', password: 'must be a string' },
    });
    expect(bodyFor(login, undefined, 'body')).toEqual({
      message: 'body: is required',
      fieldErrors: { body: 'is required' },
    });
  });

  it('names the root after the input it checks', () => {
    expect(messageFor(login, undefined, 'body')).toBe('body: is required');
    expect(messageFor(login, [1], 'body')).toBe('body: must be an object');
  });

  it('keeps a message the schema sets itself', () => {
    const custom = z.object({ code: z.string().length(6, { error: 'must have 6 digits' }) });
    expect(messageFor(custom, { code: '1' })).toBe('code: must have 6 digits');
  });
});
