import { compileErrors, validate } from '@readme/openapi-parser';
import { z } from 'zod';
import { defineDomain, tableOf } from './domain';
import { endpoint, type Endpoint } from './endpoint';
import { endpoints } from './endpoints';
import { openApiDocument } from './openapi';

interface Operation {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  security: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; responses: Record<string, unknown> };
}

const document = openApiDocument() as unknown as Document;
const calls = Object.entries(endpoints).flatMap(([domain, group]) =>
  Object.entries(group).map(([name, call]: [string, Endpoint]) => ({
    id: `${domain}.${name}`,
    call,
  })),
);
/** The operation at a path and method (fails the test when there is none). */
function operationAt(doc: Document, path: string, method: string): Operation {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`No operation ${method} ${path}`);
  return found;
}
const operationOf = (call: Endpoint) => operationAt(document, call.path, call.method);
/** A list the operation may leave out, as an array (fails the test when it is missing). */
function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}

describe('the OpenAPI document of the endpoint table', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences what it is given: a copy keeps the document as generated.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it.each(calls)('describes $id', ({ id, call }) => {
    expect(document.paths[call.path]?.[call.method]).toMatchObject({ operationId: id });
  });

  it('describes nothing the table does not declare', () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations).toHaveLength(calls.length);
  });

  it('asks the bearer token of every call but the public ones', () => {
    expect(document.security).toEqual([{ bearer: [] }]);
    expect(document.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const login = operationOf(endpoints.auth.login);
    expect(login.security).toEqual([]);
    expect(login.responses).not.toHaveProperty('401');
    const users = operationOf(endpoints.users.list);
    expect(users.security).toBeUndefined();
    expect(users.responses).toMatchObject({
      401: { $ref: '#/components/responses/Unauthorized' },
      403: { $ref: '#/components/responses/Forbidden' },
    });
    for (const { call } of calls) {
      expect(operationOf(call).security).toEqual(call.auth === false ? [] : undefined);
    }
  });

  it("takes a get's input as query parameters, with their types and defaults", () => {
    const { parameters } = operationOf(endpoints.users.list);
    const byName = Object.fromEntries(
      present(parameters).map((parameter) => [parameter.name, parameter]),
    );
    expect(byName.page).toEqual({
      name: 'page',
      in: 'query',
      required: false,
      schema: expect.objectContaining({ type: 'integer', default: 1 }),
    });
    expect(byName.status).toMatchObject({
      in: 'query',
      schema: { enum: expect.arrayContaining(['active', 'pending']) },
    });
    expect(operationOf(endpoints.users.list).requestBody).toBeUndefined();
  });

  it("takes a path's {parameters} from the input, and the rest of a post's input as its JSON body", () => {
    const table = tableOf({
      thingsDomain: defineDomain('things', {
        rename: endpoint({
          method: 'put',
          path: '/things/{id}',
          input: z.object({ id: z.number().int(), name: z.string().min(1) }),
          output: z.object({ id: z.number(), name: z.string() }),
        }),
        list: endpoint({
          method: 'get',
          path: '/things',
          output: z.array(z.string()),
          auth: false,
        }),
      }),
    });
    const generated = openApiDocument(table) as unknown as Document;
    const rename = operationAt(generated, '/things/{id}', 'put');
    expect(rename.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ type: 'integer' }),
      },
    ]);
    expect(present(rename.requestBody).content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string', minLength: 1 } },
      required: ['name'],
    });
    expect(Object.keys(rename.responses).sort()).toEqual(['2XX', '400', '401', '403', '404']);
    // A public call that takes nothing: nothing to refuse, no record to miss, no token to ask.
    expect(Object.keys(operationAt(generated, '/things', 'get').responses)).toEqual(['2XX']);
  });

  it('gives the real body of a known post', () => {
    const body = present(operationOf(endpoints.users.add).requestBody).content['application/json']
      .schema;
    expect(body).toMatchObject({
      type: 'object',
      properties: { email: { type: 'string' }, fullName: { type: 'string', maxLength: 80 } },
    });
    expect(body.required).toEqual(expect.arrayContaining(['email', 'fullName']));
    expect(body.required).not.toContain('status');
  });

  it("answers with the output's schema, and the 400 with the usual error body", () => {
    const get = operationOf(endpoints.users.stats);
    // It takes no input, so nothing of it can be refused.
    expect(get.responses).not.toHaveProperty('400');
    expect(operationOf(endpoints.users.list).responses).toMatchObject({
      400: { $ref: '#/components/responses/BadRequest' },
    });
    expect(get.responses['2XX']).toMatchObject({
      content: { 'application/json': { schema: { properties: { total: { type: 'integer' } } } } },
    });
    expect(document.components.responses.BadRequest).toMatchObject({
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ValidationError' },
        },
      },
    });
    // The declared refusal of a 2xx, and the call's own 400, are listed beside the usual ones.
    const register = operationOf(endpoints.auth.register);
    expect(register.responses['2XX']).toMatchObject({
      content: { 'application/json': { schema: { anyOf: [{}, {}] } } },
    });
    expect(register.responses['400']).toMatchObject({
      content: { 'application/json': { schema: { anyOf: [{ $ref: expect.any(String) }, {}] } } },
    });
  });

  it('refuses a path parameter its input does not have', () => {
    const table = {
      things: { get: endpoint({ method: 'get', path: '/things/{id}', output: z.string() }) },
    };
    expect(() => openApiDocument(table)).toThrow("things.get: the path's {id} is not in its input");
  });
});
