import { z } from 'zod';
import { newUserSchema } from './domains/users';
import { inputProblems } from './validation';

describe('inputProblems', () => {
  it('names each refused field once, in the contract’s words', () => {
    expect(
      inputProblems(newUserSchema, {
        fullName: '  ',
        username: 'a',
        email: 'nobody',
        contact: '+1 555 0100',
        role: 'subscriber',
        currentPlan: 'basic',
      }),
    ).toEqual({
      fullName: 'is required',
      username: 'must be 3 to 30 letters, digits, dots, dashes or underscores',
      email: 'must be a valid email address',
      country: 'is required',
    });
  });

  it('gives nothing for an input the schema takes', () => {
    expect(inputProblems(z.object({ count: z.number().max(3) }), { count: 3 })).toBeUndefined();
  });

  it('says sizes and kinds the short way, with the path of a nested field', () => {
    const schema = z.object({
      rows: z.array(z.object({ cost: z.number().min(0), name: z.string().max(4) })).min(1),
    });
    expect(inputProblems(schema, { rows: [] })).toEqual({ rows: 'must not be empty' });
    expect(inputProblems(schema, { rows: [{ cost: -1, name: 'lengthy' }] })).toEqual({
      'rows.0.cost': 'must be at least 0',
      'rows.0.name': 'must be at most 4 characters long',
    });
    expect(inputProblems(schema, { rows: [{ cost: '1' }] })).toEqual({
      'rows.0.cost': 'must be a number',
      'rows.0.name': 'is required',
    });
  });
});
