import { z } from 'zod';
import { errorMessageSchema, validationErrorSchema } from './common';
import { pathParameterNames, type Endpoint, type EndpointTable } from './endpoint';
import { endpoints } from './endpoints';

// The contract as an OpenAPI 3.1 document, generated from the endpoint table (never written by
// hand): each call's path, parameters, body and answers, from its zod schemas through zod's own
// JSON Schema conversion. Node only: `npm run openapi` writes it, and the dashboard's build
// ships it as /openapi.json. No page imports this module: a browser reads the shipped document.

type JsonSchema = Record<string, unknown>;

/** What a document's reader is told about each call besides its 2xx answer. */
export const errorAnswers = {
  400: 'The input was refused: every problem in `message`, each field’s own under `fieldErrors`.',
  401: 'No valid access token (missing, expired, or of an account that no longer exists).',
  403: 'The signed-in account may not do this.',
  404: 'No record has this id.',
} as const;

/** The JSON Schema of a zod schema, as the request carries it or as the answer does. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  // A schema with $defs (a recursive one) refers to them from its own root; inside the
  // document, a '#/…' reference is read from the document's root. None has any today.
  if ('$defs' in rest)
    throw new Error('A contract schema with $defs needs hoisting into components');
  return rest;
}

/** An object schema's fields, and which are required ({} for a schema that is not an object). */
function fieldsOf(schema: JsonSchema): {
  properties: Record<string, JsonSchema>;
  required: string[];
} {
  return {
    properties: (schema.properties ?? {}) as Record<string, JsonSchema>,
    required: (schema.required ?? []) as string[],
  };
}

/** The schema without some fields (the path's parameters, which the body does not carry). */
function without(schema: JsonSchema, names: readonly string[]): JsonSchema {
  if (names.length === 0 || !schema.properties) return schema;
  const { properties, required } = fieldsOf(schema);
  const kept = Object.fromEntries(
    Object.entries(properties).filter(([key]) => !names.includes(key)),
  );
  const stillRequired = required.filter((key) => !names.includes(key));
  return {
    ...schema,
    properties: kept,
    ...(schema.required ? { required: stillRequired } : {}),
  };
}

const bodyMethods: readonly Endpoint['method'][] = ['post', 'put', 'patch'];

const ref = (kind: 'schemas' | 'responses', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

/**
 * Which error answers a call declares.
 * - 400: every call that takes an input (the router validates it first).
 * - 401: every call that needs a token (all but those declared `auth: false`).
 * - 403: every call that needs a token as well. Which ability a call asks is the server's
 *   business, not the table's (the admin apps ask `manage all`, the shop its own subject, the
 *   blog's readers `read ACL`…), so the table cannot say which calls a signed-in account may be
 *   refused; any of them may.
 * - 404: the calls that name a record: a path parameter, or an `id`/`ids` (or `…Id`) field in
 *   their input. A call that names none answers its own list, possibly empty, never 404.
 */
function errorStatuses(
  call: Endpoint,
  inputFields: readonly string[],
): (keyof typeof errorAnswers)[] {
  // A call that takes no input has nothing to refuse.
  const statuses: (keyof typeof errorAnswers)[] = call.input || call.badRequest ? [400] : [];
  if (call.auth !== false) statuses.push(401, 403);
  const namesRecord =
    pathParameterNames(call.path).length > 0 ||
    inputFields.some((field) => field === 'id' || field === 'ids' || /Ids?$/.test(field));
  if (namesRecord) statuses.push(404);
  return statuses;
}

const responseNames = { 400: 'BadRequest', 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound' };

/** One call as an OpenAPI operation. */
function operation(domain: string, name: string, call: Endpoint): Record<string, unknown> {
  const pathNames = pathParameterNames(call.path);
  const input = call.input ? jsonSchema(call.input, 'input') : undefined;
  const { properties, required } = input ? fieldsOf(input) : { properties: {}, required: [] };
  const inBody = bodyMethods.includes(call.method);

  const parameters = Object.entries(properties)
    .filter(([field]) => pathNames.includes(field) || !inBody)
    .map(([field, schema]) => {
      const inPath = pathNames.includes(field);
      const { description, ...rest } = schema;
      return {
        name: field,
        in: inPath ? 'path' : 'query',
        required: inPath || required.includes(field),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      };
    });
  const missing = pathNames.filter((field) => !(field in properties));
  if (missing.length) {
    throw new Error(`${domain}.${name}: the path's {${missing.join('}, {')}} is not in its input`);
  }

  const output = jsonSchema(call.output, 'output');
  const answer = call.rejection
    ? { anyOf: [output, jsonSchema(call.rejection, 'output')] }
    : output;

  const responses: Record<string, unknown> = {
    '2XX': {
      description: call.rejection
        ? 'The answer; or, with a 2xx status too, the declared refusal (the second schema).'
        : 'The answer (200, or 201 for a call that creates).',
      content: { 'application/json': { schema: answer } },
    },
  };
  for (const status of errorStatuses(call, Object.keys(properties))) {
    responses[status] = ref('responses', responseNames[status]);
  }
  if (call.badRequest) {
    responses[400] = {
      description: `${errorAnswers[400]} Or the call's own refusal (the second schema).`,
      content: {
        'application/json': {
          schema: {
            anyOf: [ref('schemas', 'ValidationError'), jsonSchema(call.badRequest, 'output')],
          },
        },
      },
    };
  }

  return {
    operationId: `${domain}.${name}`,
    summary: `${domain}.${name}`,
    tags: [domain],
    ...(call.auth === false ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(inBody && input
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: without(input, pathNames) } },
          },
        }
      : {}),
    responses,
  };
}

export interface OpenApiOptions {
  /** The document's title (default: "Tessera API"). */
  title?: string;
  /** The API's version (default: "1.0.0"). */
  version?: string;
}

/**
 * The OpenAPI 3.1 document of every call of the table (by default, the whole contract).
 * Deterministic: the same table gives the same document, key for key.
 */
export function openApiDocument(
  table: EndpointTable = endpoints,
  { title = 'Tessera API', version = '1.0.0' }: OpenApiOptions = {},
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [domain, calls] of Object.entries(table)) {
    for (const [name, call] of Object.entries(calls)) {
      const path = (paths[call.path] ??= {});
      if (path[call.method])
        throw new Error(`Two calls are ${call.method.toUpperCase()} ${call.path}`);
      path[call.method] = operation(domain, name, call);
    }
  }
  const errorResponse = (status: keyof typeof errorAnswers, schema: string) => ({
    description: errorAnswers[status],
    content: { 'application/json': { schema: ref('schemas', schema) } },
  });
  return {
    openapi: '3.1.0',
    info: {
      title,
      version,
      description:
        'Generated from the endpoint table of @tessera/api-client (`npm run openapi`). Every ' +
        'call takes a bearer access token unless it says otherwise; error answers carry ' +
        '`{ message }`, and a refused input also `fieldErrors` (a field’s path → its message).',
    },
    tags: Object.keys(table).map((domain) => ({ name: domain })),
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `accessToken` that signing in (POST /jwt/login) answers.',
        },
      },
      schemas: {
        Error: jsonSchema(errorMessageSchema, 'output'),
        ValidationError: jsonSchema(validationErrorSchema, 'output'),
      },
      responses: {
        BadRequest: errorResponse(400, 'ValidationError'),
        Unauthorized: errorResponse(401, 'Error'),
        Forbidden: errorResponse(403, 'Error'),
        NotFound: errorResponse(404, 'Error'),
      },
    },
  };
}
