// The contract suite: any backend that says it implements Tessera's endpoint table is checked
// over HTTP alone, from the table (`endpoints`): every call answers valid input with what its
// output schema describes, and refuses the rest in the shapes the dashboard reads. Run it with
// `npm run contract -- --base-url http://localhost:8080`; `npm test` runs it against the fake
// server's handlers in the Node server (src/main.ts).
import { z } from 'zod';
import { pathParameterNames, type Endpoint } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { fieldErrorsOf } from '@tessera/api-client/validation';
import {
  adminOnlyDomains,
  Answers,
  member,
  missingRecord,
  steps,
  type Account,
  type Step,
} from './cases';
import { admin, client, request, send, type Answer } from './support/wire';

/** Every failure but a refused input: a sentence the dashboard shows. */
const failureSchema = z.object({ message: z.string().min(1) });
/** A refused input: the sentence, and each refused field's reason under its name. */
const refusalSchema = z.object({
  message: z.string().min(1),
  fieldErrors: z.record(z.string(), z.string().min(1)),
});

const calls = Object.entries(endpoints).flatMap(([domain, group]) =>
  Object.entries(group as Record<string, Endpoint>).map(([name, declaration]) => ({
    id: `${domain}.${name}`,
    domain,
    declaration,
  })),
);
const declarationOf = (id: string): Endpoint => {
  const found = calls.find((call) => call.id === id);
  if (!found) throw new Error(`${id} is not a call of the table`);
  return found.declaration;
};

/** Calls whose input is nothing, or nothing but optional fields: `{}` is valid input. */
const takesNothing = (declaration: Endpoint) =>
  !declaration.input || declaration.input.safeParse({}).success;

/** The calls anyone may make, with no token: the table says `auth: false`. */
const publicCalls = new Set(
  calls.filter((call) => call.declaration.auth === false).map((call) => call.id),
);

/** `{}` for a call whose input is all optional, nothing for one that takes none. */
const inputOf = (declaration: Endpoint) => (declaration.input ? {} : undefined);

// The valid steps, then every call that takes nothing and no step sends: all are sent, in order.
const sentByStep = new Set(steps.map((step) => step.call));
const allSteps: Step[] = [
  ...steps,
  ...calls
    .filter((call) => !sentByStep.has(call.id) && takesNothing(call.declaration))
    .map((call) => ({ call: call.id })),
];

const tokens: Partial<Record<Account, string>> = {};
const answers = new Answers();
/** The input each call was answered with, reused for its refusals. */
const validInput = new Map<string, Record<string, unknown> | undefined>();

function tokenOf(account: Account): string {
  const token = tokens[account];
  if (!token) throw new Error(`${account} is not signed in`);
  return token;
}

async function signIn(credentials: { email: string; password: string }): Promise<string> {
  const { status, body } = await send(declarationOf('auth.login'), credentials);
  expect(status).toBe(200);
  return z.object({ accessToken: z.string().min(1) }).parse(body).accessToken;
}

/** What the answer's parse with the call's output schema finds wrong (nothing, when it keeps it). */
function outputProblems(declaration: Endpoint, body: unknown): string[] {
  const parsed = declaration.output.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
  );
}

describe('the contract, over HTTP', () => {
  beforeAll(async () => {
    tokens.admin = await signIn(admin);
    tokens.client = await signIn(client);
  });

  it('has a valid case for every call of the table', () => {
    const covered = new Set(allSteps.map((step) => step.call));
    expect(calls.map((call) => call.id).filter((id) => !covered.has(id))).toEqual([]);
    expect(
      steps.map((step) => step.call).filter((id) => !calls.some((call) => call.id === id)),
    ).toEqual([]);
  });

  describe('valid input: 2xx, the answer parsed with its output schema', () => {
    it.each(allSteps.map((step, index) => [`${index + 1}. ${step.call}`, step] as const))(
      '%s',
      async (_, step) => {
        const declaration = declarationOf(step.call);
        const input = 'input' in step && step.input ? step.input(answers) : inputOf(declaration);
        const account = ('as' in step && step.as) || 'admin';
        const token = publicCalls.has(step.call) ? undefined : tokenOf(account);
        const { status, body } = await send(declaration, input, token);
        if (status !== 200 && status !== 201) {
          throw new Error(`${step.call} answered ${status}: ${JSON.stringify(body)}`);
        }
        expect(outputProblems(declaration, body)).toEqual([]);
        answers.keep(('keep' in step && step.keep) || step.call, body);
        if (!validInput.has(step.call)) validInput.set(step.call, input);
        // The account the suite registered signs in for the steps it takes.
        if (step.call === 'auth.register') tokens.member = await signIn(member);
      },
    );
  });

  describe('without a valid token: 401 { message }', () => {
    const guarded = calls.filter((call) => !publicCalls.has(call.id));
    it.each(guarded.map((call) => [call.id, call.declaration] as const))(
      '%s',
      async (id, declaration) => {
        const input = validInput.get(id);
        for (const token of [undefined, 'not-a-token', `${tokenOf('admin')}x`]) {
          const { status, body } = await send(declaration, input, token);
          expect({ token, status }).toEqual({ token, status: 401 });
          expect(failureSchema.safeParse(body).success).toBe(true);
        }
      },
    );
  });

  describe('input its schema refuses: 400 { message, fieldErrors } naming each field', () => {
    const needy = calls.filter((call) => !takesNothing(call.declaration));
    it.each(needy.map((call) => [call.id, call.declaration] as const))(
      '%s',
      async (id, declaration) => {
        const schema = declaration.input as z.ZodType;
        // Only the path's parameters, from the valid input (every other field missing); when
        // they are all it takes, parameters that no schema of an id takes.
        const names = pathParameterNames(declaration.path);
        const valid = validInput.get(id) ?? {};
        let input = Object.fromEntries(names.map((name) => [name, valid[name]]));
        if (schema.safeParse(input).success) {
          input = Object.fromEntries(names.map((name) => [name, 'x'.repeat(500)]));
        }
        const expected = schema.safeParse(input);
        expect(expected.success).toBe(false);
        const { status, body } = await send(
          declaration,
          input,
          publicCalls.has(id) ? undefined : tokenOf('admin'),
        );
        expect(status).toBe(400);
        const refusal = refusalSchema.parse(body);
        const rootName = ['post', 'put', 'patch'].includes(declaration.method) ? 'body' : 'query';
        const fields = Object.keys(
          fieldErrorsOf((expected as { error: z.ZodError }).error, rootName),
        );
        expect(Object.keys(refusal.fieldErrors).sort()).toEqual(fields.sort());
      },
    );

    it('a body that is not JSON', async () => {
      const { status, body } = await request('post', declarationOf('users.add').path, {
        data: '{"fullName": ',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${tokenOf('admin')}`,
        },
      });
      expect(status).toBe(400);
      expect(failureSchema.safeParse(body).success).toBe(true);
    });

    it('a wrong password: 400 with the body the call declares, about the email', async () => {
      const declaration = declarationOf('auth.login');
      const { status, body } = await send(declaration, {
        email: admin.email,
        password: 'not-the-password',
      });
      expect(status).toBe(400);
      const { error } = z.object({ error: z.record(z.string(), z.string()) }).parse(body);
      expect(declaration.badRequest?.safeParse(body).success).toBe(true);
      expect(Object.keys(error)).toEqual(['email']);
    });

    it('knows which calls need no token from the table', () => {
      expect([...publicCalls].sort()).toEqual(['auth.login', 'auth.refreshToken', 'auth.register']);
    });

    it('an account that exists: 200 with the declared rejection', async () => {
      const declaration = declarationOf('auth.register');
      const { status, body } = await send(declaration, member);
      expect(status).toBe(200);
      expect(declaration.rejection?.safeParse(body).success).toBe(true);
    });
  });

  describe('a record that does not exist: 404 { message }', () => {
    it.each(Object.entries(missingRecord))('%s', async (id, unknown) => {
      const step = steps.find((candidate) => candidate.call === id);
      const { status, body } = await send(
        declarationOf(id),
        { ...validInput.get(id), ...unknown },
        tokenOf(step?.as ?? 'admin'),
      );
      expect({ status, body: failureSchema.safeParse(body).success }).toEqual({
        status: 404,
        body: true,
      });
    });

    it('a path no call has: 404 { message }', async () => {
      const { status, body } = await request('get', '/api/no-such-call', {
        headers: { Authorization: `Bearer ${tokenOf('admin')}` },
      });
      expect({ status, body: failureSchema.safeParse(body).success }).toEqual({
        status: 404,
        body: true,
      });
    });
  });

  describe('the admin apps refuse the demo client: 403 { message }, nothing changed', () => {
    const everything = async () =>
      Promise.all(
        ['users.all', 'permissions.list', 'roles.list'].map(
          async (id) =>
            (await send(declarationOf(id), inputOf(declarationOf(id)), tokenOf('admin'))).body,
        ),
      );
    let before: unknown;
    beforeAll(async () => {
      before = await everything();
    });

    const refused = calls.filter((call) => adminOnlyDomains.includes(call.domain));
    it.each(refused.map((call) => [call.id, call.declaration] as const))(
      '%s',
      async (id, declaration) => {
        const answer: Answer = await send(declaration, validInput.get(id), tokenOf('client'));
        expect({
          status: answer.status,
          body: failureSchema.safeParse(answer.body).success,
        }).toEqual({
          status: 403,
          body: true,
        });
      },
    );

    it('left the users, permissions and roles as they were', async () => {
      expect(await everything()).toEqual(before);
    });
  });
});
