import { api, type ApiError } from '@tessera/api-client';
import { newUserSchema } from '@tessera/api-client/schemas';
import { inputProblems } from '@tessera/api-client/validation';
import { setupFakeServer, signIn } from '../test/helpers';

setupFakeServer();

beforeEach(async () => {
  await signIn();
});

/** The fieldErrors of the 400 the server answers for `input`. */
async function refusal(input: object) {
  const failure = (await api.users.add(input as never).catch((error: unknown) => error)) as ApiError;
  expect(failure.status).toBe(400);
  return failure.fieldErrors;
}

// A form checking the contract's schema in the browser says what the server would say.
describe('inputProblems against the server', () => {
  it.each([
    [{}],
    [{ fullName: ' ', username: 'x', email: 'nobody@', contact: 'call me', country: '' }],
    [
      {
        fullName: 'A'.repeat(81),
        username: 'ann.lee',
        email: 'ann@example.com',
        contact: '+33 1 23 45 67 89',
        country: 'France',
        role: 'Not a key!',
        currentPlan: 'gold',
      },
    ],
  ])('gives the 400’s field errors for %j', async (input) => {
    expect(inputProblems(newUserSchema, input)).toEqual(await refusal(input));
  });
});
